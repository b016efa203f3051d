/** The site's texts in English and, for each language of the site, what it still lacks and what is to review. */
import { textsOf, type FoundText, type TextShape } from '../../site/text-shape.ts';
import type { LanguageStatus } from '../../site/translation-status.ts';
import { isObject } from './site-paths.ts';

/** A language of the site as the page list shows it: "Dutch (nl)", the texts it lacks, the translations to review. */
export interface LanguageEntry { label: string; left: number; review: number }

/** The site's texts in English (its translations left out), in the file's order. */
export function englishTextsOf(data: unknown, shape: TextShape | null): FoundText[] {
  if (!isObject(data)) return [];
  const { translations: _, ...english } = data;
  return textsOf(english, shape ?? undefined);
}

export const languageEntry = (status: LanguageStatus): LanguageEntry => ({ label: status.label, left: status.toTranslate.length, review: status.toReview.length });
