/**
 * The 404 page of each language. The default language's is Vike's error page, rendered for an address no route has;
 * each other language's is rendered from "/nl/404" and written to nl/404.html by the build, where the servers look
 * for it (scripts/build/error-pages.ts).
 */
import { errorPageRoute } from './error-page-route.ts';
import { frames } from './site.ts';

const routes = frames.slice(1).map((frame) => errorPageRoute(frame.language.prefix));

export function isErrorPageRoute(path: string): boolean {
  return routes.includes(path);
}
