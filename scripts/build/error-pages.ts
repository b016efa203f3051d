/**
 * Each language's 404 page beside the default one's: Vike prerenders "/nl/404" as nl/404/index.html, and the servers
 * (and static hosts) look for nl/404.html, as they find 404.html for the default language.
 */
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '../../site/languages.ts';
import type { ResolvedSite } from '../../site/resolve-site.ts';

/** The 404 page's file of a language, inside dist/client: "404.html", "nl/404.html". */
export function errorPageFile(language: Pick<Language, 'prefix'>): string {
  return `${language.prefix.slice(1)}${language.prefix ? '/' : ''}404.html`;
}

export async function moveErrorPages(clientDir: string, sites: readonly ResolvedSite[]): Promise<void> {
  for (const { language } of sites.slice(1)) {
    const prerendered = path.join(clientDir, language.prefix, '404');
    await rename(path.join(prerendered, 'index.html'), path.join(clientDir, errorPageFile(language)));
    await rm(prerendered, { recursive: true, force: true });
  }
}
