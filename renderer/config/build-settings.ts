/**
 * Settings fixed at build time, read from environment variables when running `npm run build` / `npm start`:
 *   SITE_API_HOST       origin of GET /api/product     (default: same origin, the local API)
 *   SITE_CONTACT_HOST   origin of POST /contact/email  (default: same origin, the local API)
 *   SITE_ANALYTICS_ID   Google Analytics measurement id (default: none, so analytics never loads)
 * The browser gets them inlined by Vite (renderer/build-settings.ts); the build reads them here for the security
 * headers, so the Content-Security-Policy allows exactly the hosts the bundle calls.
 */
export interface BuildSettings {
  /** "" means the same origin as the site. */
  apiHost: string;
  contactHost: string;
  analyticsId: string | undefined;
}

const origin = (value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '');

export function readBuildSettings(env: Record<string, string | boolean | undefined>): BuildSettings {
  const text = (name: string) => (typeof env[name] === 'string' ? (env[name] as string) : undefined);
  return {
    apiHost: origin(text('SITE_API_HOST')),
    contactHost: origin(text('SITE_CONTACT_HOST')),
    analyticsId: text('SITE_ANALYTICS_ID')?.trim() || undefined,
  };
}
