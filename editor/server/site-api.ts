/**
 * The editor's API, under /api/: site.json's text and version, saving it (save-site.ts), the schemas the browser
 * compiles, the product data so the pricing section previews with prices, and the product data's text and saving it
 * (product-data-api.ts), and the pictures of media/ with adding one (media-api.ts). Every answer is JSON, or
 * site.json's own bytes. No path is ever taken from a request: the only files written are the one the server was
 * started with, the product data the environment names, and new pictures in media/ under a name made safe there.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { PRODUCT_PATH } from '../../browser/api/constants.ts';
import type { ProductAnswer } from '../../schemas/site.types.ts';
import { sendJson } from '../../server/api/json-response.ts';
import type { RequestTarget } from '../../server/request-target.ts';
import { readProductAnswer } from '../../server/api/product-data.ts';
import { handleProduct } from '../../server/api/product-route.ts';
import { unreadable } from '../../site/node/check.ts';
import { productDataFile } from '../../site/node/paths.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';
import { MEDIA_API_PATH, PICTURE_FILES_API_PATH } from '../media-protocol.ts';
import { SITE_NAME_HEADER, SITE_VERSION_HEADER } from '../site-protocol.ts';
import { SESSION_API_PATH } from '../team/team-gate.ts';
import { mediaApi } from './media-api.ts';
import { pictureFilesApi } from './picture-files-api.ts';
import { oneAtATime } from './one-at-a-time.ts';
import { PRODUCT_DATA_API_PATH, productDataApi } from './product-data-api.ts';
import { siteSaver, type OnSaved } from './save-site.ts';
import { readSiteBytes } from './site-file.ts';

type SiteBytes = NonNullable<Awaited<ReturnType<typeof readSiteBytes>>>;

export interface SiteApi {
  /** Answers the request and returns true when its path is under /api/; returns false otherwise. */
  handle(request: IncomingMessage, response: ServerResponse, target: RequestTarget): boolean;
}

const READ_ONLY = 'GET, HEAD';

export function siteApi(siteFile: string, log: (line: string) => void = console.error, onSaved?: OnSaved): SiteApi {
  // One save at a time across both files: a check of site.json reads the product data.
  const saves = oneAtATime();
  const save = siteSaver(siteFile, log, saves, onSaved);
  const productData = productDataApi(log, saves, onSaved);
  const media = mediaApi(log);
  const pictureFiles = pictureFilesApi();

  async function route(request: IncomingMessage, response: ServerResponse, pathname: string): Promise<void> {
    const reading = request.method === 'GET' || request.method === 'HEAD';
    switch (pathname) {
      case '/api/site':
        if (request.method === 'PUT') return save(request, response);
        if (!reading) return notAllowed(response, 'GET, HEAD, PUT');
        return withSiteFile(response, ({ bytes, version }) => sendSiteFile(response, bytes, version, siteFile));
      case '/api/site/version':
        if (!reading) return notAllowed(response, READ_ONLY);
        return withSiteFile(response, ({ version }) => sendJson(response, 200, { version }));
      case '/api/schemas':
        if (!reading) return notAllowed(response, READ_ONLY);
        return sendJson(response, 200, { documents: schemaDocuments() });
      case PRODUCT_DATA_API_PATH:
        if (request.method === 'PUT') return productData.save(request, response);
        if (!reading) return notAllowed(response, 'GET, HEAD, PUT');
        return productData.read(response);
      case MEDIA_API_PATH:
        if (request.method === 'POST') return media.upload(request, response);
        if (!reading) return notAllowed(response, 'GET, HEAD, POST');
        return media.list(response);
      case PICTURE_FILES_API_PATH:
        if (!reading) return notAllowed(response, READ_ONLY);
        return pictureFiles.list(response);
      case PRODUCT_PATH:
        return answerProduct(request, response);
      case SESSION_API_PATH:
        // In team mode its gate answers who is signed in; on a person's own machine no one signs in.
        if (!reading) return notAllowed(response, READ_ONLY);
        return sendJson(response, 200, null);
      default:
        return sendJson(response, 404, { error: 'not-found', message: `There is no ${pathname} in the editor's API.` });
    }
  }

  /** Reads site.json for each request: what the browser sees is what is on disk now. */
  async function withSiteFile(response: ServerResponse, answer: (state: SiteBytes) => void): Promise<void> {
    let state: SiteBytes | undefined;
    try {
      state = await readSiteBytes(siteFile);
    } catch (error) {
      return sendJson(response, 500, {
        error: 'unreadable',
        message: `site.json cannot be read: ${unreadable(error as NodeJS.ErrnoException)}.`,
      });
    }
    if (!state) return sendJson(response, 404, { error: 'missing' });
    answer(state);
  }

  return {
    handle(request, response, { pathname }) {
      if (pathname !== '/api' && !pathname.startsWith('/api/')) return false;
      route(request, response, pathname).catch((error: Error) => {
        log(`The editor's API failed on ${request.method} ${pathname}: ${error.message}`);
        if (!response.headersSent)
          sendJson(response, 500, {
            error: 'internal',
            message: 'The editor could not answer; its terminal says why.',
          });
        else response.destroy();
      });
      return true;
    },
  };
}

/**
 * The local API's answer to GET /api/product (server/api/product-route.ts), from the same data file and checked the
 * same way. Read at each request, so an edit of the data file shows at the next preview.
 */
function answerProduct(request: IncomingMessage, response: ServerResponse): void {
  let products: ProductAnswer;
  try {
    products = readProductAnswer(productDataFile());
  } catch (error) {
    return sendJson(response, 503, { error: 'product-data', message: (error as Error).message });
  }
  handleProduct(request, response, products);
}

/**
 * GET /api/site: the file's bytes as they are on disk (whole, even when they are not JSON: the editor shows where a
 * broken file breaks), its version and its own name (SITE_JSON may name another than site.json) in headers. Sent as
 * read, never decoded and wrapped in JSON again: on a site of thousands of pages that took longer than the rest.
 */
function sendSiteFile(response: ServerResponse, bytes: Buffer, version: string, siteFile: string): void {
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': bytes.length,
    'Cache-Control': 'no-store',
    [SITE_VERSION_HEADER]: version,
    [SITE_NAME_HEADER]: encodeURIComponent(path.basename(siteFile)),
  });
  response.end(response.req.method === 'HEAD' ? undefined : bytes);
}

function notAllowed(response: ServerResponse, allow: string): void {
  sendJson(
    response,
    405,
    { error: 'method-not-allowed', message: `Use ${allow.replace(/, (\w+)$/, ' or $1')}.` },
    { Allow: allow },
  );
}
