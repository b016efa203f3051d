/**
 * Search engines' structured data (JSON-LD) for the section types that have a schema.org meaning, keyed by section
 * type like the registry. A type without an entry adds nothing.
 */
import { plainText } from '../site/inline-markup.ts';
import type { SectionOf, SectionType } from './registry.ts';

type StructuredData = Record<string, unknown>;

export const structuredDataFor: { [T in SectionType]?: (section: SectionOf<T>) => StructuredData } = {
  faq: (section) => ({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: section.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  }),
};
