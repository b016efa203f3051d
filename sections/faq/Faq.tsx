import type { FaqSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';

/** Native <details>: opens by mouse, touch and keyboard, and reads fully without JavaScript. */
export function Faq({ section }: { section: Numbered<FaqSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="faq">
      <h2 id={headingId(section.number)}>{section.heading}</h2>
      <div className="faq__list">
        {section.items.map((item) => (
          <details key={item.question} className="faq__item">
            <summary>{item.question}</summary>
            <p>
              <InlineText text={item.answer} />
            </p>
          </details>
        ))}
      </div>
    </SectionShell>
  );
}

/** Its entry in the registry: the component, nothing to preload. */
export const entry = { component: Faq };
