import type { RichTextSection as RichTextSectionConfig } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { plainText } from '../../site/inline-markup.ts';
import { anchoredHeadings, RichText } from '../../renderer/ui/RichText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';

/**
 * Long-form text. With a heading, its sub-headings are h3s; without one (legal pages, under the page's h1) they are
 * h2s. With contentsLabel, a table of contents links to every sub-heading that has an id (plain #anchors, so it
 * works before and without JavaScript).
 */
export default function RichTextView({ section }: { section: Numbered<RichTextSectionConfig> }) {
  const contents = section.contentsLabel ? anchoredHeadings(section.body) : [];
  return (
    <SectionShell
      number={section.number}
      id={section.id}
      className={`prose${contents.length ? ' prose--with-contents' : ''}`}
      labelled={!!section.heading}
    >
      {contents.length > 0 && (
        <nav className="toc" aria-label={section.contentsLabel}>
          <p className="toc__title" aria-hidden="true">
            {section.contentsLabel}
          </p>
          <ol className="toc__list">
            {contents.map((heading) => (
              <li key={heading.id}>
                <a href={`#${heading.id}`}>{plainText(heading.heading)}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className="prose__body">
        {section.heading && (
          <header className="section__header">
            {section.eyebrow && <p className="eyebrow">{section.eyebrow}</p>}
            <h2 id={headingId(section.number)}>{section.heading}</h2>
          </header>
        )}
        <RichText blocks={section.body} headingLevel={section.heading ? 3 : 2} />
      </div>
    </SectionShell>
  );
}
