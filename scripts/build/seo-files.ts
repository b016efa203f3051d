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

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(sites: readonly SiteRoutes[]): string {
  const [first] = sites;
  const origin = first!.site.origin;
  const multilingual = sites.length > 1;
  const urls = sites.flatMap((site) =>
    site.pages.map((page) => {
      const route = routeWithoutPrefix(page.route, site.language);
      const alternates = multilingual
        ? [
            ...site.languages.map((language) => ({ hreflang: language.code, route: routeIn(route, language) })),
            { hreflang: 'x-default', route },
          ]
            .map(
              (alternate) =>
                `\n    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeXml(origin + alternate.route)}"/>`,
            )
            .join('')
        : '';
      return `  <url>\n    <loc>${escapeXml(origin + page.route)}</loc>${alternates}\n  </url>`;
    }),
  );
  const namespaces = `xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${multilingual ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ''}`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${namespaces}>\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(clientDir: string, sites: readonly SiteRoutes[]): Promise<void> {
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(sites));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(sites[0]!.site.origin));
}
