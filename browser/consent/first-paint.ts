/**
 * The cookie notice from first paint, before the app's code. The notice is in the prerendered page, and a small script
 * in the page's head (allowed by its hash in the Content-Security-Policy, so no inline script else may run) does two
 * things the app's code does later:
 * - before the page is painted, it marks the page when the consent cookie already holds a valid choice, and the
 *   stylesheet then hides the notice: a visitor who chose never sees it flash;
 * - until the page has hydrated, it answers Accept all and Reject all itself: it writes the consent cookie exactly
 *   as the app would (random prefix, letters, lifetime, attributes) and marks the page, so the notice goes at once.
 * The app's code then reads the cookie as it always does (and starts analytics if it was accepted).
 * The script is made from the same constants and category letters as the app's own consent code.
 */
import { acceptAllLetters, knownLetters, rejectAllLetters, type ConsentCategory } from './categories.ts';
import { UPPERCASE } from './consent-value.ts';
import {
  CHOICE_ATTRIBUTE,
  CHOSEN_ATTRIBUTE,
  CONSENT_COOKIE,
  CONSENT_LIFETIME_MONTHS,
  COOKIE_ATTRIBUTES_SCRIPT,
  ENCODED_SEPARATOR,
  HYDRATED_ATTRIBUTE,
  PREFIX_LENGTH,
} from './constants.ts';

export type NoticeChoice = 'accept' | 'reject';

/** A pattern for the cookie's text in document.cookie, as decodeConsent reads it: the separator in either case. */
function cookiePattern(letters: string): string {
  const separator = ENCODED_SEPARATOR.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
  return `(?:^|; )${CONSENT_COOKIE}=[A-Z]{${PREFIX_LENGTH}}${separator}[${letters}]*(?:;|$)`;
}

export function consentFirstPaintScript(categories: readonly ConsentCategory[]): string {
  const letters: Record<NoticeChoice, string> = {
    accept: acceptAllLetters(categories).join(''),
    reject: rejectAllLetters(categories).join(''),
  };
  return `(()=>{const d=document,h=d.documentElement;
if(new RegExp(${JSON.stringify(cookiePattern([...knownLetters(categories)].join('')))}).test(d.cookie))h.setAttribute("${CHOSEN_ATTRIBUTE}","");
const letters=${JSON.stringify(letters)};
d.addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest("[${CHOICE_ATTRIBUTE}]");
if(!b||d.querySelector("#root[${HYDRATED_ATTRIBUTE}]"))return;
const p=Array.from(crypto.getRandomValues(new Uint8Array(${PREFIX_LENGTH})),n=>"${UPPERCASE}"[n%${UPPERCASE.length}]).join(""),x=new Date();
x.setMonth(x.getMonth()+${CONSENT_LIFETIME_MONTHS});
d.cookie="${CONSENT_COOKIE}="+p+"${ENCODED_SEPARATOR}"+letters[b.getAttribute("${CHOICE_ATTRIBUTE}")]+"; expires="+x.toUTCString()+${COOKIE_ATTRIBUTES_SCRIPT};
const f=b.closest("section")?.contains(d.activeElement);h.setAttribute("${CHOSEN_ATTRIBUTE}","");
if(f)d.getElementById("main")?.focus({preventScroll:true})});})();`;
}
