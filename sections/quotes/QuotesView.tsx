import type { QuotesSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { ResponsivePicture } from '../../renderer/ui/ResponsivePicture.tsx';
import { SectionHeader } from '../../renderer/ui/SectionHeader.tsx';
import { SectionShell } from '../../renderer/ui/SectionShell.tsx';

/** How wide a person's photo is drawn (quotes.css). */
const PHOTO_SIZES = '3.5rem';

/**
 * What customers say, each quote a card: the words in a blockquote, who said them in its figcaption (name, then role
 * and company), their photo small and round beside it. A screen reader hears the words, then whose they are.
 */
export default function QuotesView({ section }: { section: Numbered<QuotesSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="quotes">
      <SectionHeader number={section.number} heading={section.heading} intro={section.intro} centered />
      <ul className="quotes__grid" role="list">
        {section.items.map((item) => (
          <li key={`${item.name} ${item.quote}`} className="quotes__item">
            <figure className="quotes__card">
              <blockquote className="quotes__words">
                <p>
                  <InlineText text={item.quote} />
                </p>
              </blockquote>
              <figcaption className="quotes__who">
                {item.photo && <ResponsivePicture image={item.photo} sizes={PHOTO_SIZES} />}
                <span className="quotes__name">{item.name}</span>
                {/* Read aloud as "name, role, company"; shown on two lines. */}
                <span className="visually-hidden">, </span>
                <span className="quotes__role">
                  {item.role}, {item.company}
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
