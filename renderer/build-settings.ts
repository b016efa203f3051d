/**
 * Settings fixed at build time, overridable by environment variables when running `npm run build` / `npm start`:
 *   SITE_API_HOST       origin of GET /api/product     (default: same origin, the local API)
 *   SITE_CONTACT_HOST   origin of POST /contact/email  (default: same origin, the local API)
 *   SITE_ANALYTICS_ID   Google Analytics measurement id (default: none, so analytics never loads)
 * Vite inlines them (envPrefix in vite.config.ts), so the browser bundle carries the values, not the lookups.
 */
const env = import.meta.env as Record<string, string | undefined>;

const origin = (value: string | undefined) => (value ?? '').replace(/\/+$/, '');

export const API_HOST = origin(env.SITE_API_HOST);
export const CONTACT_HOST = origin(env.SITE_CONTACT_HOST);
export const ANALYTICS_ID = env.SITE_ANALYTICS_ID?.trim() || undefined;
