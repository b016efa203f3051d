/**
 * When English words change in the editor, their translations move with them: each language's words for the old
 * English are kept under the new English and the new English is listed in that language's "review", for someone who
 * speaks it to check. The build shows the carried words meanwhile, so a typo fix in English never waits for another
 * language. The keys made on the way while typing ("Plan", "Plann", …) are removed as the next key replaces them.
 */
import type { TextShape } from '../../site/text-shape.ts';
import { textsOf } from '../../site/text-shape.ts';
import { siteTexts } from '../../site/translation-check.ts';
import { getIn, setIn, type Path } from './document.ts';
import { pointerOf } from './form-context.ts';
import { isObject, translationsOf } from './site-paths.ts';

/** The list of English texts whose carried translation is still to be checked, in a translation entry. */
export const REVIEW_KEY = 'review';

/**
 * What one editing session remembers: for each language and each place typed in, the words its translation had before
 * the typing began, and the keys it made itself (only those are removed when typing moves on).
 */
export interface FollowMemory {
  carried: Map<string, string>;
  made: Set<string>;
  /**
   * The English texts whose words were carried away ("index\ntext"), kept until the save: those no place uses any more
   * are removed then (prunedTranslations), when reading the whole site once costs nothing to the typing.
   */
  origins: Set<string>;
}

export const newFollowMemory = (): FollowMemory => ({ carried: new Map(), made: new Set(), origins: new Set() });

/** Typing moves to another place: what was carried is forgotten, the texts carried away are still to be pruned. */
export function forgetPlaces(memory: FollowMemory): void {
  memory.carried.clear();
  memory.made.clear();
}

/** Each text under `path` by its place: one page or one site-wide part is read, never the whole site. */
export function textsUnder(data: unknown, path: Path, shape: TextShape | null): Map<string, string> {
  if (!isObject(data) || path.length === 0) return new Map();
  const [first, second] = path;
  let view: Record<string, unknown>;
  if (first === 'pages' && typeof second === 'number' && Array.isArray(data.pages)) {
    // The page alone, at its own index (the other entries are holes, which are skipped).
    const pages = new Array<unknown>(data.pages.length);
    pages[second] = data.pages[second];
    view = { pages };
  } else {
    view = { [String(first)]: getIn(data, [first!]) };
  }
  const prefix = pointerOf(path);
  const found = textsOf(view, shape ?? undefined).filter(
    ({ pointer }) => pointer === prefix || pointer.startsWith(`${prefix}/`),
  );
  return new Map(found.map(({ pointer, text }) => [pointer, text]));
}

/**
 * `after` (the site once the value at `path` changed) with every language's translations following the English texts
 * that changed under `path`.
 */
export function withTranslationsFollowing(
  before: unknown,
  after: unknown,
  path: Path,
  shape: TextShape | null,
  memory: FollowMemory,
): unknown {
  const translations = translationsOf(after);
  if (translations.length === 0) return after;
  const old = textsUnder(before, path, shape);
  const changed = [...textsUnder(after, path, shape)].filter(
    ([pointer, text]) => old.has(pointer) && old.get(pointer) !== text && old.get(pointer) !== '',
  );
  let next = after;
  translations.forEach((translation, index) => {
    const texts = isObject(translation.texts) ? translation.texts : undefined;
    if (!texts) return;
    for (const [pointer, text] of changed) {
      const was = old.get(pointer)!;
      const key = `${index}\n${pointer}`;
      const words = memory.carried.get(key) ?? (typeof texts[was] === 'string' ? texts[was] : undefined);
      if (words === undefined) continue;
      if (!memory.carried.has(key) && !memory.made.has(`${index}\n${was}`)) memory.origins.add(`${index}\n${was}`);
      memory.carried.set(key, words);
      const madeWas = `${index}\n${was}`;
      if (memory.made.has(madeWas)) {
        next = setIn(next, ['translations', index, 'texts', was], undefined);
        next = withReview(next, index, was, false);
        memory.made.delete(madeWas);
      }
      const current = getIn(next, ['translations', index, 'texts', text]);
      if (current !== undefined || text === '') continue;
      next = setIn(next, ['translations', index, 'texts', text], words);
      next = withReview(next, index, text, true);
      memory.made.add(`${index}\n${text}`);
    }
  });
  return next;
}

/** The site with `text` added to (or removed from) the review list of translation `index`. */
export function withReview(data: unknown, index: number, text: string, listed: boolean): unknown {
  const path = ['translations', index, REVIEW_KEY];
  const list = getIn(data, path);
  const review = Array.isArray(list) ? list.filter((entry) => entry !== text) : [];
  if (listed) review.push(text);
  return setIn(data, path, review.length > 0 ? review : undefined);
}

/** The texts of translation `index` whose words are to be checked. */
export function reviewOf(data: unknown, index: number): string[] {
  const list = getIn(data, ['translations', index, REVIEW_KEY]);
  return Array.isArray(list) ? list.filter((entry): entry is string => typeof entry === 'string') : [];
}

/**
 * The site without the translations whose English was carried to new words and that no place of the site uses any
 * more (a text used in two places keeps its translation for the other one). Done at the save, once.
 */
export function prunedTranslations(data: unknown, memory: FollowMemory, shape: TextShape | null): unknown {
  if (memory.origins.size === 0 || !isObject(data)) return data;
  const used = new Set(siteTexts(data, shape).map(({ text }) => text));
  let next: unknown = data;
  for (const origin of memory.origins) {
    const [index, text] = [Number(origin.slice(0, origin.indexOf('\n'))), origin.slice(origin.indexOf('\n') + 1)];
    if (used.has(text) || getIn(next, ['translations', index, 'texts', text]) === undefined) continue;
    next = withReview(setIn(next, ['translations', index, 'texts', text], undefined), index, text, false);
  }
  memory.origins.clear();
  return next;
}
