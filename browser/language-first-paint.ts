/**
 * The language switch from first paint: a link to a page in another language (`<a hreflang>`) is followed by the
 * browser at once, and the language cookie must be written as it goes, before the app's code has arrived too, or a
 * later visit of "/" would be sent back to the language left. Until the page has hydrated, a small script in the page's
 * head writes it as the app does (browser/consent/cookie-jar.ts: the language's code, LANGUAGE_LIFETIME_DAYS, the site's
 * cookie attributes); from then on the app does.
 */
import {
  COOKIE_ATTRIBUTES_SCRIPT,
  HYDRATED_ATTRIBUTE,
  LANGUAGE_COOKIE,
  LANGUAGE_LIFETIME_DAYS,
} from './consent/constants.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function languageFirstPaintScript(): string {
  return `document.addEventListener("click",e=>{const d=document,a=e.target instanceof Element&&e.target.closest("a[hreflang]");
if(!a||d.querySelector("#root[${HYDRATED_ATTRIBUTE}]"))return;
d.cookie="${LANGUAGE_COOKIE}="+encodeURIComponent(a.hreflang)+"; expires="+new Date(Date.now()+${LANGUAGE_LIFETIME_DAYS * DAY_MS}).toUTCString()+${COOKIE_ATTRIBUTES_SCRIPT}});`;
}
