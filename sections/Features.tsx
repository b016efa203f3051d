import type { FeaturesSection } from '../schemas/site.types.ts';
import { InlineText } from '../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../renderer/ui/SectionShell.tsx';
import { SmartLink } from '../renderer/ui/SmartLink.tsx';

export function Features({ section }: { section: FeaturesSection }) {
  return (
    <SectionShell number={section.number} id={section.id} className="features">
      <header className="section__header">
        {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
        <h2 id={headingId(section.number)}>{section.heading}</h2>
        {section.intro && <p className="section__intro"><InlineText text={section.intro} /></p>}
      </header>
      <ul className="features__grid" role="list">
        {section.items.map((item) => (
          <li key={item.title} className="card">
            <h3>{item.title}</h3>
            <p><InlineText text={item.text} /></p>
            {item.link && <SmartLink className="card__link" href={item.link.href}>{item.link.label}</SmartLink>}
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
