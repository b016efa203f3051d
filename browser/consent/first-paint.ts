/**
 * The cookie notice and the cookie settings from first paint, with or without the app's code. Both are in the
 * prerendered page, and a small script in the page's head (allowed by its hash in the Content-Security-Policy, so no
 * inline script else may run) answers them:
 * - before the page is painted, it marks the page when the consent cookie already holds a valid choice, and the
 *   stylesheet then hides the notice: a visitor who chose never sees it flash;
 * - until the page has hydrated, it answers the notice's Accept all and Reject all (the app answers them after), in
 *   place of their form, which is for browsers without script;
 * - on the settings page, it is what answers each switch, Accept all, Reject all and Save, before the code and after:
 *   once the page is parsed it sets the switches to the choice the cookie holds (or the defaults of site.json before
 *   any choice) and enables them; each click saves at once, shows the switches as saved and says so, and tells the
 *   app (CONSENT_CHANGE_EVENT), which reads the cookie again as it always does (and starts or stops analytics). One
 *   answer for a click, whenever it comes: a click during hydration is never answered twice.
 * It writes the consent cookie exactly as the app would (the random prefix of an earlier choice kept, letters in the
 * categories' order, lifetime, attributes), from the same constants and category letters as the app's own code.
 */
import {
  acceptAllLetters,
  defaultLetters,
  knownLetters,
  rejectAllLetters,
  type ConsentCategory,
} from './categories.ts';
import { UPPERCASE } from './consent-value.ts';
import {
  CHOICE_ATTRIBUTE,
  CHOSEN_ATTRIBUTE,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  CONSENT_LIFETIME_MONTHS,
  COOKIE_ATTRIBUTES_SCRIPT,
  ENCODED_SEPARATOR,
  HYDRATED_ATTRIBUTE,
  LETTER_ATTRIBUTE,
  PREFIX_LENGTH,
  SAVED_ATTRIBUTE,
  SETTINGS_ATTRIBUTE,
  type ConsentChoice,
} from './constants.ts';

/**
 * A pattern for the cookie's text in document.cookie, as decodeConsent reads it (the separator in either case): its
 * prefix is the first group, its letters the second.
 */
function cookiePattern(letters: string): string {
  const separator = ENCODED_SEPARATOR.replace(/[a-z]/gi, (c) => `[${c.toUpperCase()}${c.toLowerCase()}]`);
  return `(?:^|; )${CONSENT_COOKIE}=([A-Z]{${PREFIX_LENGTH}})${separator}([${letters}]*)(?:;|$)`;
}

export function consentFirstPaintScript(categories: readonly ConsentCategory[]): string {
  const letters = {
    // Every letter, in the categories' order: the order the app writes them in.
    accept: acceptAllLetters(categories).join(''),
    // The categories that cannot be turned off: in every choice.
    reject: rejectAllLetters(categories).join(''),
    // What the switches show before any choice.
    shown: defaultLetters(categories).join(''),
  } satisfies Record<Exclude<ConsentChoice, 'save'> | 'shown', string>;
  const settings = `[${SETTINGS_ATTRIBUTE}]`;
  return `(()=>{const d=document,h=d.documentElement,L=${JSON.stringify(letters)},
P=new RegExp(${JSON.stringify(cookiePattern([...knownLetters(categories)].join('')))}),S="${settings}";
if(P.test(d.cookie))h.setAttribute("${CHOSEN_ATTRIBUTE}","");
const now=()=>{const m=P.exec(d.cookie);return{p:m&&m[1],on:new Set(m?m[2]:L.shown)}},
show=on=>d.querySelectorAll(S+" [${LETTER_ATTRIBUTE}]").forEach(s=>s.setAttribute("aria-checked",String(on.has(s.getAttribute("${LETTER_ATTRIBUTE}"))))),
save=(p,on)=>{p=p||Array.from(crypto.getRandomValues(new Uint8Array(${PREFIX_LENGTH})),n=>"${UPPERCASE}"[n%${UPPERCASE.length}]).join("");
const x=new Date();x.setMonth(x.getMonth()+${CONSENT_LIFETIME_MONTHS});
d.cookie="${CONSENT_COOKIE}="+p+"${ENCODED_SEPARATOR}"+Array.from(L.accept).filter(l=>on.has(l)).join("")+"; expires="+x.toUTCString()+${COOKIE_ATTRIBUTES_SCRIPT};
h.setAttribute("${CHOSEN_ATTRIBUTE}","")};
d.addEventListener("DOMContentLoaded",()=>{show(now().on);d.querySelectorAll(S+" button[disabled]").forEach(b=>b.disabled=false)});
d.addEventListener("click",e=>{const t=e.target instanceof Element&&e.target;if(!t)return;
const w=t.closest(S),s=t.closest(S+" [${LETTER_ATTRIBUTE}]"),b=t.closest("[${CHOICE_ATTRIBUTE}]"),c=b&&b.getAttribute("${CHOICE_ATTRIBUTE}");
if(!w&&d.querySelector("#root[${HYDRATED_ATTRIBUTE}]"))return;
let{p,on}=now();
if(s){const l=s.getAttribute("${LETTER_ATTRIBUTE}");on.has(l)?on.delete(l):on.add(l)}else if(c==="accept"||c==="reject")on=new Set(L[c]);else if(c!=="save")return;
e.preventDefault();for(const l of L.reject)on.add(l);
const f=!w&&b.closest("section")?.contains(d.activeElement);
save(p,on);
if(w){show(on);w.querySelector("[${SAVED_ATTRIBUTE}]")?.removeAttribute("hidden");d.dispatchEvent(new Event("${CONSENT_CHANGE_EVENT}"))}
if(f)d.getElementById("main")?.focus({preventScroll:true})});})();`;
}
