/**
 * What a choice means in letters and flags, from the categories of site.json ("cookies.categories"). Pure functions:
 * the consent store applies them to the cookie and the state.
 */
import type { CookieCategory, CookieFlag } from '../../schemas/site.types.ts';
import { ANALYTICS_FLAG } from './constants.ts';

/** What the code needs of a category (its copy stays with the cookie settings page). */
export type ConsentCategory = Pick<CookieCategory, 'letter' | 'flag' | 'canTurnOff' | 'defaultOn'>;

/** The flags of SPEC §3 (b_p, b_a, b_n, b_auth, b_func, b_sec); a flag no category carries counts as off. */
export type CookieSettings = Partial<Record<CookieFlag, boolean>>;

/** Every letter a consent cookie of this site may hold. */
export function knownLetters(categories: readonly ConsentCategory[]): Set<string> {
  return new Set(categories.flatMap((category) => (category.letter ? [category.letter] : [])));
}

/** Accept all: every category. */
export function acceptAllLetters(categories: readonly ConsentCategory[]): string[] {
  return lettersWhere(categories, () => true);
}

/** Reject all: only the categories that cannot be turned off. */
export function rejectAllLetters(categories: readonly ConsentCategory[]): string[] {
  return lettersWhere(categories, (category) => !category.canTurnOff);
}

/** Before any choice: the categories on by default, and those that cannot be turned off. */
export function defaultLetters(categories: readonly ConsentCategory[]): string[] {
  return lettersWhere(categories, (category) => !category.canTurnOff || category.defaultOn === true);
}

/** The letters that stand for a set of flags; categories that cannot be turned off are always in. */
export function lettersFromSettings(categories: readonly ConsentCategory[], settings: CookieSettings): string[] {
  return lettersWhere(categories, (category) => !category.canTurnOff || (category.flag !== undefined && settings[category.flag] === true));
}

/** The flags a set of allowed letters stands for. */
export function settingsFromLetters(categories: readonly ConsentCategory[], letters: ReadonlySet<string>): CookieSettings {
  const settings: CookieSettings = {};
  for (const category of categories) {
    if (category.flag) settings[category.flag] = !category.canTurnOff || (category.letter !== undefined && letters.has(category.letter));
  }
  return settings;
}

/** The flags before any choice (SPEC §3 defaults, as site.json sets them). */
export function defaultSettings(categories: readonly ConsentCategory[]): CookieSettings {
  return settingsFromLetters(categories, new Set(defaultLetters(categories)));
}

export const analyticsAllowed = (settings: CookieSettings | null): boolean => settings?.[ANALYTICS_FLAG] === true;

/** Letters in the order site.json lists the categories, so the same choice always reads the same. */
function lettersWhere(categories: readonly ConsentCategory[], included: (category: ConsentCategory) => boolean): string[] {
  return categories.flatMap((category) => (category.letter && included(category) ? [category.letter] : []));
}
