/**
 * sitemap.xml and robots.txt for the built site, from the route table of site.json and its configured origin. Each
 * page's entry names its address in every language (hreflang alternates), the default language's as x-default.
 */
import { hash } from 'node:crypto';
import { rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { COPY_SUFFIXES, linkFrom } from './reuse.ts';
import { routeIn, routeWithoutPrefix } from '../../site/languages.ts';
import type { LanguageFrame, ResolvedPage } from '../../site/resolve-site.ts';

/** What the sitemap reads of each language's site: its frame and its pages' routes. */
export type SiteRoutes = Pick<LanguageFrame, 'site' | 'language' | 'languages'> & {
  pages: readonly Pick<ResolvedPage, 'route'>[];
};

const SPECIAL = /[<>&'"]/;
const escapeXml = (text: string) =>
  SPECIAL.test(text) ? text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`) : text;

export function sitemapXml(sites: readonly SiteRoutes[]): string {
  const [first] = sites;
  const origin = escapeXml(first!.site.origin);
  const multilingual = sites.length > 1;
  // A page's alternates are the same lines in each of its languages: written once for all its twins.
  const alternatesOf = new Map<string, string>();
  const alternates = (route: string) => {
    let lines = alternatesOf.get(route);
    if (lines === undefined) {
      lines = [...first!.languages.map((language) => [language.code, routeIn(route, language)]), ['x-default', route]]
        .map(
          ([hreflang, address]) =>
            `\n    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${origin}${escapeXml(address!)}"/>`,
        )
        .join('');
      alternatesOf.set(route, lines);
    }
    return lines;
  };
  let urls = '';
  for (const site of sites)
    for (const page of site.pages) {
      const links = multilingual ? alternates(routeWithoutPrefix(page.route, site.language)) : '';
      urls += `  <url>\n    <loc>${origin}${escapeXml(page.route)}</loc>${links}\n  </url>\n`;
    }
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls}</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

const SITEMAP = 'sitemap.xml';
const ROBOTS = 'robots.txt';

/**
 * What the sitemap and robots.txt are made from, hashed with `code` (the build's code, which makes them): the origin,
 * the languages and every route in order.
 */
export function seoKey(code: string, sites: readonly SiteRoutes[]): string {
  const [first] = sites;
  const routes = sites.map((site) => [site.language, site.pages.map((page) => page.route)]);
  return hash('sha256', JSON.stringify([code, first!.site.origin, first!.languages, routes]), 'base64');
}

/**
 * Writes sitemap.xml and robots.txt into `clientDir`; or, when `keptFrom` (the live build's client folder) holds
 * those made from the same (seoKey), links them and their compressed copies from there: at 40,000 routes the sitemap
 * is 15 MB, made, written, compared and hashed again by every rebuild that changed no route. Returns the files it
 * linked with their copies, which need none made.
 */
export async function writeSeoFiles(
  clientDir: string,
  sites: readonly SiteRoutes[],
  keptFrom?: string,
): Promise<string[]> {
  const files = [SITEMAP, ROBOTS].map((name) => path.join(clientDir, name));
  if (keptFrom && linkedWithCopies(keptFrom, files)) return files;
  await writeFile(files[0]!, sitemapXml(sites));
  await writeFile(files[1]!, robotsTxt(sites[0]!.site.origin));
  return [];
}

/**
 * Links each of `files` from the file of the same name in `folder`, with its compressed copies (linkFrom). False, with
 * nothing linked, when one is missing or cannot be linked (another file system).
 */
function linkedWithCopies(folder: string, files: readonly string[]): boolean {
  try {
    if (files.every((file) => linkFrom(path.join(folder, path.basename(file)), file, { copies: true }))) return true;
  } catch {
    // Not linked: made as always.
  }
  for (const file of files) for (const suffix of ['', ...COPY_SUFFIXES]) rmSync(file + suffix, { force: true });
  return false;
}
