/** A site of N routes made from site.json: its own pages, then numbered copies of them (unique routes and titles). */
import type { SiteConfig } from '../../schemas/site.types.ts';

const TITLE_LIMIT = 70;

export function generateSite(base: SiteConfig, routeCount: number): SiteConfig {
  const pages = [...base.pages];
  const templates = base.pages.filter((page) => page.route !== '/');
  for (let copy = 1; pages.length < routeCount; copy++) {
    const template = templates[(copy - 1) % templates.length]!;
    const suffix = ` ${copy}`;
    pages.push({ ...template, route: `${template.route}-${copy}`, title: template.title.slice(0, TITLE_LIMIT - suffix.length) + suffix });
  }
  return { ...base, pages: pages.slice(0, routeCount) };
}
