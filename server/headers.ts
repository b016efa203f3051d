/**
 * Every response header of the built site, in one place. The build writes them out for each way of serving:
 * dist/headers.json (read by `npm run serve`), dist/client/_headers (static hosts such as Netlify or Cloudflare Pages)
 * and dist/nginx/security-headers.conf (included by deploy/nginx.conf, with hide-upstream-security-headers.conf, which
 * drops the same names from the API's answers so that nginx sends each once).
 */
import { createHash } from 'node:crypto';
import type { BuildSettings } from '../renderer/build-settings.ts';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
/** Hashed build files live here: their names change whenever their content does. */
export const HASHED_ASSETS_PREFIX = '/assets/';

/** Hosts Google Analytics needs once a visitor has consented (the code loads it only then). */
const ANALYTICS_SCRIPT_HOSTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT_HOSTS = [
  'https://www.google-analytics.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];

export function cacheControlFor(pathname: string): string {
  return pathname.startsWith(HASHED_ASSETS_PREFIX) ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}

/** The source expression that lets exactly this inline script run, and no other. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** `inlineScripts`: the scripts the pages carry in their own HTML, each allowed by its hash. */
export function contentSecurityPolicy(settings: BuildSettings, inlineScripts: readonly string[] = []): string {
  const analytics = settings.analyticsId !== undefined;
  const apiHosts = [settings.apiHost, settings.contactHost].filter(Boolean);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inlineScripts.map(scriptHash), ...(analytics ? ANALYTICS_SCRIPT_HOSTS : [])],
    'style-src': ["'self'"],
    'img-src': ["'self'", 'data:', ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...new Set(apiHosts), ...(analytics ? ANALYTICS_CONNECT_HOSTS : [])],
    'form-action': ["'self'", ...new Set(apiHosts)],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Headers every response carries, HTML or not. */
export function securityHeaders(
  settings: BuildSettings,
  inlineScripts: readonly string[] = [],
): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(settings, inlineScripts),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
