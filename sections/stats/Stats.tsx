import type { StatsSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';

/** Key figures in large type; the heading names the strip for screen readers only. */
export function Stats({ section }: { section: Numbered<StatsSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="stats">
      <h2 id={headingId(section.number)} className="visually-hidden">
        {section.heading}
      </h2>
      <dl className="stats__list">
        {section.items.map((item) => (
          <div key={item.label} className="stats__item">
            <dt>{item.label}</dt>
            <dd>{item.value}</dd>
          </div>
        ))}
      </dl>
    </SectionShell>
  );
}

/** Its entry in the registry: the component, nothing to preload. */
export const entry = { component: Stats };
