/**
 * The rules of translations: each language declared once; every text of the site translated into each language that
 * stops the build for a text without one, the problem placed at the English text; a translation keeps its text's
 * placeholders and link addresses, so the Dutch page links where the English one does; and the site as each language
 * shows it keeps every rule of site.json. A language's "review" list is never a problem: its translations are used.
 */
import type { Translation } from '../schemas/site.types.ts';
import { inlineLinks } from './inline-markup.ts';
import { placeholdersIn } from './placeholders.ts';
import { escapePointer, MAX_PROBLEMS, type Problem } from './problems.ts';
import { withWords, wordsIn } from './translate.ts';
import { isClose } from './schema-check.ts';
import { textsOf, textWordsOf, type FoundText, type TextShape } from './text-shape.ts';
import { isObject } from './is-object.ts';

/** What a language does with a text of the site it has no translation for: the values of "untranslated". */
export type UntranslatedSetting = NonNullable<Translation['untranslated']>;

/** "untranslated" left out: a text without a translation is a problem, and the build refuses the site. */
export const STOP_BUILD: UntranslatedSetting = 'stop-build';
/** The site builds, and the language's pages show the English words of the texts it has no translation for. */
export const SHOW_ENGLISH: UntranslatedSetting = 'show-english';

export interface DeclaredTranslation {
  /** Its place in "translations". */
  index: number;
  language: string;
  texts: Record<string, unknown>;
  untranslated: UntranslatedSetting;
  /** The English words of the translations to review, as written (strings only). */
  review: string[];
}

/** The command that lists what is left to translate into a language, and its translations to review. */
export const missingCommand = (language: string) => `npm run validate -- --missing ${language}`;

/** A language's English name for messages: "Dutch (nl)". */
export function languageLabel(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : `"${code}"`;
}

/**
 * The translations of a parsed site.json, each with its place in the list; entries too broken to read are left to the
 * schema. A setting other than "show-english" counts as the default: the stricter one.
 */
export function declaredTranslations(data: unknown): DeclaredTranslation[] {
  const list = isObject(data) && Array.isArray(data.translations) ? data.translations : [];
  return list.flatMap((entry, index) =>
    isObject(entry) && typeof entry.language === 'string'
      ? [
          {
            index,
            language: entry.language,
            texts: isObject(entry.texts) ? entry.texts : {},
            untranslated: entry.untranslated === SHOW_ENGLISH ? SHOW_ENGLISH : STOP_BUILD,
            review: Array.isArray(entry.review)
              ? entry.review.filter((text): text is string => typeof text === 'string')
              : [],
          },
        ]
      : [],
  );
}

/** The texts of a parsed site.json, in the file's order: those of the translations themselves are not texts of the site. */
export function siteTexts(data: unknown, shape: TextShape | null): FoundText[] {
  return textsOf(withoutTranslations(data), shape ?? undefined);
}

function withoutTranslations(data: unknown): Record<string, unknown> | undefined {
  if (!isObject(data)) return undefined;
  const { translations: _, ...site } = data;
  return site;
}

/**
 * The texts of the site as the check reads them: their words, in the file's order, and their places, found only when
 * asked (for a problem, or a text a language lists): on a large site, writing every text's place cost more than the
 * rest of the translations' check.
 */
export interface SiteTextList {
  words: readonly string[];
  found: () => readonly FoundText[];
  /**
   * The places in `words` of the texts `translation` has no words for (isUntranslated), in the file's order: looked
   * up once per translation, for its problems and its status alike.
   */
  untranslatedIn: (translation: Pick<DeclaredTranslation, 'texts'>) => readonly number[];
}

/** A SiteTextList of these words, whose places are found by `find` when first asked. */
function textList(words: readonly string[], find: () => readonly FoundText[]): SiteTextList {
  let found: readonly FoundText[] | undefined;
  const untranslatedBy = new WeakMap<object, number[]>();
  return {
    words,
    found: () => (found ??= find()),
    untranslatedIn: (translation) => {
      let places = untranslatedBy.get(translation.texts);
      if (!places) {
        places = [];
        for (let i = 0; i < words.length; i++) if (isUntranslated(words[i]!, translation)) places.push(i);
        untranslatedBy.set(translation.texts, places);
      }
      return places;
    },
  };
}

/** The texts of a parsed site.json (see siteTexts) as a SiteTextList. */
export const siteTextList = (data: unknown, shape: TextShape | null): SiteTextList =>
  textList(textWordsOf(withoutTranslations(data), shape ?? undefined), () => siteTexts(data, shape));

/** Texts found already, as a SiteTextList. */
export const textListOf = (texts: readonly FoundText[]): SiteTextList =>
  textList(
    texts.map(({ text }) => text),
    () => texts,
  );

/**
 * Whether a text of the site is one `translation` has no words for. An empty text is a problem of its own
 * (empty-text), not one to translate.
 */
