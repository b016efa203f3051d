import type { Page, Section, SiteConfig } from '../schemas/site.types.ts';
import { fillAll, placeholderValues } from './placeholders.ts';

/**
 * A section as it is drawn: site.json gives no numbers, so each section gets its place on its page (1 for the first),
 * which its wrapper shows and its heading's id carries.
 */
export type Numbered<S extends Section> = S & { number: number };

/** A page made ready to render: placeholders filled, its sections numbered. */
export type ResolvedPage = Omit<Page, 'sections'> & { sections: Numbered<Section>[] };

/** site.json made ready to render. */
export type ResolvedSite = Omit<SiteConfig, 'pages'> & { pages: ResolvedPage[] };

/** A validated site.json made ready to render: placeholders filled, sections numbered, and its route table (route → page). */
export function resolveSite(source: SiteConfig): { site: ResolvedSite; routeTable: ReadonlyMap<string, ResolvedPage> } {
  const filled = fillAll(source, placeholderValues(source));
  const site = { ...filled, pages: filled.pages.map(numbered) };
  return { site, routeTable: new Map(site.pages.map((page) => [page.route, page])) };
}

/**
 * A section's number is its place in its page's list, 1 for the first: adding or moving a section renumbers the rest.
 * The number follows the type, where site.json used to write it, so a page's data reads as it did.
 */
function numbered(page: Page): ResolvedPage {
  return { ...page, sections: page.sections.map(({ type, ...fields }, i) => ({ type, number: i + 1, ...fields }) as Numbered<Section>) };
}
