/**
 * site.json in another language: every text (text-shape.ts) replaced by its translation, looked up by its English
 * words. What is not a text (routes, addresses, icons, figures) stays as written. A text without a translation stays
 * English: the check reports it (translation-check.ts), so a site that passes has none.
 */
import type { SiteConfig, Translation } from '../schemas/site.types.ts';
import { unescapePointer } from './problems.ts';
import { textsOf, type FoundText, type TextShape } from './text-shape.ts';

export function translatedSite(source: SiteConfig, translation: Translation, shape: TextShape | null): SiteConfig {
  return withTexts(source, textsOf(source, shape ?? undefined), (text) => translation.texts[text]);
}

/**
 * A copy of `data` in which each of its `texts` that `wordsFor` has words for is replaced by them. Only the lists and objects that hold a replaced text are copied; the copy shares
 * the rest with `data` (a site of thousands of pages is not copied whole for each language), so neither may be
 * changed afterwards.
 */
export function withTexts<T>(data: T, texts: readonly FoundText[], wordsFor: (text: string) => string | undefined): T {
  const copy = copyOnWrite(data);
  for (const { pointer, text } of texts) {
    const words = wordsFor(text);
    if (words === undefined) continue;
    copy.write(pointer, words);
  }
  return copy.value() as T;
}

/** A list or an object, read and written by a step of a JSON pointer (a list's place is a step too). */
type Container = Record<string, unknown>;

/**
 * A copy of `original` into which strings are written at JSON pointers whose way exists: each list and object on the
 * way to a written string is copied, once; the rest is shared with `original`.
 */
function copyOnWrite(original: unknown): { write: (pointer: string, words: string) => void; value: () => unknown } {
  const shallowCopy = (value: unknown) =>
    (Array.isArray(value) ? value.slice() : { ...(value as Container) }) as Container;
  let whole = original;
  // The lists and objects on the way to the string written last, from the top: each original, its copy, and the offset
  // where its pointer ends in that string's pointer. Strings come in the file's order, so the next one most often
  // shares all of this way but its last steps, and finds or copies only the rest: no pointer is followed from the top.
  const way: { original: Container; copy: Container; end: number }[] = [];
  let last = '';
  const write = (pointer: string, words: string) => {
    const parentEnd = pointer.lastIndexOf('/');
    if (parentEnd < 0) {
      whole = words;
      return;
    }
    if (way.length === 0)
      way.push({ original: original as Container, copy: (whole = shallowCopy(original)) as Container, end: 0 });
    // The steps this pointer shares with the last one: those after which it goes on with a "/" too.
    const shared = sharedStart(last, pointer);
    let depth = 1;
    while (depth < way.length && way[depth]!.end <= shared && pointer[way[depth]!.end] === '/') depth++;
    way.length = depth;
    for (let end = way[depth - 1]!.end; end < parentEnd;) {
      const next = pointer.indexOf('/', end + 1);
      const parent = way.at(-1)!;
      const step = unescapePointer(pointer.slice(end + 1, next));
      const original = parent.original[step] as Container;
      // Copied already, if a string written earlier went this way (the copy's entry is no longer the original's).
      if (parent.copy[step] === original) parent.copy[step] = shallowCopy(original);
      way.push({ original, copy: parent.copy[step] as Container, end: next });
      end = next;
    }
    way.at(-1)!.copy[unescapePointer(pointer.slice(parentEnd + 1))] = words;
    last = pointer;
  };
  return { write, value: () => whole };
}

/** How many characters two texts start with alike. */
function sharedStart(a: string, b: string): number {
  let length = 0;
  while (length < a.length && a.charCodeAt(length) === b.charCodeAt(length)) length++;
  return length;
}
