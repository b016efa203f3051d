import { errorPageRoutes } from '../../renderer/error-routes.ts';
import { routesToRender } from '../../renderer/prerender-routes.ts';
import { routeTable } from '../../renderer/site.ts';

/** Prerender the routes of every language the build asks for, and the 404 page of each language but the default (which is Vike's own). */
export function onBeforePrerenderStart() {
  return [...routesToRender(routeTable.keys()), ...errorPageRoutes()];
}
