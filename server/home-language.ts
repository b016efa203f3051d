/**
 * The first-visit redirect of `npm run serve` and `npm start`: a request for "/" is sent to the home page of the
 * language the visitor chose (the language cookie, which only the language switch writes) or, without a choice, of
 * the language their browser prefers (Accept-Language, negotiated with q-values). It writes no cookie: the same
 * browser asks with the same Accept-Language each time and gets the same answer. See homeRedirect().
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies } from 'cookie';
import Negotiator from 'negotiator';
import { LANGUAGE_COOKIE } from '../browser/consent/constants.ts';
import { homeRedirect, routeIn, type Language } from '../site/languages.ts';

/** A redirect only: it stores nothing in the visitor's browser (no choice was made). */
export interface HomeLanguageRedirect {
  location: string;
}

/** Where to send a request for "/"; undefined to serve the default language's home page. */
export function homeLanguageRedirect(
  request: IncomingMessage,
  languages: readonly Language[],
): HomeLanguageRedirect | undefined {
  const cookie = parseCookies(String(request.headers.cookie ?? ''))[LANGUAGE_COOKIE];
  const preferred = request.headers['accept-language']
    ? new Negotiator(request).language(languages.map((language) => language.code))
    : undefined;
  const target = homeRedirect({ fromThisSite: fromThisSite(request), cookie, preferred }, languages);
  return target && { location: routeIn('/', target) };
}

/** A click on a link of this site: the browser says so (Sec-Fetch-Site), or, an older one, names a page here as referrer. */
function fromThisSite(request: IncomingMessage): boolean {
  if (request.headers['sec-fetch-site'] !== undefined) return request.headers['sec-fetch-site'] === 'same-origin';
  try {
    return new URL(String(request.headers.referer)).host === request.headers.host;
  } catch {
    return false;
  }
}
