import type { PagePayload } from './payload.ts';
import { componentFor } from '../sections/registry.ts';

/** A page is its sections, in order, each drawn by the component the registry names for its type. */
export function PageView({ page }: { page: PagePayload }) {
  return (
    <>
      {page.sections.map((section) => {
        const Section = componentFor(section);
        return <Section key={section.number} section={section} />;
      })}
    </>
  );
}
