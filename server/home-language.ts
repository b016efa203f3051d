/**
 * The first-visit redirect of `npm run serve` and `npm start`: a request for "/" is sent to the home page of the
 * language the visitor chose (the language cookie) or, without a choice, of the language their browser prefers
 * (Accept-Language, negotiated with q-values), writing the cookie so it happens once. See homeRedirect().
 */
import type { IncomingMessage } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import Negotiator from 'negotiator';
import { LANGUAGE_COOKIE, LANGUAGE_LIFETIME_DAYS } from '../browser/consent/constants.ts';
import { homeRedirect, routeIn, type Language } from '../site/languages.ts';

const SECONDS_PER_DAY = 24 * 60 * 60;

/** Where to send a request for "/", with the cookie to set; undefined to serve the default language's home page. */
export function homeLanguageRedirect(request: IncomingMessage, languages: readonly Language[]): { location: string; setCookie?: string } | undefined {
  const cookie = parseCookies(String(request.headers.cookie ?? ''))[LANGUAGE_COOKIE];
  const preferred = request.headers['accept-language'] ? new Negotiator(request).language(languages.map((language) => language.code)) : undefined;
  const target = homeRedirect({ fromThisSite: fromThisSite(request), cookie, preferred }, languages);
  if (!target) return undefined;
  const location = routeIn('/', target.language);
  if (!target.remember) return { location };
  const setCookie = serializeCookie(LANGUAGE_COOKIE, target.language.code, { maxAge: LANGUAGE_LIFETIME_DAYS * SECONDS_PER_DAY, path: '/', sameSite: 'lax' });
  return { location, setCookie };
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
