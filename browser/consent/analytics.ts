/**
 * Google Analytics (gtag.js), loaded only while the visitor allows analytics and only when a measurement id was set
 * at build time (renderer/build-settings.ts). Google Consent Mode v2: every signal starts "denied" and follows the
 * visitor's choice. No inline script: everything starts from the site's bundle.
 */
import { bundledSettings } from '../../renderer/build-settings.ts';
import type { CookieBehaviour } from '../../schemas/site.types.ts';
import { allows, type ConsentCategory, type CookieSettings } from './categories.ts';
import { ANALYTICS_BEHAVIOUR } from './constants.ts';
import { deleteAnalyticsCookies } from './cookie-jar.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** Each Consent Mode v2 signal, and the behaviour whose category grants it (no such category: denied). */
const CONSENT_SIGNALS: Record<string, CookieBehaviour> = {
  ad_storage: 'advertising',
  ad_user_data: 'advertising',
  ad_personalization: 'advertising',
  analytics_storage: ANALYTICS_BEHAVIOUR,
  functionality_storage: 'functionality',
  personalization_storage: 'preferences',
  security_storage: 'security',
};

type Signal = 'granted' | 'denied';

let queue: ((...args: unknown[]) => void) | undefined;
let scriptAdded = false;
let tracking = false;

/** The gtag() queue; created on first use with every signal denied, before anything else is queued. */
function gtag(...args: unknown[]): void {
  if (!queue) {
    window.dataLayer ??= [];
    const dataLayer = window.dataLayer;
    // gtag.js reads the Arguments object of each call, not an array, so the queue keeps the official shape.
    queue = function gtagQueue() {
      dataLayer.push(arguments);
    };
    queue('consent', 'default', signals([], null));
  }
  queue(...args);
}

function signals(categories: readonly ConsentCategory[], settings: CookieSettings | null): Record<string, Signal> {
  return Object.fromEntries(
    Object.entries(CONSENT_SIGNALS).map(([signal, behaviour]) => [
      signal,
      allows(categories, settings, behaviour) ? 'granted' : 'denied',
    ]),
  );
}

/**
 * Brings tracking in line with the visitor's settings (null: no choice yet). Allowed: load gtag.js once, or switch it
 * back on where it was loaded before. Not allowed: stop sending anything and delete every _ga cookie.
 */
export function applyAnalyticsConsent(
  categories: readonly ConsentCategory[],
  settings: CookieSettings | null,
  measurementId: string | undefined = bundledSettings().analyticsId,
): void {
  const allowed = allows(categories, settings, ANALYTICS_BEHAVIOUR);
  if (!allowed) deleteAnalyticsCookies();
  if (!measurementId) return;
  gtag('consent', 'update', signals(categories, settings));
  // Google's documented switch: while it is true, gtag.js sends nothing for this id.
  (window as unknown as Record<string, boolean>)[`ga-disable-${measurementId}`] = !allowed;
  if (!allowed || tracking) {
    tracking = allowed;
    return;
  }
  tracking = true;
  if (!scriptAdded) {
    scriptAdded = true;
    gtag('js', new Date());
    const script = document.createElement('script');
    script.async = true;
    script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(measurementId)}`;
    document.head.append(script);
  }
  gtag('config', measurementId);
}
