/** A FAQ means something to search engines: its questions and answers, as a schema.org FAQPage. */
import { plainText } from '../../site/inline-markup.ts';
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'faq'> = {
  structuredData: (section) => ({
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: section.items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: plainText(item.answer) },
    })),
  }),
};
