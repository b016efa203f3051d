/**
 * The pages of the site: add one, duplicate one, delete one, change a page's route. Each takes the data and gives
 * back the new data; nothing here draws or keeps anything.
 */
import { insertIn, setIn } from '../document.ts';
import { pageSkeleton, type SchemaBundle } from '../schema-bundle.ts';
import { pagesOf, pageRoute, type LinkChange } from '../site-paths.ts';
import type { Edit, Refusal } from './edit-result.ts';

/** A route as the site's pages take it: a slash, then lowercase letters, digits, hyphens and slashes. */
const ROUTE = /^\/[a-z0-9-/]*$/;

/** A new page at the end, from the schema's skeleton of a page; refused when the route is malformed or taken. */
export function addPage(data: unknown, bundle: SchemaBundle, route: string, title: string): Edit | Refusal {
  const pages = pagesOf(data);
  if (!ROUTE.test(route))
    return { refused: 'A route starts with / and holds lowercase letters, digits and hyphens, as /integrations.' };
  if (pages.some((existing) => pageRoute(existing) === route))
    return { refused: `The route ${route} is already a page.` };
  const skeleton = pageSkeleton(bundle);
  return {
    data: insertIn(data, ['pages'], pages.length, { ...skeleton, route, title }),
    selection: { kind: 'page', page: pages.length },
  };
}

/** A copy of the page just after it, under a route no page has ("/pricing-copy", "/pricing-copy-copy", …). */
export function duplicatePage(data: unknown, index: number): Edit {
  const pages = pagesOf(data);
  const original = pages[index]!;
  let route = `${pageRoute(original)}-copy`;
  while (pages.some((existing) => pageRoute(existing) === route)) route += '-copy';
  return {
    data: insertIn(data, ['pages'], index + 1, { ...original, route, title: `${String(original.title ?? '')} (copy)` }),
    selection: { kind: 'page', page: index + 1 },
  };
}

/** The page goes; the page before it is selected. Links to its route stay as they are, for the checker to report. */
export function deletePage(data: unknown, index: number): Edit {
  return { data: setIn(data, ['pages', index], undefined), selection: { kind: 'page', page: Math.max(0, index - 1) } };
}

/** The page's route changed, and only the links the editor chose (each with the text it becomes). */
export function changeRoute(data: unknown, page: number, route: string, links: readonly LinkChange[]): unknown {
  let next = setIn(data, ['pages', page, 'route'], route);
  for (const link of links) next = setIn(next, link.path, link.value);
  return next;
}
