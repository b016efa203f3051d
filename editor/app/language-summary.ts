/** The site's texts in English and, for each language of the site, how many of them it still lacks. */
import { textsOf, type FoundText, type TextShape } from '../../site/text-shape.ts';
import { languageLabel, untranslated } from '../../site/translation-check.ts';
import { isObject, translationsOf } from './site-paths.ts';

/** A language of the site as the page list shows it: "Dutch (nl)", and how many texts it still lacks. */
export interface LanguageEntry { label: string; left: number }

/** The site's texts in English (its translations left out), in the file's order. */
export function englishTextsOf(data: unknown, shape: TextShape | null): FoundText[] {
  if (!isObject(data)) return [];
  const { translations: _, ...english } = data;
  return textsOf(english, shape ?? undefined);
}

/** Each language of the site, with how many different texts it still lacks (a text used twice is translated once). */
export function languageEntries(data: unknown, english: readonly FoundText[]): LanguageEntry[] {
  return translationsOf(data).map((translation) => {
    const missing = untranslated(english, { texts: isObject(translation.texts) ? translation.texts : {} });
    return { label: languageLabel(String(translation.language ?? '')), left: new Set(missing.map(({ text }) => text)).size };
  });
}
