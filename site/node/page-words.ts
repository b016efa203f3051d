/**
 * The digest of each page's words in each translation (PageDigests.words), and what a check keeps of them for the
 * next one (WordsMemo). Finding a page's words means looking up each of its texts in each translation: a million
 * texts at 20,000 pages, the largest part of a rebuild's check. So the next check takes a page's digests from the
 * memo when the page is written as it was and none of the texts it may hold has other words now.
 */
import { hash } from 'node:crypto';
import type { WrittenPages } from './written-pages.ts';
import { isObject } from '../is-object.ts';
import type { DeclaredTranslation } from '../translation-check.ts';

/** The translations' words a check found, for the next check of the same code. */
export interface WordsMemo {
  /** The code of the check and its schemas (CheckMemo.code): another code may find other texts in a page. */
  code: string;
  /** Each translation's language, in order, and a digest of the words of each text it has words for. */
  translations: { language: string; words: Record<string, string> }[];
  /** For the digest of a page as the file writes it: the digests of its words in each translation, in order. */
  pages: Record<string, string[]>;
}

/** Whether `value` has the form of a WordsMemo: a build's record is read from disk, where anything may be written. */
export function isWordsMemo(value: unknown): value is WordsMemo {
  if (!isObject(value) || typeof value.code !== 'string' || !isObject(value.pages)) return false;
  const { translations } = value;
  return (
    Array.isArray(translations) &&
    translations.every((each) => isObject(each) && typeof each.language === 'string' && isObject(each.words))
  );
}

/** A page as the file writes it: its digest, and whether it writes an escape JSON.stringify would not. */
export interface WrittenPage {
  digest: Buffer;
  /**
   * A `\u` escape (`\u00e9` for `é`) or `\/`: such a page may write a text otherwise than JSON.stringify does, so
   * it is not known not to hold one that has other words now.
   */
  escaped: boolean;
}

/**
 * More texts with other words than this, and every page's words are looked up again: each such text is looked for in
 * the whole file.
 */
const MOST_CHANGED_TEXTS = 32;

/**
 * The digest of each page's words in each translation, in the order of "pages": `textsOf(p)` lists page p's texts.
 * `written` are the digests of the pages the file writes (`writtenPages`). With `earlier`, a page written
 * as it was, with no escape JSON.stringify would not write and none of the texts that have other words now, keeps
 * its earlier digests. Returns them with the memo for the next check.
 */
export function pageWords(
  writtenPages: WrittenPages,
  written: readonly WrittenPage[],
  translations: readonly Pick<DeclaredTranslation, 'language' | 'texts'>[],
  textsOf: (page: number) => string[],
  code: string,
  earlier?: WordsMemo,
): { words: Buffer[][]; memo: WordsMemo } {
  // Each language's words' digests by their English text, as a Map: a site's million texts are looked up in it, some
  // 25 % sooner than in the object of the file; and a text may be named like a property every object has
  // ("__proto__").
  const known = translations.map(({ language, texts }) => ({
    language,
    words: entryDigests(
      new Map(Object.entries(texts).filter((entry): entry is [string, string] => typeof entry[1] === 'string')),
    ),
  }));
  const touched = earlier && pagesTouched(writtenPages, known, code, earlier);
  // The memo's names for the pages, and each page's words as the memo writes them: those it keeps, written once.
  const names = written.map(({ digest }) => digest.toString('base64'));
  const pages: Record<string, string[]> = {};
  const words = written.map(({ escaped }, p) => {
    const kept = touched && !escaped && !touched.has(p) ? earlier!.pages[names[p]!] : undefined;
    if (Array.isArray(kept) && kept.length === translations.length && kept.every((each) => typeof each === 'string')) {
      pages[names[p]!] = kept;
      return kept.map((each) => Buffer.from(each, 'base64'));
    }
    const texts = textsOf(p);
    // Each text's words stand for themselves by their digest (none: ""): a fifth of the time of hashing the words.
    const found = known.map(({ words: digestOf }) =>
      hash('sha256', texts.map((english) => digestOf.get(english) ?? '').join(','), 'buffer'),
    );
    pages[names[p]!] = found.map((each) => each.toString('base64'));
    return found;
  });
  return {
    words,
    memo: {
      code,
      translations: known.map(({ language, words }) => ({ language, words: Object.fromEntries(words) })),
      pages,
    },
  };
}

/** A short digest of each text's words (base64, so never a ","), by the text. */
function entryDigests(wordsByText: ReadonlyMap<string, string>): Map<string, string> {
  const digests = new Map<string, string>();
  for (const [english, words] of wordsByText) digests.set(english, hash('sha256', words, 'base64').slice(0, 22));
  return digests;
}

/**
 * The pages that hold, as JSON.stringify writes it, a text whose words changed since `earlier`; undefined when the
 * code or the languages changed, or when more than MOST_CHANGED_TEXTS texts have other words.
 */
function pagesTouched(
  pages: WrittenPages,
  known: readonly { language: string; words: ReadonlyMap<string, string> }[],
  code: string,
  earlier: WordsMemo,
): ReadonlySet<number> | undefined {
  if (earlier.code !== code || earlier.translations.length !== known.length) return undefined;
  const changed = new Set<string>();
  for (const [l, { language, words }] of known.entries()) {
    if (earlier.translations[l]!.language !== language) return undefined;
    const before = new Map(Object.entries(earlier.translations[l]!.words));
    for (const [english, digest] of words) if (before.get(english) !== digest) changed.add(english);
    for (const english of before.keys()) if (!words.has(english)) changed.add(english);
    if (changed.size > MOST_CHANGED_TEXTS) return undefined;
  }
  const touched = new Set<number>();
  for (const english of changed) for (const page of pages.holding(JSON.stringify(english))) touched.add(page);
  return touched;
}
