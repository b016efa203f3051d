import type { Page, SiteConfig } from '../../schemas/site.types.ts';
import type { PagePayload } from '../payload.ts';
import { fillAll, placeholderValues } from './placeholders.ts';

/** site.json made ready to render: its pages' sections carry their numbers. */
export type ResolvedSite = Omit<SiteConfig, 'pages'> & { pages: PagePayload[] };

/** A validated site.json made ready to render: placeholders filled, sections numbered, and its route table (route → page). */
export function resolveSite(source: SiteConfig): { site: ResolvedSite; routeTable: ReadonlyMap<string, PagePayload> } {
  const filled = fillAll(source, placeholderValues(source));
  const site = { ...filled, pages: filled.pages.map(numbered) };
  return { site, routeTable: new Map(site.pages.map((page) => [page.route, page])) };
}

/**
 * A section's number is its place in its page's list, 1 for the first: adding or moving a section renumbers the rest.
 * The number follows the type, where site.json used to write it, so a page's data reads as it did.
 */
function numbered(page: Page): PagePayload {
  return { ...page, sections: page.sections.map(({ type, ...fields }, i) => ({ type, number: i + 1, ...fields }) as PagePayload['sections'][number]) };
}
