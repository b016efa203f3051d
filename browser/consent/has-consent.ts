/**
 * hasConsent(id): the one way the site's own code asks whether the visitor allows a cookie category of site.json,
 * named by its "id" — hasConsent('personalisation') before setting a cookie or loading a provider of that category.
 * It reads the choice saved in the consent cookie at the moment of the call, so a change made on the cookie settings
 * page, in this tab or another, counts from the next call. A category that cannot be turned off is always allowed; one
 * with a switch only once the visitor's saved choice includes it (before any choice: no, whatever "defaultOn" says,
 * as for Google Analytics); an id site.json does not declare: no. On the server, with no cookie to read: no consent.
 */
import { knownLetters, type ConsentCategory } from './categories.ts';
import { decodeConsent } from './consent-value.ts';
import { readConsentCookie } from './cookie-jar.ts';

let declared: readonly ConsentCategory[] = [];

/** The categories of site.json, given by the layout before any section renders (browser/consent/use-consent.ts). */
export function declareConsentCategories(categories: readonly ConsentCategory[]): void {
  declared = categories;
}

export function hasConsent(id: string): boolean {
  const category = declared.find((candidate) => candidate.id === id);
  if (!category) return false;
  if (!category.canTurnOff) return true;
  const letters = decodeConsent(readConsentCookie(), knownLetters(declared));
  return !!letters && category.letter !== undefined && letters.has(category.letter);
}
