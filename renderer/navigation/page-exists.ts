/**
 * Whether an address is a page of the site, asked of the server only when its page data could not be used. Every way
 * of serving the site answers an address that is no page with 404, so the browser needs no list of the routes. A
 * server that cannot be reached tells nothing: the address counts as a page, and the failed load is handled as such.
 */
import { NOT_FOUND } from '../error-status.ts';

export const isPage = (path: string): Promise<boolean> =>
  fetch(path, { method: 'HEAD' }).then(
    (response) => response.status !== NOT_FOUND,
    () => true,
  );
