/** The HTTP server of `npm start` and `npm run serve`: the local API beside the static site, on one origin. */
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { staticSite } from './static-site.ts';

export interface SiteServerOptions { distDir: string }

export function createSiteServer({ distDir }: SiteServerOptions): Server {
  const site = staticSite(path.join(distDir, 'client'));
  return createServer((request, response) => {
    site(request, response);
  });
}
