import type { CtaSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { ButtonRow } from '../../renderer/ui/ButtonLink.tsx';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';

export function Cta({ section }: { section: Numbered<CtaSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="cta">
      <h2 id={headingId(section.number)}>{section.heading}</h2>
      {section.text && (
        <p>
          <InlineText text={section.text} />
        </p>
      )}
      <ButtonRow buttons={section.buttons} />
    </SectionShell>
  );
}

/** Its entry in the registry: the component, nothing to preload. */
export const entry = { component: Cta };
