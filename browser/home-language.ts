/**
 * The first-visit redirect where no server makes it (a static host): on "/", before hydrating, the same rule as the
 * servers' (homeRedirect), with what the browser knows: the language cookie, navigator.languages, and whether the
 * visitor came from a page of this site (document.referrer). Like the servers, it stores nothing: only the language
 * switch writes the cookie.
 */
import { homeRedirect, routeIn, type Language } from '../site/languages.ts';
import { readLanguageCookie } from './consent/cookie-jar.ts';

/** The site's language the browser prefers most: the first of navigator.languages the site has ("nl-BE" counts as "nl"). */
function preferredLanguage(languages: readonly Language[]): string | undefined {
  for (const tag of navigator.languages ?? [navigator.language]) {
    const code = tag.toLowerCase().split('-')[0];
    if (languages.some((language) => language.code === code)) return code;
  }
  return undefined;
}

function cameFromThisSite(): boolean {
  try {
    return new URL(document.referrer).origin === location.origin;
  } catch {
    return false;
  }
}

/** On "/", sends the visitor to their language's home page when the rule says so; true when the page is being left. */
export function redirectHomeToLanguage(languages: readonly Language[]): boolean {
  if (location.pathname !== '/') return false;
  const target = homeRedirect(
    { fromThisSite: cameFromThisSite(), cookie: readLanguageCookie(), preferred: preferredLanguage(languages) },
    languages,
  );
  if (!target) return false;
  location.replace(routeIn('/', target) + location.search + location.hash);
  return true;
}
