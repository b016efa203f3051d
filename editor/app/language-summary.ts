/** Each language of the site as the page list shows it: what it still lacks and what is to review. */
import type { LanguageStatus } from '../../site/translation-status.ts';

/** A language of the site as the page list shows it: "Dutch (nl)", the texts it lacks, the translations to review. */
export interface LanguageEntry {
  label: string;
  left: number;
  review: number;
}

export const languageEntry = (status: LanguageStatus): LanguageEntry => ({
  label: status.label,
  left: status.toTranslate.length,
  review: status.toReview.length,
});
