/**
 * Google Analytics (gtag.js), loaded only while the visitor allows analytics and only when a measurement id was set
 * at build time (renderer/build-settings.ts). Google Consent Mode v2: every signal starts "denied" and follows the
 * visitor's choice. No inline script: everything starts from the site's bundle.
 */
import { ANALYTICS_ID } from '../../renderer/build-settings.ts';
import type { CookieFlag } from '../../schemas/site.types.ts';
import { analyticsAllowed, type CookieSettings } from './categories.ts';
import { ANALYTICS_FLAG } from './constants.ts';
import { deleteAnalyticsCookies } from './cookie-jar.ts';

declare global {
  interface Window { dataLayer?: unknown[] }
}

const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';

/** Each Consent Mode v2 signal, and the flag whose category grants it. */
const CONSENT_SIGNALS: Record<string, CookieFlag> = {
  ad_storage: 'b_a',
  ad_user_data: 'b_a',
  ad_personalization: 'b_a',
  analytics_storage: ANALYTICS_FLAG,
  functionality_storage: 'b_func',
  personalization_storage: 'b_p',
  security_storage: 'b_sec',
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
    queue('consent', 'default', signals(null));
  }
  queue(...args);
}

function signals(settings: CookieSettings | null): Record<string, Signal> {
  return Object.fromEntries(Object.entries(CONSENT_SIGNALS).map(([signal, flag]) => [signal, settings?.[flag] ? 'granted' : 'denied']));
}

/**
 * Brings tracking in line with the visitor's settings (null: no choice yet). Allowed: load gtag.js once, or switch it
 * back on where it was loaded before. Not allowed: stop sending anything and delete every _ga cookie.
 */
export function applyAnalyticsConsent(settings: CookieSettings | null, measurementId: string | undefined = ANALYTICS_ID): void {
  const allowed = analyticsAllowed(settings);
  if (!allowed) deleteAnalyticsCookies();
  if (!measurementId) return;
  gtag('consent', 'update', signals(settings));
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
