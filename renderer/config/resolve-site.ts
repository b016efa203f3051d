import type { Page, SiteConfig } from '../../schemas/site.types.ts';
import { fillAll, placeholderValues } from './placeholders.ts';

/** A validated site.json made ready to render: placeholders filled, and its route table (route → page). */
export function resolveSite(source: SiteConfig): { site: SiteConfig; routeTable: ReadonlyMap<string, Page> } {
  const site = fillAll(source, placeholderValues(source));
  return { site, routeTable: new Map(site.pages.map((page) => [page.route, page])) };
}
