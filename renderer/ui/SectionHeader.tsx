import { InlineText } from './InlineText.tsx';
import { headingId } from './SectionShell.tsx';

/** The eyebrow, h2 and intro most sections open with; the h2's id names the section for screen readers. */
export function SectionHeader({
  number,
  eyebrow,
  heading,
  intro,
  centered = false,
}: {
  number: number;
  eyebrow?: string;
  heading: string;
  intro?: string;
  centered?: boolean;
}) {
  return (
    <header className={`section__header${centered ? ' section__header--centered' : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={headingId(number)}>{heading}</h2>
      {intro && (
        <p className="section__intro">
          <InlineText text={intro} />
        </p>
      )}
    </header>
  );
}
