import type { ChannelsSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { BrandIcon } from '../../renderer/ui/BrandIcon.tsx';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { SectionHeader } from '../../renderer/ui/SectionHeader.tsx';
import { SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { SmartLink } from '../../renderer/ui/SmartLink.tsx';

/** Networks and services as cards with their brand icon; the whole card is not a link, its labelled link is. */
export function Channels({ section }: { section: Numbered<ChannelsSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="channels">
      <SectionHeader
        number={section.number}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <ul className="channels__grid" role="list">
        {section.items.map((item) => (
          <li key={item.title} className={`card channel channel--${item.network}`}>
            <span className="channel__mark">
              <BrandIcon network={item.network} size="lg" />
            </span>
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
      {section.note && (
        <p className="channels__note">
          <InlineText text={section.note} />
        </p>
      )}
    </SectionShell>
  );
}

/** Its entry in the registry: the component, nothing to preload. */
export const entry = { component: Channels };
