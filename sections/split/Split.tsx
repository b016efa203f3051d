import type { SplitSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { SmartLink } from '../../renderer/ui/SmartLink.tsx';
import { Illustration } from '../illustrations/Illustration.tsx';
import { loadDrawing } from '../illustrations/drawing-code.ts';
import { loadSectionPicture, SectionPicture } from '../section-picture.tsx';
import { PICTURE_SIZES } from './picture-sizes.ts';

/** The drawing beside the copy: none when a picture takes its place or none is chosen. */
const illustrationOf = (section: SplitSection) => (section.picture ? 'none' : (section.illustration ?? 'none'));

/** One feature in detail: copy and checked points beside a drawing or a picture, on the side the editor chose. */
export function Split({ section }: { section: Numbered<SplitSection> }) {
  const side = section.mediaSide ?? 'end';
  const illustration = illustrationOf(section);
  return (
    <SectionShell number={section.number} id={section.id} className={`split split--media-${side}`}>
      <div className="split__copy">
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h2 id={headingId(section.number)}>{section.heading}</h2>
        <p className="split__text">
          <InlineText text={section.text} />
        </p>
        {section.points && (
          <ul className="checklist" role="list">
            {section.points.map((point, i) => (
              <li key={i}>
                <InlineText text={point} />
              </li>
            ))}
          </ul>
        )}
        {section.link && (
          <SmartLink className="text-link" href={section.link.href}>
            {section.link.label}
          </SmartLink>
        )}
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
  component: Split,
  preload: (section: SplitSection) =>
    Promise.all([loadDrawing(illustrationOf(section)), section.picture ? loadSectionPicture() : undefined]),
};
