import { errorPageRoutes } from '../../renderer/error-routes.ts';
import { routeTable } from '../../renderer/site.ts';

/** Prerender every route of every language, and the 404 page of each language but the default (which is Vike's own). */
export function onBeforePrerenderStart() {
  return [...routeTable.keys(), ...errorPageRoutes()];
}
