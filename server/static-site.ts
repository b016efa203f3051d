/**
 * Serves a built dist/client: precompressed .br/.gz files when the browser accepts them (gzip made per request for
 * the files with a .br alone, for a client that takes gzip and not brotli), long caching for hashed assets, byte
 * ranges, and the prerendered error page with status 404 for any path the build did not produce, in the language of
 * the path (/nl/… gets the Dutch one). A first visit to "/" goes to the visitor's language
 * (home-language.ts). Only GET and HEAD: the files are there to be read.
 */
import { readFileSync, existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { canonicalPath } from '../renderer/navigation/canonical-path.ts';
import { errorPageFile } from '../scripts/build/error-pages.ts';
import { STATIC_HOST_HEADERS, STATIC_HOST_REDIRECTS } from '../scripts/build/server-configs.ts';
import { languageOfPath, type Language } from '../site/languages.ts';
import { compressPerRequest } from './compress-per-request.ts';
import { homeLanguageRedirect } from './home-language.ts';
import { normalizeRange } from './byte-ranges.ts';
import { cacheControlFor } from './headers.ts';
import type { RequestTarget } from './request-target.ts';

interface ErrorPage {
  html: Buffer;
  br: Buffer | undefined;
}

function readErrorPage(clientDir: string, language: Language): ErrorPage {
  const file = path.join(clientDir, errorPageFile(language));
  if (!existsSync(file)) throw new Error(`${clientDir} has no ${errorPageFile(language)}: run \`npm run build\` first`);
  return {
    html: readFileSync(file),
    br: existsSync(`${file}.br`) ? readFileSync(`${file}.br`) : undefined,
  };
}

/** `languages`: the site's languages, the default first, as the build wrote them (dist/languages.json). */
export function staticSite(clientDir: string, languages: readonly Language[]) {
  const errorPages = new Map(languages.map((language) => [language.code, readErrorPage(clientDir, language)]));
  // The error page's own file is not a page: /404, /404.html, /nl/404… answer 404 too, as they do on nginx; nor are
  // the static hosts' settings.
  const notPages = new Set([
    ...languages.flatMap(({ prefix }) => [`${prefix}/404`, `${prefix}/404.html`, `${prefix}/404/`]),
    ...[STATIC_HOST_HEADERS, STATIC_HOST_REDIRECTS].flatMap((file) => [`/${file}`, `/${file}.br`, `/${file}.gz`]),
  ]);

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

  const sendNotFound = (request: IncomingMessage, response: ServerResponse, pathname: string) => {
    const notFound = errorPages.get(languageOfPath(pathname, languages).code)!;
    const accepts = String(request.headers['accept-encoding'] ?? '');
    // For a client that does not take brotli, gzip is made per request (compressPerRequest).
    const [body, encoding] = notFound.br && /\bbr\b/.test(accepts) ? [notFound.br, 'br'] : [notFound.html, undefined];
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.setHeader('Cache-Control', 'no-cache');
    response.setHeader('Vary', 'Accept-Encoding');
    if (encoding) response.setHeader('Content-Encoding', encoding);
    response.setHeader('Content-Length', body.length);
    response.end(request.method === 'HEAD' ? undefined : body);
  };

  return (request: IncomingMessage, response: ServerResponse, url: RequestTarget) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, {
        Allow: 'GET, HEAD',
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      return response.end('Method not allowed: this address serves files, read with GET or HEAD.\n');
    }
    if (notPages.has(url.pathname))
      return compressPerRequest(request, response, () => sendNotFound(request, response, url.pathname));
    // "/pricing/" and "/pricing/index.html" are "/pricing": one address per page, for visitors and search engines.
    const canonical = canonicalPath(url.pathname);
    if (canonical !== url.pathname) {
      response.statusCode = 301;
      response.setHeader('Location', canonical + url.search);
      response.setHeader('Cache-Control', 'no-cache');
      return response.end();
    }
    if (url.pathname === '/') {
      // The answer to "/" depends on these; a shared cache must not hand one visitor's redirect to another.
      response.setHeader('Vary', 'Accept-Language, Cookie');
      const redirect = homeLanguageRedirect(request, languages);
      if (redirect) {
        response.statusCode = 302;
        response.setHeader('Location', redirect.location + url.search);
        response.setHeader('Cache-Control', 'no-cache');
        return response.end();
      }
    }
    compressPerRequest(request, response, () =>
      files(request, response, () => sendNotFound(request, response, url.pathname)),
    );
  };
}
