/**
 * The one place that reads and writes the site's cookies (through js-cookie): the consent cookie, the language cookie,
 * and the deletion of Google Analytics' cookies. Components and state never touch document.cookie.
 */
import Cookies from 'js-cookie';
import {
  ANALYTICS_COOKIE_MARK,
  CONSENT_COOKIE,
  CONSENT_LIFETIME_MONTHS,
  LANGUAGE_COOKIE,
  LANGUAGE_LIFETIME_DAYS,
} from './constants.ts';

// The consent text is already made of cookie-safe characters and carries its own encoded separator ("%7C"):
// js-cookie's default converter would decode it on reading and re-encode the "%" on writing.
const verbatim = Cookies.withConverter({ read: (value) => value, write: (value) => value });

/** path /, SameSite=Lax, and Secure whenever the page is served over https (the head's scripts: COOKIE_ATTRIBUTES_SCRIPT). */
export function cookieAttributes(protocol: string, expires: Date | number): Cookies.CookieAttributes {
  return { expires, path: '/', sameSite: 'Lax', secure: protocol === 'https:' };
}

/** When a consent given at `now` runs out: the same day CONSENT_LIFETIME_MONTHS calendar months later. */
export function consentExpiry(now: Date = new Date()): Date {
  const expiry = new Date(now);
  expiry.setMonth(expiry.getMonth() + CONSENT_LIFETIME_MONTHS);
  return expiry;
}

export function readConsentCookie(): string | undefined {
  return verbatim.get(CONSENT_COOKIE);
}

export function writeConsentCookie(text: string): void {
  verbatim.set(CONSENT_COOKIE, text, cookieAttributes(location.protocol, consentExpiry()));
}

export function readLanguageCookie(): string | undefined {
  return Cookies.get(LANGUAGE_COOKIE);
}

export function writeLanguageCookie(language: string): void {
  Cookies.set(LANGUAGE_COOKIE, language, cookieAttributes(location.protocol, LANGUAGE_LIFETIME_DAYS));
}

/**
 * The domains a cookie of this page may have been set for: none (host-only), the host itself and every parent domain
 * (Google Analytics writes its cookies on the widest one it may, for example ".example.com" from www.example.com).
 * An IP address has no parent domain.
 */
export function cookieDomains(hostname: string): (string | undefined)[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':')) return [undefined];
  const labels = hostname.split('.');
  const domains: (string | undefined)[] = [undefined];
  for (let i = 0; i < labels.length - 1; i++) domains.push(labels.slice(i).join('.'));
  return domains;
}

/** Deletes every cookie whose name contains "_ga", for this host and its parent domains; returns the names found. */
export function deleteAnalyticsCookies(): string[] {
  const names = Object.keys(Cookies.get()).filter((name) => name.includes(ANALYTICS_COOKIE_MARK));
  for (const name of names) {
    for (const domain of cookieDomains(location.hostname))
      Cookies.remove(name, domain ? { path: '/', domain } : { path: '/' });
  }
  return names;
}
