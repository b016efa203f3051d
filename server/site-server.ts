/** The HTTP server of `npm start` and `npm run serve`: the local API beside the static site, on one origin. */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { defaultLocalApi, type LocalApi } from './api/local-api.ts';
import { isTrustedProxy } from './api/client-address.ts';
import { apiSettingsFromEnv } from './api/settings.ts';
import { capConnectionsPerAddress, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits.ts';
import { staticSite } from './static-site.ts';
import { answeringErrors, refuseTunnels } from './answer-errors.ts';
import { CONSENT_FILE, HEADERS_FILE, LANGUAGES_FILE } from '../scripts/build/server-configs.ts';
import type { ConsentCategory } from '../browser/consent/categories.ts';
import { consentForm } from './consent-form.ts';
import { ENGLISH, type Language } from '../site/languages.ts';

/** The security headers the build wrote for these files (scripts/build/server-configs.ts). */
function builtHeaders(distDir: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(distDir, HEADERS_FILE), 'utf8')) as Record<string, string>;
}

/** A file the build wrote (scripts/build/server-configs.ts), or `missing` for a build from before it wrote one. */
function builtFile<T>(distDir: string, name: string, missing: T): T {
  const file = path.join(distDir, name);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : missing;
}

/** Where a build keeps what visitors get: its pages and assets. */
export const pagesDirOf = (distDir: string) => path.join(distDir, 'client');

export interface SiteServerOptions {
  distDir: string;
  /** The local API (server/api/): GET /api/product and POST /contact/email. By default set up from the environment. */
  api?: LocalApi;
  limits?: ConnectionLimits;
  /** Proxies in front (TRUST_PROXY), left out of the cap per address. By default from the environment. */
  trustedProxies?: readonly string[];
}

/**
 * The build as it is on disk now: read again once dist/ is another folder (the build swaps a new one in with two
 * renames), so a running server serves a new build at once, never the new files with the old one's sizes. Undefined
 * for the instant dist/ is missing between the two renames; a new build that cannot be read leaves the last one.
 */
function liveBuild(distDir: string) {
  const read = (folder: number) => ({
    folder,
    // The site's languages, the default first; a build from before the site had languages is served as one.
    site: staticSite(pagesDirOf(distDir), builtFile<Language[]>(distDir, LANGUAGES_FILE, [ENGLISH])),
    // What the consent cookie may hold; null when the site asks for no consent (or its build predates the answer).
    consent: consentForm(builtFile<ConsentCategory[] | null>(distDir, CONSENT_FILE, null)),
    headers: Object.entries(builtHeaders(distDir)),
  });
  let built = read(statSync(distDir).ino);
  // One look at the folder per request.
  return () => {
    try {
      const folder = statSync(distDir, { throwIfNoEntry: false })?.ino;
      if (folder === undefined) return undefined;
      if (built.folder !== folder) built = read(folder);
    } catch {
      // Kept: the last build that could be read.
    }
    return built;
  };
}

export function createSiteServer({
  distDir,
  api = defaultLocalApi(pagesDirOf(distDir)),
  limits = DEFAULT_CONNECTION_LIMITS,
  trustedProxies = apiSettingsFromEnv().trustedProxies,
}: SiteServerOptions): Server {
  const build = liveBuild(distDir);
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    answeringErrors((request, response, target) => {
      const now = build();
      if (!now) {
        response.writeHead(503, { 'Retry-After': '1', 'Cache-Control': 'no-store', 'Content-Type': 'text/plain' });
        return void response.end('A new version of the site is being put in place: try again in a second.\n');
      }
      const { site, consent, headers } = now;
      for (const [name, value] of headers) response.setHeader(name, value);
      if (!consent(request, response, target) && !api.handle(request, response, target))
        site(request, response, target);
    }),
  );
  refuseTunnels(server);
  server.keepAliveTimeout = limits.keepAliveTimeoutMs;
  server.maxConnections = limits.maxConnections;
  capConnectionsPerAddress(server, limits.maxConnectionsPerAddress, isTrustedProxy(trustedProxies));
  server.setTimeout(limits.idleTimeoutMs, (socket) => socket.destroy());
  server.on('close', () => void api.close());
  return server;
}
