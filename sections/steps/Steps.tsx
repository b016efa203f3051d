import type { StepsSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { SectionHeader } from '../../renderer/ui/SectionHeader.tsx';
import { SectionShell } from '../../renderer/ui/SectionShell.tsx';

/** A numbered sequence; an ordered list, so the numbers are the list's own (and read as such). */
export function Steps({ section }: { section: Numbered<StepsSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="steps">
      <SectionHeader
        number={section.number}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <ol className="steps__list">
        {section.items.map((item) => (
          <li key={item.title} className="steps__item">
            <h3>{item.title}</h3>
            <p>
              <InlineText text={item.text} />
            </p>
          </li>
        ))}
      </ol>
    </SectionShell>
  );
}

/** Its entry in the registry: the component, nothing to preload. */
export const entry = { component: Steps };
