/**
 * The only reader of site.json: the site in each of its languages and the route table of every language's pages.
 * The build validated the file before this runs, and hands it in with the schema's text shape (see
 * renderer/vite-site-plugin.ts). Server side only: the browser receives just the payloads of renderer/payload.ts.
 */
import { pictures, source, texts } from 'virtual:site-config';
import { languageOfPath } from '../site/languages.ts';
import { resolveSite, type ResolvedSite } from '../site/resolve-site.ts';

export const { sites, routeTable } = resolveSite(source, texts, pictures);

/** The site in the language of an address: "/nl/…" in Dutch, anything else in the default language. */
export function siteFor(path: string): ResolvedSite {
  return languageOfPath(
    path,
    sites.map((site) => ({ prefix: site.language.prefix, site })),
  ).site;
}
