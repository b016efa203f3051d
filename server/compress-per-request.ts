/**
 * Compression made per request, of a whole file the build wrote no copy of for the client: the page data of every
 * route (~4 KiB, no copy: scripts/build/compression-levels.ts) for any client, and a page (a .br alone) for a client
 * that takes gzip and not brotli (some crawlers, proxies and tools). A file sent from its .br or .gz is sent as it is,
 * already encoded. nginx does the same with `gzip on` beside `gzip_static` (deploy/nginx.conf), in gzip alone.
 */
import compression from 'compression';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { constants } from 'node:zlib';
import { MIN_BYTES } from '../scripts/build/compression-levels.ts';

/** Gzip 6: within 0.3 % of gzip 9's bytes on a page, in about a millisecond. */
const GZIP_LEVEL = 6;
/** Brotli 5: the bytes of the build's brotli 6 on page data (~1.4 KiB of 4), in under a millisecond. */
const BROTLI_QUALITY = 5;

/** The statuses of an answer that is a whole file. */
const WHOLE = [200, 404];

const accepts = (request: IncomingMessage, encoding: string) =>
  new RegExp(`\\b${encoding}\\b`, 'i').test(String(request.headers['accept-encoding'] ?? ''));

const middleware = compression({
  level: GZIP_LEVEL,
  brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  threshold: MIN_BYTES,
  // Brotli or gzip (deflate alone, which nginx does not make, gets the file as it is), of whole files only (a page,
  // its page data, the error page): a part of one (206) is those bytes of the file, as the range asked for them. An
  // answer sent from the build's copy carries its encoding already, and is left as it is.
  filter: (request, response) =>
    (accepts(request, 'br') || accepts(request, 'gzip')) &&
    WHOLE.includes(response.statusCode) &&
    compression.filter(request, response),
});

/** Runs `send`, which answers `request`, with its answer compressed when it is sent from no copy the client takes. */
export function compressPerRequest(request: IncomingMessage, response: ServerResponse, send: () => void): void {
  middleware(request as never, response as never, () => send());
}
