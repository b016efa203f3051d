/**
 * The cookie notice without the page's code, where this server answers (npm run serve; nginx passes both paths on):
 * - the notice's form posts a choice here, answered with the consent cookie written exactly as the page's code writes
 *   it (the random prefix of an earlier choice kept, the letters in the categories' order, its lifetime and
 *   attributes) and a redirect back to the page it was on;
 * - the pages link a stylesheet for browsers without script (in <noscript>), drawn here from the consent cookie: it
 *   shows the notice while no valid choice is saved, and nothing once one is. Where nothing answers it, the notice
 *   stays hidden, as public/no-js.css has it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import {
  acceptAllLetters,
  knownLetters,
  rejectAllLetters,
  type ConsentCategory,
} from '../browser/consent/categories.ts';
import { consentExpiry } from '../browser/consent/cookie-jar.ts';
import { decodeConsent, encodeConsent, prefixOf } from '../browser/consent/consent-value.ts';
import {
  CHOICE_FIELD,
  CONSENT_COOKIE,
  CONSENT_FORM_PATH,
  CONSENT_STATE_STYLESHEET,
  RETURN_FIELD,
} from '../browser/consent/constants.ts';
import { isFormPost } from './api/contact-form-post.ts';
import { readBody } from './api/read-body.ts';
import type { RequestTarget } from './request-target.ts';

/** The form holds a choice and a page's path: far less than this. */
export const CONSENT_FORM_BODY_LIMIT_BYTES = 2048;

/** What each of the notice's buttons saves. */
const LETTERS_OF_CHOICE = new Map<string, (categories: readonly ConsentCategory[]) => string[]>([
  ['accept', acceptAllLetters],
  ['reject', rejectAllLetters],
]);

/**
 * Shown to a browser without script while no choice is saved: the notice, and the room below the page it needs
 * (public/no-js.css, linked before this, hides both).
 */
export const NOTICE_SHOWN_CSS = `/* No cookie choice is saved yet: the notice asks for one. */
.cookie-notice { display: block; }
html:not([data-consent-chosen]) body:has(.cookie-notice) { padding-bottom: var(--cookie-notice-height, 12rem); }
`;
export const NOTICE_HIDDEN_CSS = '/* A cookie choice is saved: the notice stays hidden. */\n';

/** Answers the two paths and returns true, or returns false for any other path. */
export function consentForm(categories: readonly ConsentCategory[]) {
  const known = knownLetters(categories);
  return (request: IncomingMessage, response: ServerResponse, { pathname }: RequestTarget): boolean => {
    if (pathname === CONSENT_STATE_STYLESHEET) {
      answerState(request, response, known);
      return true;
    }
    if (pathname === CONSENT_FORM_PATH) {
      answerChoice(request, response, categories).catch(() => {
        if (!response.headersSent) plain(response, 500, 'The choice could not be saved: try again.');
      });
      return true;
    }
    return false;
  };
}

/** The consent cookie's text as the browser sent it (its "%7C" kept: the page reads and writes it verbatim). */
const consentTextOf = (request: IncomingMessage): string | undefined =>
  parseCookies(String(request.headers.cookie ?? ''), { decode: (value) => value })[CONSENT_COOKIE];

function answerState(request: IncomingMessage, response: ServerResponse, known: ReadonlySet<string>) {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return plain(response, 405, 'This stylesheet is read with GET or HEAD.', { Allow: 'GET, HEAD' });
  const css = decodeConsent(consentTextOf(request), known) === null ? NOTICE_SHOWN_CSS : NOTICE_HIDDEN_CSS;
  response.writeHead(200, {
    'Content-Type': 'text/css; charset=utf-8',
    'Content-Length': Buffer.byteLength(css),
    // One visitor's answer, which changes the moment they choose: never kept by a cache.
    'Cache-Control': 'no-store',
    Vary: 'Cookie',
  });
  response.end(request.method === 'HEAD' ? undefined : css);
}

async function answerChoice(
  request: IncomingMessage,
  response: ServerResponse,
  categories: readonly ConsentCategory[],
) {
  if (request.method !== 'POST')
    return plain(response, 405, 'The cookie choice is sent with POST, by the notice on every page.', { Allow: 'POST' });
  // Another site's page could otherwise post "accept" in its visitors' names: only the site's own pages may choose.
  if (!fromThisSite(request)) return plain(response, 403, "Only the site's own pages may send a cookie choice.");
  if (!isFormPost(request.headers['content-type']))
    return plain(response, 415, 'The cookie choice is sent as a form (application/x-www-form-urlencoded).');
  const body = await readBody(request, CONSENT_FORM_BODY_LIMIT_BYTES);
  if (!body.ok) {
    if (body.reason === 'aborted') return;
    return plain(response, 413, 'The cookie choice was too large to be one: nothing was saved.', {
      Connection: 'close',
    });
  }
  const fields = new URLSearchParams(body.text);
  const lettersOf = LETTERS_OF_CHOICE.get(fields.get(CHOICE_FIELD) ?? '');
  if (!lettersOf)
    return plain(response, 400, `The cookie choice "${CHOICE_FIELD}" is "accept" or "reject": nothing was saved.`);

  const text = encodeConsent(lettersOf(categories), prefixOf(consentTextOf(request)));
  response.writeHead(303, {
    'Set-Cookie': serializeCookie(CONSENT_COOKIE, text, {
      encode: (value) => value,
      expires: consentExpiry(),
      path: '/',
      sameSite: 'lax',
      secure: overHttps(request),
    }),
    Location: returnPath(fields.get(RETURN_FIELD)),
    'Cache-Control': 'no-store',
    'Content-Length': 0,
  });
  response.end();
}

/**
 * The page to go back to: a path of this site as the form gave it, or the home page. Never another site's address:
 * browsers read "//host" and "/\host" as one, so a path may not start so, before or after the URL parser tidies it
 * ("/.//host" becomes "//host"); the query and fragment are dropped.
 */
export function returnPath(given: string | null): string {
  const onThisSite = (path: string) => /^\/(?![/\\])/.test(path);
  if (!given || !onThisSite(given)) return '/';
  try {
    const url = new URL(given, 'http://site.invalid');
    return url.host === 'site.invalid' && onThisSite(url.pathname) ? url.pathname : '/';
  } catch {
    return '/';
  }
}

/**
 * A page of this site posted the form: the browser says so (Sec-Fetch-Site), or, an older one, names this host as the
 * form's origin. A request that says neither (no browser sends a form so) is taken as it comes: it can only set its
 * own cookie.
 */
function fromThisSite(request: IncomingMessage): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin';
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

/**
 * Whether the page was read over https, as its code tells by location.protocol (the cookie is then Secure): the
 * Origin a browser sends with a form, else what a proxy in front says, else this server's own connection.
 */
function overHttps(request: IncomingMessage): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return origin.startsWith('https:');
  const forwarded = String(request.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim();
  return forwarded === 'https' || (request.socket as TLSSocket).encrypted === true;
}

function plain(response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(`${text}\n`);
}