export const isUntranslated = (text: string, translation: Pick<DeclaredTranslation, 'texts'>) =>
  text !== '' && wordsIn(translation, text) === undefined;

/**
 * The rules of site.json that read a text's words, for checking the site as each language shows it: a translation
 * must fit its field as the English text does (a description of at most 160 characters, a title no other page of the
 * language has). Rules that read no words would find in a language what they found in the file.
 */
export type SiteRules = (data: unknown) => Problem[];

/**
 * `texts`: the texts of the site (siteTextList), as `shape` finds them. `englishProblems`: what every rule found in the
 * file itself, so the same problem is not reported again for a language.
 */
export function* translationProblemSteps(
  data: unknown,
  texts: SiteTextList,
  shape: TextShape | null,
  rules: SiteRules,
  englishProblems: readonly Problem[],
): Generator<void, Problem[]> {
  if (!isObject(data)) return [];
  const translations = declaredTranslations(data);
  if (translations.length === 0) return [];
  const written = isObject(data.site) && typeof data.site.language === 'string' ? data.site.language : undefined;
  const seen = new Set(written ? [written] : []);
  let problems: Problem[] = [];
  for (const translation of translations) {
    if (seen.has(translation.language)) {
      const message =
        translation.language === written
          ? `${languageLabel(translation.language)} is the language site.json is written in, so it needs no translation.`
          : `${languageLabel(translation.language)} is declared a second time: each language has one entry, with all its texts.`;
      problems.push({
        code: 'language-declared-twice',
        pointer: `/translations/${translation.index}/language`,
        message,
        hint: 'Remove this entry, or move its texts into the first one.',
      });
      continue;
    }
    seen.add(translation.language);
    // concat, not push(...): a spread passes every problem as an argument, more than the call stack holds for a long list.
    problems = problems.concat(
      missingProblems(texts, translation),
      placeholderProblems(translation),
      yield* translatedTextProblems(data, texts, shape, translation, rules, englishProblems),
    );
  }
  return problems.slice(0, MAX_PROBLEMS);
}

/**
 * The site in a language, checked with the rules of site.json: a problem at a translated text is placed at its
 * translation, "in Dutch (nl): …". Problems elsewhere are those of the English file, reported there already.
 */
function* translatedTextProblems(
  data: Record<string, unknown>,
  texts: SiteTextList,
  shape: TextShape | null,
  translation: DeclaredTranslation,
  rules: SiteRules,
  englishProblems: readonly Problem[],
): Generator<void, Problem[]> {
  const wordsFor = checkedWordsFor(translation);
  // The translations are no texts of the site (siteTexts), and the shape has none of them.
  const translated = withWords(data, shape ?? undefined, wordsFor);
  yield;
  const english = new Set(englishProblems.map(sameProblem));
  const found = rules(translated).filter((problem) => !english.has(sameProblem(problem)));
  if (found.length === 0) return [];
  // Which English text each pointer held: found only when the language has problems of its own.
  const textAt = new Map(texts.found().map(({ pointer, text }) => [pointer, text]));
  return found.flatMap((problem) => {
    // A problem at a text left in English is the English file's.
    const text = textAt.get(problem.pointer);
    if (text === undefined || wordsFor(text) === undefined) return [];
    const { indexInString: _, at: __, ...rest } = problem;
    return [
      {
        ...rest,
        pointer: textsPointer(translation, text),
        message: `${languageLabel(translation.language)}: ${problem.message}`,
      },
    ];
  });
}

/**
 * The words the site as `translation` shows it is checked with: a translation whose placeholders or links differ is
 * reported as such (placeholderProblems), not again in the site it makes, which keeps the English text there.
 */
export function checkedWordsFor(translation: Pick<DeclaredTranslation, 'texts'>): (text: string) => string | undefined {
  // A site writes most texts on many pages (a menu's, a plan's): each is looked up and compared once, which halves the
  // time of a large site's translation.
  const found = new Map<string, string | undefined>();
  return (text) => {
    const known = found.get(text);
    if (known !== undefined || found.has(text)) return known;
    const words = wordsIn(translation, text);
    const checked = words !== undefined && sameFixedParts(text, words) ? words : undefined;
    found.set(text, checked);
    return checked;
  };
}

const sameProblem = (problem: Problem) => `${problem.code} ${problem.pointer}`;

function textsPointer(translation: DeclaredTranslation, english: string): string {
  return `/translations/${translation.index}/texts/${escapePointer(english)}`;
}

/** The texts of the site that `translation` has no words for, in the file's order. */
export function untranslated(
  texts: readonly FoundText[],
  translation: Pick<DeclaredTranslation, 'texts'>,
): FoundText[] {
  return texts.filter(({ text }) => isUntranslated(text, translation));
}

