/**
 * What the build and the checker of site.json take of the section types' facts (facts-by-type.ts): the ids the site
 * writes, handed to the checker, and a section's structured data, for the head of its page. Free of React and kept
 * apart from the registry, so no visitor downloads it.
 */
import { EVERY_PAGE_IDS } from '../renderer/page-ids.ts';
import type { Section } from '../schemas/site.types.ts';
import type { WrittenIds } from '../site/reserved-ids.ts';
import type { LeadPictureOf } from '../renderer/lead-picture.ts';
import type { SitePartsOf } from '../renderer/payload.ts';
import { sectionFacts } from './facts-by-type.ts';

/** The structured data of a section, for the head of its page; undefined for a type that means nothing to search engines. */
export function structuredDataOf(section: Section): Record<string, unknown> | undefined {
  const describe = sectionFacts[section.type]?.structuredData as
    ((section: Section) => Record<string, unknown>) | undefined;
  return describe?.(section);
}

/** The picture a section draws on the first screen when it opens its page, for the page's head to preload. */
export const leadPictureOf: LeadPictureOf = (section) => {
  const lead = sectionFacts[section.type]?.leadPicture as LeadPictureOf | undefined;
  return lead?.(section);
};

/** What a section reads of the site besides its fields, for the data of the pages that show it. */
export const sitePartsOf: SitePartsOf = (section) => sectionFacts[section.type]?.readsSite;

const facts = Object.entries(sectionFacts);

/** Every id the site writes, as the checker of site.json takes it. */
export const WRITTEN_IDS: WrittenIds = {
  everyPage: EVERY_PAGE_IDS,
  bySectionType: Object.fromEntries(facts.map(([type, typeFacts]) => [type, typeFacts?.ids])),
  cookieCategoriesBy: facts
    .filter(([, typeFacts]) => typeFacts?.readsSite?.includes('cookieCategories'))
    .map(([type]) => type),
  showsProductData: Object.fromEntries(facts.map(([type, typeFacts]) => [type, typeFacts?.showsProductData])),
  pictureBoxes: Object.fromEntries(facts.map(([type, typeFacts]) => [type, typeFacts?.pictureBox])),
};
