/**
 * What the build and the checker of site.json need to know of a section type besides drawing it: the ids its
 * component writes (no anchor of site.json may take them) and what it means to search engines (structured data). Kept
 * apart from the registry (registry.ts, what the browser needs) so no visitor downloads it, and free of React so the
 * checker reads it in Node and in the editor.
 */
import { CATALOG_SCRIPT_ID } from '../browser/api/prerendered-catalog.ts';
import { CONTACT_FIELDS } from '../browser/contact/rules.ts';
import { EVERY_PAGE_IDS } from '../renderer/page-ids.ts';
import type { Section } from '../schemas/site.types.ts';
import { plainText } from '../site/inline-markup.ts';
import type { TakenId, WrittenIds } from '../site/reserved-ids.ts';

type SectionType = Section['type'];

export interface SectionFacts<T extends SectionType> {
  /** What the section means to search engines, as JSON-LD (schema.org). */
  structuredData?: (section: Extract<Section, { type: T }>) => Record<string, unknown>;
  /**
   * The ids the component writes for this section. It reads the section as site.json has it, before the schema has
   * passed it: a field of the wrong shape gives fewer ids, never an error.
   */
  ids?: (section: Record<string, unknown>) => TakenId[];
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

export const sectionFacts: { [T in SectionType]?: SectionFacts<T> } = {
  faq: {
    structuredData: (section) => ({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
      })),
    }),
  },
  pricing: {
    ids: (section) => [
      { id: CATALOG_SCRIPT_ID, by: "the pricing section, for the prices' data" },
      { id: 'compare-plans', by: 'the pricing section, for the heading of the plan comparison' },
      ...(Array.isArray(section.plans) ? section.plans : []).filter(isObject).map((plan) => ({ id: `plan-${String(plan.plan)}`, by: `the pricing section, for the name of the plan "${String(plan.plan)}"` })),
    ],
  },
  contactForm: {
    ids: () => [
      ...CONTACT_FIELDS.flatMap((name) => [`contact-${name}`, `contact-${name}-error`]),
      'contact-consent', 'contact-consent-error', 'contact-aside-heading',
    ].map((id) => ({ id, by: 'the contact form, for one of its fields' })),
  },
};

/** The structured data of a section, for the head of its page; undefined for a type that means nothing to search engines. */
export function structuredDataOf(section: Section): Record<string, unknown> | undefined {
  const describe = sectionFacts[section.type]?.structuredData as ((section: Section) => Record<string, unknown>) | undefined;
  return describe?.(section);
}

/** Every id the site writes, as the checker of site.json takes it. */
export const WRITTEN_IDS: WrittenIds = {
  everyPage: EVERY_PAGE_IDS,
  bySectionType: Object.fromEntries(Object.entries(sectionFacts).map(([type, facts]) => [type, facts?.ids])),
};
