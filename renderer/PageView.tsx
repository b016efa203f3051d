import type { PagePayload } from './payload.ts';
import { PicturesContext } from './pictures.ts';
import { useSections } from './sections.ts';
import { SitePartsContext } from './site-parts.ts';

/**
 * A page is its sections, in order, each drawn by the component the registry names for its type, with its pictures
 * and the parts of the site they read.
 */
export function PageView({ page }: { page: PagePayload }) {
  const sections = useSections();
  return (
    <PicturesContext.Provider value={page.pictures ?? NO_PICTURES}>
      <SitePartsContext.Provider value={page.siteParts ?? NO_SITE_PARTS}>
        {page.sections.map((section) => {
          const Section = sections[section.type]!.component;
          return <Section key={section.number} section={section} />;
        })}
      </SitePartsContext.Provider>
    </PicturesContext.Provider>
  );
}

const NO_PICTURES = {};
const NO_SITE_PARTS = {};
