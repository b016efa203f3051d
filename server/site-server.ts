/** The HTTP server of `npm start` and `npm run serve`: the local API beside the static site, on one origin. */
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { defaultLocalApi, type LocalApi } from './api/local-api.ts';
import { isTrustedProxy } from './api/client-address.ts';
import { apiSettingsFromEnv } from './api/settings.ts';
import { capConnectionsPerAddress, DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from './connection-limits.ts';
import { staticSite } from './static-site.ts';
import { answeringErrors, refuseTunnels } from './answer-errors.ts';
import { LANGUAGES_FILE } from '../scripts/build/server-configs.ts';
import { ENGLISH, type Language } from '../site/languages.ts';

/** The security headers the build wrote for these files (scripts/build/server-configs.ts). */
function builtHeaders(distDir: string): Record<string, string> {
  return JSON.parse(readFileSync(path.join(distDir, 'headers.json'), 'utf8')) as Record<string, string>;
}

/**
 * The site's languages as the build wrote them (scripts/build/server-configs.ts), the default first. A build from
 * before the site had languages wrote none: it is served as one language.
 */
function builtLanguages(distDir: string): Language[] {
  const file = path.join(distDir, LANGUAGES_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Language[]) : [ENGLISH];
}

export interface SiteServerOptions {
  distDir: string;
  /** The local API (server/api/): GET /api/product and POST /contact/email. By default set up from the environment. */
  api?: LocalApi;
  limits?: ConnectionLimits;
  /** Proxies in front (TRUST_PROXY), left out of the cap per address. By default from the environment. */
  trustedProxies?: readonly string[];
}

export function createSiteServer({
  distDir,
  api = defaultLocalApi(),
  limits = DEFAULT_CONNECTION_LIMITS,
  trustedProxies = apiSettingsFromEnv().trustedProxies,
}: SiteServerOptions): Server {
  const site = staticSite(path.join(distDir, 'client'), builtLanguages(distDir));
  const headers = Object.entries(builtHeaders(distDir));
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    answeringErrors((request, response, target) => {
      for (const [name, value] of headers) response.setHeader(name, value);
      if (!api.handle(request, response, target)) site(request, response, target);
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
