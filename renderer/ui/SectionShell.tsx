import type { ReactNode } from 'react';

/**
 * The wrapper every section shares: its anchor, its number and an accessible name from its heading (`labelled`
 * false for a section without a heading of its own).
 */
export function SectionShell({
  number,
  id,
  className,
  labelled = true,
  children,
}: {
  number: number;
  id?: string;
  className: string;
  labelled?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      id={id}
      className={`section ${className}`}
      data-section={number}
      aria-labelledby={labelled ? headingId(number) : undefined}
    >
      <div className="section__inner">{children}</div>
    </section>
  );
}

export const headingId = (number: number) => `section-${number}-heading`;
