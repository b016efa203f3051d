/**
 * The cookie notice and the cookie settings without the page's code, where this server answers (npm run serve; nginx
 * passes both paths on):
 * - their forms post a choice here (the notice's Accept all or Reject all, the settings page's buttons, or one of its
 *   switches), answered with the consent cookie written exactly as the page's code writes it (the random prefix of an
 *   earlier choice kept, the letters in the categories' order, its lifetime and attributes) and a redirect back to
 *   the page it was on;
 * - the pages link a stylesheet for browsers without script (in <noscript>), drawn from the consent cookie
 *   (consent-state.ts): it shows the notice while no valid choice is saved, and the settings page's form with each
 *   switch as the choice (or, before any, the defaults) has it. Where nothing answers it, both stay hidden, as
 *   public/no-js.css has them.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLSSocket } from 'node:tls';
import { serialize as serializeCookie } from 'cookie';
import {
  acceptAllLetters,
  knownLetters,
  lettersFromSettings,
  rejectAllLetters,
  settingsFromLetters,
  shownLetters,
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
  TURN_OFF_FIELD,
  TURN_ON_FIELD,
} from '../browser/consent/constants.ts';
import { isFormPost } from './api/contact-form-post.ts';
import { answerState, consentTextOf } from './consent-state.ts';
import { plainAnswer } from './plain-answer.ts';
import { readBody } from './api/read-body.ts';
import type { RequestTarget } from './request-target.ts';

/** The form holds a choice and a page's path: far less than this. */
export const CONSENT_FORM_BODY_LIMIT_BYTES = 2048;

/** What a whole choice saves, from the letters saved before (or the defaults). */
const WHOLE_CHOICES = new Map<string, (categories: readonly ConsentCategory[], shown: Set<string>) => Iterable<string>>(
  [
    ['accept', acceptAllLetters],
    ['reject', rejectAllLetters],
    ['save', (_categories, shown) => shown],
  ],
);

/** What a post asks to save: the letters, and the card a switch belongs to (the page goes back to it); or what is wrong. */
export type PostedChoice = { letters: string[]; card?: string } | { problem: string };

/**
 * The letters a form's fields ask for, given what the visitor saw (the letters saved, or the defaults before any
 * choice): a switch turns its one category on or off; a whole choice is Accept all, Reject all or Save. The categories
 * that cannot be turned off are always in, and the letters are in the categories' order, as the page's code writes them.
 */
export function postedChoice(
  fields: URLSearchParams,
  categories: readonly ConsentCategory[],
  shown: Set<string>,
): PostedChoice {
  const inOrder = (letters: Iterable<string>) =>
    lettersFromSettings(categories, settingsFromLetters(categories, new Set(letters)));
  for (const [field, on] of [
    [TURN_ON_FIELD, true],
    [TURN_OFF_FIELD, false],
  ] as const) {
    const letter = fields.get(field);
    if (letter === null) continue;
    const category = categories.find((candidate) => candidate.canTurnOff && candidate.letter === letter);
    if (!category)
      return { problem: `"${field}" names the letter of a category that can be turned off: nothing was saved.` };
    const letters = new Set(shown);
    if (on) letters.add(letter);
    else letters.delete(letter);
    return { letters: inOrder(letters), card: category.id };
  }
  const whole = WHOLE_CHOICES.get(fields.get(CHOICE_FIELD) ?? '');
  if (!whole)
    return { problem: `The cookie choice "${CHOICE_FIELD}" is "accept", "reject" or "save": nothing was saved.` };
  return { letters: inOrder(whole(categories, shown)) };
}

/**
 * Answers the two paths and returns true, or returns false for any other path; for a site that asks for no consent
 * (no categories), false always: its pages link no stylesheet for it.
 */
