/**
 * Each language's 404 page, where the servers (and static hosts) look for it: 404.html for the default language,
 * nl/404.html beside it for Dutch.
 */
import path from 'node:path';
import { errorPageRoute } from '../../renderer/error-page-route.ts';
import { NOT_FOUND } from '../../renderer/error-status.ts';
import type { Language } from '../../site/languages.ts';
import { OK, type PageToRender } from './render-pool.ts';

/** An address no route can have (a route has no dot): Vike answers it with the default language's error page. */
const NO_ROUTE = '/404.html';

/** The 404 page's file of a language, inside dist/client: "404.html", "nl/404.html". */
export function errorPageFile(language: Pick<Language, 'prefix'>): string {
  return `${language.prefix.slice(1)}${language.prefix ? '/' : ''}404.html`;
}

/** What to render for each language's 404 page, into `clientDir`. */
export function errorPagesToRender(clientDir: string, languages: readonly Language[]): PageToRender[] {
  return languages.map((language, index) => ({
    url: index === 0 ? NO_ROUTE : errorPageRoute(language.prefix),
    file: path.join(clientDir, errorPageFile(language)),
    status: index === 0 ? NOT_FOUND : OK,
  }));
}
