/**
 * The pictures of media/ at /media/NAME, so the editor's preview draws a picture field's file as a page without the
 * build's outputs does (renderer/ui/ResponsivePicture.tsx). Read from disk at each request: a picture added a moment
 * ago is there. A drawing (SVG) opened on its own may run nothing: each file is answered sandboxed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import sirv from 'sirv';
import type { RequestTarget } from '../../server/request-target.ts';
import { mediaDir } from '../../site/node/paths.ts';
import { MEDIA_FOLDER } from '../../site/picture-outputs.ts';

const PREFIX = `/${MEDIA_FOLDER}/`;

/** A handler that serves a request under /media/ (calling `notFound` for a name that is not there) and returns true. */
export function mediaFiles() {
  const files = sirv(mediaDir(), {
    dev: true,
    dotfiles: false,
    setHeaders(response) {
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    },
  });
  return (request: IncomingMessage, response: ServerResponse, target: RequestTarget, notFound: () => void): boolean => {
    if (!target.pathname.startsWith(PREFIX)) return false;
    // sirv reads the path from the request: only the part after /media/ names a file of the folder.
    const original = request.url;
    request.url = target.pathname.slice(PREFIX.length - 1) + target.search;
    files(request, response, () => {
      request.url = original;
      notFound();
    });
    return true;
  };
}
