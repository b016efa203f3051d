import { routeTable } from '../../renderer/site.ts';

/** Prerender every route site.json declares. */
export function onBeforePrerenderStart() {
  return [...routeTable.keys()];
}
