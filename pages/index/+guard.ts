import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { routeTable } from '../../renderer/site.ts';

/** Paths site.json does not declare are 404s. */
export function guard(pageContext: PageContextServer) {
  if (!routeTable.has(pageContext.urlPathname)) throw render(404);
}
