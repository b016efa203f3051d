/**
 * The stylesheet the pages link for browsers without script (in <noscript>), drawn per request from the consent cookie
 * by the server that answers the consent form (consent-form.ts): the notice while no valid choice is saved, and the
 * settings page's form with each switch as the choice (or, before any, the defaults) has it.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies } from 'cookie';
import { shownLetters, type ConsentCategory } from '../browser/consent/categories.ts';
import { decodeConsent } from '../browser/consent/consent-value.ts';
import { CONSENT_COOKIE, SERVER_ANSWERED_CLASS, TURN_OFF_FIELD, TURN_ON_FIELD } from '../browser/consent/constants.ts';
import { plainAnswer } from './plain-answer.ts';

/**
 * For a page without script: the notice while no choice is saved (public/no-js.css, linked before this, hides it and
 * the room below the page it needs), and the settings page's form, where each switch is a pair of buttons, one for each
 * state, of which this shows the one the choice (or the defaults) has.
 */
export function stateStylesheet(categories: readonly ConsentCategory[], saved: Set<string> | null): string {
  const shown = shownLetters(categories, saved);
  const hidden = categories.flatMap(({ canTurnOff, letter }) =>
    canTurnOff && letter
      ? [
          `.switch.${SERVER_ANSWERED_CLASS}[name="${shown.has(letter) ? TURN_ON_FIELD : TURN_OFF_FIELD}"][value="${letter}"]`,
        ]
      : [],
  );
  return [
    "/* Drawn from the visitor's consent cookie, for a page without script: this server answers its forms. */",
    ...(saved === null
      ? [
          '.cookie-notice { display: block; }',
          'html:not([data-consent-chosen]) body:has(.cookie-notice) { padding-bottom: var(--cookie-notice-height, 12rem); }',
        ]
      : []),
    `.switch.${SERVER_ANSWERED_CLASS} { display: inline-flex; }`,
    `.cookie-settings__actions.${SERVER_ANSWERED_CLASS} { display: flex; }`,
    '.cookie-settings__noscript { display: none; }',
    ...(hidden.length ? [`${hidden.join(',\n')} { display: none; }`] : []),
    '',
  ].join('\n');
}

/** The consent cookie's text as the browser sent it (its "%7C" kept: the page reads and writes it verbatim). */
export const consentTextOf = (request: IncomingMessage): string | undefined =>
  parseCookies(String(request.headers.cookie ?? ''), { decode: (value) => value })[CONSENT_COOKIE];

export function answerState(
  request: IncomingMessage,
  response: ServerResponse,
  categories: readonly ConsentCategory[],
  known: ReadonlySet<string>,
) {
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return plainAnswer(response, 405, 'This stylesheet is read with GET or HEAD.', { Allow: 'GET, HEAD' });
  const css = stateStylesheet(categories, decodeConsent(consentTextOf(request), known));
  response.writeHead(200, {
    'Content-Type': 'text/css; charset=utf-8',
    'Content-Length': Buffer.byteLength(css),
    // One visitor's answer, which changes the moment they choose: never kept by a cache.
    'Cache-Control': 'no-store',
    Vary: 'Cookie',
  });
  response.end(request.method === 'HEAD' ? undefined : css);
}
