import type { HeroSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { ButtonRow } from '../../renderer/ui/ButtonLink.tsx';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { Illustration } from '../illustrations/Illustration.tsx';
import { loadDrawing } from '../illustrations/drawing-code.ts';
import { loadSectionPicture, SectionPicture } from '../section-picture.tsx';
import { PICTURE_SIZES } from './picture-sizes.ts';

/** The schema's default drawing for a hero; a picture takes the drawing's place. */
const illustrationOf = (section: HeroSection) => (section.picture ? 'none' : (section.illustration ?? 'dashboard'));

export function Hero({ section }: { section: Numbered<HeroSection> }) {
  const illustration = illustrationOf(section);
  const plain = illustration === 'none' && !section.picture;
  return (
    <SectionShell number={section.number} id={section.id} className={`hero${plain ? ' hero--plain' : ''}`}>
      <div className="hero__copy">
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h1 id={headingId(section.number)}>{section.heading}</h1>
        <p className="hero__lead">
          <InlineText text={section.lead} />
        </p>
        <ButtonRow buttons={section.buttons} />
        {section.note && <p className="hero__note">{section.note}</p>}
      </div>
      {section.picture && (
        <SectionPicture image={section.picture} sizes={PICTURE_SIZES} priority={section.number === 1} />
      )}
      {illustration !== 'none' && <Illustration name={illustration} />}
    </SectionShell>
  );
}

/** Its entry in the registry: the component, and its drawing or picture, whose code arrives apart. */
export const entry = {
  component: Hero,
  preload: (section: HeroSection) =>
    Promise.all([loadDrawing(illustrationOf(section)), section.picture ? loadSectionPicture() : undefined]),
};