/**
 * A missing text is compared with each unused translation to find its earlier words while that makes at most this many
 * pairs: a real edit leaves a few of each, and comparing every one with every other grows with the square of their
 * number. Past it, the hint says how to add the translation.
 */
const MAX_PAIRS_COMPARED = 100_000;

function missingProblems(list: SiteTextList, translation: DeclaredTranslation): Problem[] {
  // Shown in English instead: listed by `--missing` and said after the check, never a problem.
  if (translation.untranslated === SHOW_ENGLISH) return [];
  const places = list.untranslatedIn(translation);
  if (places.length === 0) return [];
  const texts = list.found();
  const missing = places.slice(0, MAX_PROBLEMS).map((i) => texts[i]!);
  const unused = unusedTranslations(texts, translation);
  const compare = missing.length * unused.length <= MAX_PAIRS_COMPARED;
  return missing.map(({ pointer, text }) => {
    const earlier = compare ? earlierVersion(text, unused) : undefined;
    const hint = earlier
      ? `Its translation may be the one of the earlier words "${earlier}": write the new English words there, and add them to "review" of the "${translation.language}" translation unless you checked the translation still says the same.`
      : `Add its English words and their translation to "texts" of the "${translation.language}" translation; \`${missingCommand(translation.language)}\` lists every text still to translate.`;
    return {
      code: 'missing-translation',
      pointer,
      message: `this text has no ${languageLabel(translation.language)} translation.`,
      hint,
    } satisfies Problem;
  });
}

/** The placeholders and link addresses of a text, each once per time it is written, in a stable order. */
function fixedParts(text: string): string[] {
  return [...placeholdersIn(text), ...inlineLinks(text).map(({ href }) => `(${href})`)].sort();
}

function placeholderProblems(translation: DeclaredTranslation): Problem[] {
  const problems: Problem[] = [];
  for (const [english, words] of Object.entries(translation.texts)) {
    if (problems.length >= MAX_PROBLEMS) break;
    // Most texts write neither a placeholder nor a link: nothing to compare (a million texts at 20,000 pages).
    if (typeof words !== 'string' || sameFixedParts(english, words)) continue;
    const wanted = fixedParts(english);
    const given = fixedParts(words);
    const lacking = without(wanted, given);
    const extra = without(given, wanted);
    if (lacking.length === 0 && extra.length === 0) continue;
    const parts = [
      lacking.length ? `lacks ${lacking.join(', ')}` : '',
      extra.length ? `writes ${extra.join(', ')}, which the English text does not` : '',
    ].filter(Boolean);
    problems.push({
      code: 'translation-placeholders-differ',
      pointer: textsPointer(translation, english),
      message: `this ${languageLabel(translation.language)} translation ${parts.join(' and ')}.`,
      hint: 'A translation keeps every {placeholder} and link address of its English text, the same number of times; only the words around them change.',
    });
  }
  return problems;
}

/** A text with neither a placeholder nor a link has no fixed parts, and its translation must have none either. */
const mayHaveFixedParts = (text: string) => text.includes('{') || text.includes('](');
const sameFixedParts = (english: string, words: string) =>
  (!mayHaveFixedParts(english) && !mayHaveFixedParts(words)) ||
  fixedParts(english).join('\n') === fixedParts(words).join('\n');

/** `list` with each entry of `taken` removed once. */
function without(list: string[], taken: string[]): string[] {
  const left = new Map<string, number>();
  for (const item of taken) left.set(item, (left.get(item) ?? 0) + 1);
  return list.filter((item) => {
    const count = left.get(item) ?? 0;
    left.set(item, count - 1);
    return count <= 0;
  });
}

/**
 * Translations of English texts the site no longer has: harmless (never shown), so not a problem, but listed by
 * `npm run validate -- --missing LANGUAGE` to be removed or re-keyed, and named by a missing translation that looks
 * like an edit of one of them.
 */
export function unusedTranslations(
  texts: readonly FoundText[],
  translation: Pick<DeclaredTranslation, 'texts'>,
): string[] {
  const used = new Set(texts.map(({ text }) => text));
  return Object.keys(translation.texts).filter((english) => !used.has(english));
}

/** Texts longer than this are compared by their start only: the edit distance takes time growing with the square of the length. */
const MAX_LENGTH_COMPARED = 500;

/** The unused translation whose English words look like an earlier version of `text`, if one does. */
function earlierVersion(text: string, unused: readonly string[]): string | undefined {
  const near = (english: string) =>
    Math.abs(english.length - text.length) < 40 &&
    Math.max(english.length, text.length) <= MAX_LENGTH_COMPARED &&
    isClose(english, text);
  return unused.find((english) => sameStart(english, text) || near(english));
}

/** Two texts that start alike for their first half: most likely one edited into the other. */
function sameStart(a: string, b: string): boolean {
  const length = Math.floor(Math.min(a.length, b.length) / 2);
  return length >= 8 && a.slice(0, length) === b.slice(0, length);
}
