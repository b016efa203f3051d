/**
 * sitemap.xml and robots.txt for the built site, from the route table of site.json and its configured origin. Each
 * page's entry names its address in every language (hreflang alternates), the default language's as x-default.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
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

export async function writeSeoFiles(clientDir: string, sites: readonly SiteRoutes[]): Promise<void> {
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(sites));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(sites[0]!.site.origin));
}
