import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isErrorPageRoute } from '../../renderer/error-routes.ts';
import { hasPage } from '../../renderer/site.ts';

/** Paths site.json does not declare are 404s; a language's own 404 page is rendered by +onRenderHtml.tsx. */
export function guard(pageContext: PageContextServer) {
  if (!hasPage(pageContext.urlPathname) && !isErrorPageRoute(pageContext.urlPathname)) throw render(404);
}
