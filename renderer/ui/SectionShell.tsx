import type { ReactNode } from 'react';

/** The wrapper every section shares: its anchor, its number and an accessible name from its heading. */
export function SectionShell({ number, id, className, children }: { number: number; id?: string; className: string; children: ReactNode }) {
  return (
    <section id={id} className={`section ${className}`} data-section={number} aria-labelledby={`section-${number}-heading`}>
      <div className="section__inner">{children}</div>
    </section>
  );
}

export const headingId = (number: number) => `section-${number}-heading`;
