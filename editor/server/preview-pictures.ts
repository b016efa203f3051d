/**
 * The preview's pictures as the site serves them: POST /api/media/outputs with the pictures a page names answers the
 * files the build makes of each (scripts/build/pictures.ts, from the same cache, so a picture the build made is not
 * made again), and those files are served at the addresses the answer gives. Only a file the checker takes for a
 * picture is made, one at a time; any other is left out, and the preview draws it as it is (or not at all).
 */
import { createReadStream } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { buildPictures } from '../../scripts/build/pictures.ts';
import { readBody } from '../../server/api/read-body.ts';
import { sendJson } from '../../server/api/json-response.ts';
import type { RequestTarget } from '../../server/request-target.ts';
import { MAX_PICTURE_BYTES } from '../../site/picture-check.ts';
import type { PictureManifest } from '../../site/picture-outputs.ts';
import { pictureFilePath, readFacts } from '../../site/node/picture-files.ts';
import { PREVIEW_PICTURES_API_PATH, type PreviewPicturesAnswer } from '../media-protocol.ts';
import { oneAtATime } from './one-at-a-time.ts';

/** A page names a few pictures; a list longer than this is no page's. */
const MOST_SOURCES = 500;
const MOST_BODY_BYTES = 256 * 1024;
const CONTENT_TYPES: Record<string, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
};

export function previewPictures(log: (line: string) => void) {
  // Each file made so far, by its address without the leading slash → the cache's file that holds it.
  const served = new Map<string, string>();
  const making = oneAtATime();

  async function outputsOf(src: string): Promise<PictureManifest> {
    const facts = readFacts(pictureFilePath(src));
    if (!facts?.kind || facts.script || facts.size > MAX_PICTURE_BYTES) return {};
    try {
      const built = await making(() => buildPictures([src]));
      for (const [file, cached] of built.files) served.set(file, cached);
      return built.manifest;
    } catch (error) {
      log(`The preview draws ${src} as it is: its sizes could not be made (${(error as Error).message}).`);
      return {};
    }
  }

  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    if (request.method !== 'POST')
      return sendJson(response, 405, { error: 'method', message: 'Use POST.' }, { Allow: 'POST' });
    const body = await readBody(request, MOST_BODY_BYTES);
    if (!body.ok)
      return sendJson(response, 413, { error: 'too-large', message: 'That is more pictures than a page has.' });
    let srcs: unknown;
    try {
      srcs = (JSON.parse(body.text) as { srcs?: unknown }).srcs;
    } catch {
      srcs = undefined;
    }
    if (!Array.isArray(srcs) || srcs.length > MOST_SOURCES || !srcs.every((src) => typeof src === 'string'))
      return sendJson(response, 400, { error: 'srcs', message: 'Send { "srcs": [the pictures\' addresses] }.' });
    const pictures: PictureManifest = {};
    for (const src of new Set(srcs as string[])) Object.assign(pictures, await outputsOf(src));
    sendJson(response, 200, { pictures } satisfies PreviewPicturesAnswer);
  }

  /** Answers the request and returns true when it is this module's: its API, or a file it made. */
  return (request: IncomingMessage, response: ServerResponse, target: RequestTarget): boolean => {
    if (target.pathname === PREVIEW_PICTURES_API_PATH) {
      answer(request, response).catch((error: Error) => {
        log(`The preview's pictures could not be answered: ${error.message}`);
        if (!response.headersSent) sendJson(response, 500, { error: 'internal', message: 'See the terminal.' });
      });
      return true;
    }
    const file = served.get(target.pathname.slice(1));
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file).slice(1)] ?? 'application/octet-stream',
      // The name carries a hash of the bytes: the same address always holds the same file.
      'Cache-Control': 'public, max-age=31536000, immutable',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
    if (request.method === 'HEAD') response.end();
    else
      createReadStream(file)
        .on('error', () => response.destroy())
        .pipe(response);
    return true;
  };
}
