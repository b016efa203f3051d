/**
 * Settings fixed at build time, read from environment variables when running `npm run build` / `npm start`:
 *   SITE_API_HOST       origin of GET /api/product     (default: same origin, the local API)
 *   SITE_CONTACT_HOST   origin of POST /contact/email  (default: same origin, the local API)
 *   SITE_ANALYTICS_ID   Google Analytics measurement id (default: none, so analytics never loads)
 * The build reads them from its environment (readBuildSettings) for the security headers, so the
 * Content-Security-Policy allows exactly the hosts the bundle calls; the bundle gets the same checked values, inlined
 * by Vite as BUILD_SETTINGS (vite.config.ts), so the checks themselves never reach a visitor.
 */
export interface BuildSettings {
  /** "" means the same origin as the site. */
  apiHost: string;
  contactHost: string;
  analyticsId: string | undefined;
}

/**
 * An API host is an origin: scheme and host (and port), nothing after. The calls add their own paths, and the
 * Content-Security-Policy names exactly this origin, so a path or a missing scheme would break both.
 */
function origin(name: string, value: string | undefined): string {
  const text = (value ?? '').trim().replace(/\/+$/, '');
  if (!text) return '';
  let url: URL | undefined;
  try {
    url = new URL(text);
  } catch {
    url = undefined;
  }
  if (
    !url ||
    !/^https?:$/.test(url.protocol) ||
    url.pathname !== '/' ||
    url.search ||
    url.hash ||
    url.username ||
    url.password
  ) {
    throw new Error(
      `${name} must be an origin such as https://api.example.com (http or https, a host, no path): "${text}" is not one. Leave it unset to use the site's own origin.`,
    );
  }
  return url.origin;
}

export function readBuildSettings(env: Record<string, string | boolean | undefined>): BuildSettings {
  const text = (name: string) => (typeof env[name] === 'string' ? (env[name] as string) : undefined);
  return {
    apiHost: origin('SITE_API_HOST', text('SITE_API_HOST')),
    contactHost: origin('SITE_CONTACT_HOST', text('SITE_CONTACT_HOST')),
    analyticsId: text('SITE_ANALYTICS_ID')?.trim() || undefined,
  };
}

/** The name Vite replaces with the checked settings (vite.config.ts, vitest.config.ts). */
export const BUILD_SETTINGS_CONSTANT = '__BUILD_SETTINGS__';
declare const __BUILD_SETTINGS__: BuildSettings;

/**
 * The settings the bundle was built with, as readBuildSettings read them. Read at the call, not at import: Node
 * scripts that Vite does not build (scripts/build.ts) import this module for readBuildSettings, and there the
 * constant does not exist.
 */
export function bundledSettings(): BuildSettings {
  return __BUILD_SETTINGS__;
}

/** What Vite writes in place of the constant: the checked settings of the environment, as JSON. */
export function buildSettingsDefine(env: Record<string, string | undefined>): Record<string, string> {
  return { [BUILD_SETTINGS_CONSTANT]: JSON.stringify(readBuildSettings(env)) };
}