export function consentForm(categories: readonly ConsentCategory[] | null | undefined) {
  if (!categories) return () => false;
  const known = knownLetters(categories);
  return (request: IncomingMessage, response: ServerResponse, { pathname }: RequestTarget): boolean => {
    if (pathname === CONSENT_STATE_STYLESHEET) {
      answerState(request, response, categories, known);
      return true;
    }
    if (pathname === CONSENT_FORM_PATH) {
      answerChoice(request, response, categories, known).catch(() => {
        if (!response.headersSent) plainAnswer(response, 500, 'The choice could not be saved: try again.');
      });
      return true;
    }
    return false;
  };
}

async function answerChoice(
  request: IncomingMessage,
  response: ServerResponse,
  categories: readonly ConsentCategory[],
  known: ReadonlySet<string>,
) {
  if (request.method !== 'POST')
    return plainAnswer(
      response,
      405,
      'The cookie choice is sent with POST, by the forms of the notice and the cookie settings.',
      { Allow: 'POST' },
    );
  // Another site's page could otherwise post "accept" in its visitors' names: only the site's own pages may choose.
  if (!fromThisSite(request)) return plainAnswer(response, 403, "Only the site's own pages may send a cookie choice.");
  if (!isFormPost(request.headers['content-type']))
    return plainAnswer(response, 415, 'The cookie choice is sent as a form (application/x-www-form-urlencoded).');
  const body = await readBody(request, CONSENT_FORM_BODY_LIMIT_BYTES);
  if (!body.ok) {
    if (body.reason === 'aborted') return;
    return plainAnswer(response, 413, 'The cookie choice was too large to be one: nothing was saved.', {
      Connection: 'close',
    });
  }
  const fields = new URLSearchParams(body.text);
  const earlier = consentTextOf(request);
  const choice = postedChoice(fields, categories, shownLetters(categories, decodeConsent(earlier, known)));
  if ('problem' in choice) return plainAnswer(response, 400, choice.problem);
  const back = returnPath(fields.get(RETURN_FIELD), refererPath(request));
  const text = encodeConsent(choice.letters, prefixOf(earlier));
  response.writeHead(303, {
    'Set-Cookie': serializeCookie(CONSENT_COOKIE, text, {
      encode: (value) => value,
      expires: consentExpiry(),
      path: '/',
      sameSite: 'lax',
      secure: overHttps(request),
    }),
    // A switch's page opens at its card, which shows it as saved.
    Location: choice.card ? `${back.path}#${choice.card}` : back.path + back.fragment,
    'Cache-Control': 'no-store',
    'Content-Length': 0,
  });
  response.end();
}

/**
 * The page to go back to: the page the browser says the form was sent from (the address asked for, which an error
 * page's form cannot know), else the path the form names, else the home page; and the fragment the form names, when it
 * is an element's id. Never another site's address: browsers read "//host" and "/\host" as one, so a path may not
 * start so, before or after the URL parser tidies it ("/.//host" becomes "//host"). The query is dropped.
 */
export function returnPath(given: string | null, sentFrom?: string): { path: string; fragment: string } {
  const named = onThisSite(given ?? '');
  const fragment = named && /^#[A-Za-z][\w-]*$/.test(named.hash) ? named.hash : '';
  return { path: onThisSite(sentFrom ?? '')?.pathname ?? named?.pathname ?? '/', fragment };
}

/** `given` read as an address on this site, or undefined when it is none. */
function onThisSite(given: string): URL | undefined {
  const sitePath = (path: string) => /^\/(?![/\\])/.test(path);
  if (!sitePath(given)) return undefined;
  try {
    const url = new URL(given, 'http://site.invalid');
    return url.host === 'site.invalid' && sitePath(url.pathname) ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The path of the page the browser sent the form from (its Referer, whole for a page of the same site). */
function refererPath(request: IncomingMessage): string | undefined {
  try {
    const url = new URL(String(request.headers.referer));
    return url.host === request.headers.host ? url.pathname : undefined;
  } catch {
    return undefined;
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
