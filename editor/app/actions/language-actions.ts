/**
 * The languages of the site besides English: add one, write a text's translation, mark a carried translation as
 * reviewed. Each takes the data and gives back the new data.
 */
import { languageLabel } from '../../../site/translation-check.ts';
import { insertIn, setIn } from '../document.ts';
import { withReview } from '../follow-translations.ts';
import { fieldPattern, type SchemaBundle } from '../schema-bundle.ts';
import { isObject, translationsOf } from '../site-paths.ts';
import type { Edit, Refusal } from './edit-result.ts';

/**
 * A new language with no texts yet, so every text is listed to translate; refused, in the words of the form, when the
 * code or the locale does not fit the schema's patterns or the language is the site's already.
 */
export function addLanguage(data: unknown, bundle: SchemaBundle, code: string, locale: string): Edit | Refusal {
  const fits = (field: string, value: string) => fieldPattern(bundle, 'defs.translation', field)?.test(value) ?? true;
  if (!fits('language', code))
    return { refused: 'A language code is two or three lowercase letters, as de for German.' };
  if (!fits('locale', locale))
    return { refused: 'The formats are a language code, a hyphen and a country in capitals, as de-DE.' };
  const declared = translationsOf(data);
  const written = isObject(data) && isObject(data.site) ? data.site.language : undefined;
  if (code === written || declared.some((entry) => entry.language === code))
    return { refused: `${languageLabel(code)} is already a language of the site.` };
  const entry = { language: code, locale, texts: {} };
  return {
    data: insertIn(data, ['translations'], declared.length, entry),
    selection: { kind: 'language', language: declared.length },
  };
}

/** Words written for a text are its checked translation: the text leaves the language's review list. */
export function translateText(data: unknown, language: number, english: string, words: string | undefined): unknown {
  const written = setIn(data, ['translations', language, 'texts', english], words);
  return withReview(written, language, english, false);
}

/** A translation carried to new English words was read and kept: it leaves the review list. */
export const markReviewed = (data: unknown, language: number, english: string): unknown =>
  withReview(data, language, english, false);
