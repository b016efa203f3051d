import type { PagePayload } from './payload.ts';
import { useSections } from './sections.ts';

/** A page is its sections, in order, each drawn by the component the registry names for its type. */
export function PageView({ page }: { page: PagePayload }) {
  const sections = useSections();
  return (
    <>
      {page.sections.map((section) => {
        const Section = sections[section.type]!.component;
        return <Section key={section.number} section={section} />;
      })}
    </>
  );
}
