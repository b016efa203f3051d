/** sitemap.xml and robots.txt for the built site, from the route table of site.json and its configured origin. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../schemas/site.types.ts';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export function sitemapXml(site: SiteConfig): string {
  const urls = site.pages.map((page) => `  <url><loc>${escapeXml(site.site.origin + page.route)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: SiteConfig): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.site.origin}/sitemap.xml\n`;
}

export async function writeSeoFiles(clientDir: string, site: SiteConfig): Promise<void> {
  await writeFile(path.join(clientDir, 'sitemap.xml'), sitemapXml(site));
  await writeFile(path.join(clientDir, 'robots.txt'), robotsTxt(site));
}
