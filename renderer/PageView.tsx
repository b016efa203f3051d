import type { PagePayload } from './payload.ts';
import { PicturesContext } from './pictures.ts';
import { useSections } from './sections.ts';

/** A page is its sections, in order, each drawn by the component the registry names for its type, with its pictures. */
export function PageView({ page }: { page: PagePayload }) {
  const sections = useSections();
  return (
    <PicturesContext.Provider value={page.pictures ?? NO_PICTURES}>
      {page.sections.map((section) => {
        const Section = sections[section.type]!.component;
        return <Section key={section.number} section={section} />;
      })}
    </PicturesContext.Provider>
  );
}

const NO_PICTURES = {};
