/**
 * Where each language of the site stands: what it does with a text it has no translation for, the texts still to
 * translate and the translations to review. The sentences here are the words `npm run validate`, `npm run build`
 * and the editor say about it, so that all three say the same.
 */
import type { FoundText, TextShape } from './text-shape.ts';
import { wordsIn } from './translate.ts';
import {
  declaredTranslations,
  languageLabel,
  missingCommand,
  SHOW_ENGLISH,
  siteTexts,
  textListOf,
  type SiteTextList,
  type UntranslatedSetting,
} from './translation-check.ts';

export interface LanguageStatus {
  /** The language's code: "nl". */
  code: string;
  /** Its English name for sentences: "Dutch (nl)". */
  label: string;
  /** What its pages do with a text it has no translation for ("untranslated", its default filled in). */
  untranslated: UntranslatedSetting;
  /** The texts of the site it has no translation for, each once at its first place, in the file's order. */
  toTranslate: FoundText[];
  /** The texts of the site whose translation is listed in its "review", each once at its first place, in the file's order. */
  toReview: FoundText[];
}

/** Each declared language's status (a language declared twice counts by its first entry, as the check reads it). */
export function translationStatus(data: unknown, textShape: TextShape | null): LanguageStatus[] {
  return statusOfTexts(data, siteTexts(data, textShape));
}

/** translationStatus, for a caller that found the texts of the site already (siteTexts). */
export function statusOfTexts(data: unknown, texts: readonly FoundText[]): LanguageStatus[] {
  return statusOfList(data, textListOf(texts));
}

/** translationStatus, for the check: the places of the texts are found only when a language lists some. */
export function statusOfList(data: unknown, texts: SiteTextList): LanguageStatus[] {
  // The texts at these places (of texts.words, in order), each once, at its first place. Only those are remembered: a
  // large site has a hundred thousand texts, and few of them are left to translate or to review.
  const firstPlaces = (places: readonly number[]) => {
    const seen = new Set<string>();
    const first: FoundText[] = [];
    for (const i of places) {
      if (seen.has(texts.words[i]!)) continue;
      seen.add(texts.words[i]!);
      first.push(texts.found()[i]!);
    }
    return first;
  };
  const placesWhere = (test: (text: string) => boolean) => texts.words.flatMap((text, i) => (test(text) ? [i] : []));
  const declared = new Set<string>();
  return declaredTranslations(data)
    .filter(({ language }) => !declared.has(language) && declared.add(language))
    .map((translation) => {
      const review = new Set(translation.review);
      return {
        code: translation.language,
        label: languageLabel(translation.language),
        untranslated: translation.untranslated,
        toTranslate: firstPlaces(texts.untranslatedIn(translation)),
        // An entry of "review" without a translation to review is left out: --missing lists it as no longer used.
        toReview:
          review.size === 0
            ? []
            : firstPlaces(placesWhere((text) => review.has(text) && wordsIn(translation, text) !== undefined)),
      };
    });
}

/** A language that stops the build while texts are left to translate, and has some left. */
export const refusesBuild = (status: LanguageStatus) =>
  status.untranslated !== SHOW_ENGLISH && status.toTranslate.length > 0;

/**
 * The sentence said about a language after a check or a build, or undefined when there is nothing to say (every text
 * translated, nothing to review). A language that stops the build gets buildRefusalSentence.
 */
export function statusSentence(status: LanguageStatus): string | undefined {
  if (refusesBuild(status)) return buildRefusalSentence(status);
  const missing = status.toTranslate.length;
  const review = status.toReview.length;
  const listed = `${missingCommand(status.code)} lists ${them(missing + review)}.`;
  if (missing > 0)
    return `${status.label} shows English for ${count(missing, 'text')} not yet translated${review ? `, and ${toReview(review)}` : ''}: ${listed}`;
  if (review > 0)
    return `${status.label} has ${count(review, 'translation')} to review ${becauseChanged(review)}: ${listed}`;
  return undefined;
}

/**
 * Why the build refuses the site because of a language, said once its only problems are texts to translate (the
 * editor saves such a file as a draft); undefined when this language does not stop the build.
 */
export function buildRefusalSentence(status: LanguageStatus): string | undefined {
  if (!refusesBuild(status)) return undefined;
  const missing = status.toTranslate.length;
  const review = status.toReview.length;
  const also = review ? `, and the ${count(review, 'translation')} to review ${becauseChanged(review)}` : '';
  return `The build refuses this site until ${count(missing, 'text')} ${missing === 1 ? 'is' : 'are'} translated into ${status.label}: ${missingCommand(status.code)} lists ${them(missing)}${also}.`;
}

/** The sentences said about the site's languages, one for each language with something to say, in their order. */
export function statusSentences(statuses: readonly LanguageStatus[]): string[] {
  return statuses.flatMap((status) => statusSentence(status) ?? []);
}

const toReview = (review: number) =>
  `${count(review, 'translation')} ${review === 1 ? 'is' : 'are'} to review ${becauseChanged(review)}`;

/** Why a translation is to review. */
const becauseChanged = (review: number) => `(${review === 1 ? 'its' : 'their'} English changed)`;

const them = (n: number) => (n === 1 ? 'it' : 'them');

const count = (n: number, noun: string) => `${n.toLocaleString('en-US')} ${noun}${n === 1 ? '' : 's'}`;
