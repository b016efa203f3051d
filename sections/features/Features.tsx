import type { FeaturesSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { SectionHeader } from '../../renderer/ui/SectionHeader.tsx';
import { SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { SmartLink } from '../../renderer/ui/SmartLink.tsx';
import { ItemIcon } from './ItemIcon.tsx';

export function Features({ section }: { section: Numbered<FeaturesSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="features">
      <SectionHeader
        number={section.number}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <ul className="features__grid" role="list">
        {section.items.map((item) => (
          <li key={item.title} className="card">
            {item.icon && <ItemIcon name={item.icon} />}
            <h3>{item.title}</h3>
            <p>
              <InlineText text={item.text} />
            </p>
            {item.link && (
              <SmartLink className="text-link" href={item.link.href}>
                {item.link.label}
              </SmartLink>
            )}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}

/** Its entry in the registry: the component, nothing to preload. */
export const entry = { component: Features };
