/**
 * Gzip made per request, for the clients that take gzip and not brotli (some crawlers, proxies and tools), of the
 * files the build gives a brotli copy only: the pages and their page data (scripts/build/compression-levels.ts).
 * Browsers take brotli and get the build's .br; a file with a .gz of its own is sent as it is, already encoded. nginx
 * does the same with `gzip on` beside `gzip_static` (deploy/nginx.conf).
 */
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { MIN_BYTES } from '../scripts/build/compression-levels.ts';

/** Gzip 6: within 0.3 % of gzip 9's bytes on a page, in about a millisecond. */
const LEVEL = 6;

/** The statuses of an answer that is a whole file. */
const WHOLE = [200, 404];

const accepts = (request: IncomingMessage, encoding: string) =>
  new RegExp(`\\b${encoding}\\b`, 'i').test(String(request.headers['accept-encoding'] ?? ''));

const middleware = compression({
  level: LEVEL,
  threshold: MIN_BYTES,
  // Gzip alone (as nginx), of whole files only (a page, the error page): a part of one (206) is those bytes of the
  // file, as the range asked for them.
  filter: (request, response) =>
    accepts(request, 'gzip') &&
    !accepts(request, 'br') &&
    WHOLE.includes(response.statusCode) &&
    compression.filter(request, response),
});

/** Runs `send`, which answers `request`, with its answer gzipped when the client takes gzip alone and it has no .gz. */
export function gzipPerRequest(request: IncomingMessage, response: ServerResponse, send: () => void): void {
  middleware(request as never, response as never, () => send());
}
