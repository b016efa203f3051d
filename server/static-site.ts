/**
 * Serves a built dist/client: precompressed .br/.gz files when the browser accepts them, long caching for hashed
 * assets, byte ranges, and the prerendered error page with status 404 for any path the build did not produce. Only
 * GET and HEAD: the files are there to be read.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { canonicalPath } from '../renderer/navigation/canonical-path.ts';
import { normalizeRange } from './byte-ranges.ts';
import { cacheControlFor } from './headers.ts';

const ERROR_PAGE_PATHS = new Set(['/404', '/404.html', '/404/']);

export function staticSite(clientDir: string) {
  const notFoundFile = path.join(clientDir, '404.html');
  if (!existsSync(notFoundFile)) throw new Error(`${clientDir} has no 404.html: run \`npm run build\` first`);
  const notFound = {
    html: readFileSync(notFoundFile),
    br: existsSync(`${notFoundFile}.br`) ? readFileSync(`${notFoundFile}.br`) : undefined,
    gz: existsSync(`${notFoundFile}.gz`) ? readFileSync(`${notFoundFile}.gz`) : undefined,
  };

  const files = sirv(clientDir, {
    brotli: true,
    gzip: true,
    etag: true,
    extensions: ['html'],
    setHeaders(response, pathname, stats) {
      response.setHeader('Cache-Control', cacheControlFor(pathname));
      // Called once the file is chosen and before sirv reads the Range header: the one moment its size is known.
      normalizeRange(response.req, stats.size);
    },
  });

  const sendNotFound = (request: IncomingMessage, response: ServerResponse) => {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    const [body, encoding] = notFound.br && /\bbr\b/.test(accepts) ? [notFound.br, 'br'] : notFound.gz && /\bgzip\b/.test(accepts) ? [notFound.gz, 'gzip'] : [notFound.html, undefined];
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  return (request: IncomingMessage, response: ServerResponse) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return response.end('Method not allowed: this address serves files, read with GET or HEAD.\n');
    }
    // The error page's own file is not a page: /404 and /404.html answer 404 too, as they do on nginx.
    // Prefixed, not resolved against a base: a request for "//pricing/" is a path, not a host.
    const url = new URL(`http://site${request.url ?? '/'}`);
    if (ERROR_PAGE_PATHS.has(url.pathname)) return sendNotFound(request, response);
    // "/pricing/" and "/pricing/index.html" are "/pricing": one address per page, for visitors and search engines.
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname) {
      response.statusCode = 301;
      response.setHeader('Location', canonical + url.search);
      response.setHeader('Cache-Control', 'no-cache');
      return response.end();
    }
    files(request, response, () => sendNotFound(request, response));
  };
}
