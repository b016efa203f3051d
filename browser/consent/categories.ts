/**
 * What a choice means in letters, from the categories of site.json ("cookies.categories"): any number of them, each
 * known by its id, saved under its letter, and some driving a behaviour built into the site. Pure functions: the
 * consent store applies them to the cookie and the state.
 */
import type { CookieBehaviour, CookieCategory } from '../../schemas/site.types.ts';
import { ANALYTICS_BEHAVIOUR } from './constants.ts';

/** What the code needs of a category (its copy stays with the cookie settings page). */
export type ConsentCategory = Pick<CookieCategory, 'id' | 'letter' | 'drives' | 'canTurnOff' | 'defaultOn'>;

/** A category of site.json without its copy. */
export const consentCategory = ({ id, letter, drives, canTurnOff, defaultOn }: CookieCategory): ConsentCategory => ({
  id,
  letter,
  drives,
  canTurnOff,
  defaultOn,
});

/** What consent needs of a site's categories; undefined when the site asks for no consent (it has no "cookies"). */
export const consentCategoriesOf = (site: {
  cookies?: { categories: CookieCategory[] };
}): ConsentCategory[] | undefined => site.cookies?.categories.map(consentCategory);

/** Whether each category is allowed, by its id; an id no category has counts as off. */
export type CookieSettings = Partial<Record<string, boolean>>;

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

/** What the settings show: the letters of the choice saved, or before any choice (null) the defaults. */
export const shownLetters = (categories: readonly ConsentCategory[], saved: ReadonlySet<string> | null): Set<string> =>
  new Set(saved ?? defaultLetters(categories));

/**
 * The letters that stand for a set of settings; categories that cannot be turned off are always in. The settings
 * page's script (first-paint.ts) writes by this rule, and its tests hold it to this function.
 */
export function lettersFromSettings(categories: readonly ConsentCategory[], settings: CookieSettings): string[] {
  return lettersWhere(categories, (category) => !category.canTurnOff || settings[category.id] === true);
}

/** The settings a set of allowed letters stands for. */
export function settingsFromLetters(
  categories: readonly ConsentCategory[],
  letters: ReadonlySet<string>,
): CookieSettings {
  const settings: CookieSettings = {};
  for (const category of categories)
    settings[category.id] = !category.canTurnOff || (category.letter !== undefined && letters.has(category.letter));
  return settings;
}

/** The settings before any choice (the defaults of site.json). */
export function defaultSettings(categories: readonly ConsentCategory[]): CookieSettings {
  return settingsFromLetters(categories, new Set(defaultLetters(categories)));
}

/** Whether the settings allow a built-in behaviour: the category that drives it is allowed (no such category: no). */
export const allows = (
  categories: readonly ConsentCategory[],
  settings: CookieSettings | null,
  behaviour: CookieBehaviour,
): boolean => categories.some((category) => category.drives === behaviour && settings?.[category.id] === true);

export const analyticsAllowed = (categories: readonly ConsentCategory[], settings: CookieSettings | null): boolean =>
  allows(categories, settings, ANALYTICS_BEHAVIOUR);

/** Letters in the order site.json lists the categories, so the same choice always reads the same. */
function lettersWhere(
  categories: readonly ConsentCategory[],
  included: (category: ConsentCategory) => boolean,
): string[] {
  return categories.flatMap((category) => (category.letter && included(category) ? [category.letter] : []));
}
