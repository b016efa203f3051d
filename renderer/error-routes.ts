/**
 * The 404 page of each language. The default language's is the error page Vike writes (dist/client/404.html); each
 * other language's is prerendered from "/nl/404" and moved to nl/404.html by the build, where the servers look for it.
 */
import { sites } from './site.ts';

const ERROR_PAGE_NAME = '404';

const routes = sites.slice(1).map((site) => `${site.language.prefix}/${ERROR_PAGE_NAME}`);

export function errorPageRoutes(): string[] {
  return [...routes];
}

export function isErrorPageRoute(path: string): boolean {
  return routes.includes(path);
}
