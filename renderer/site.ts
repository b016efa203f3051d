/**
 * The only reader of site.json: the site in each of its languages, and the page at each address. The build validated
 * the file before this runs, and hands it in with the schema's text shape (see renderer/vite-site-plugin.ts). Server
 * side only: the browser receives just the payloads of renderer/payload.ts.
 */
import { pictures, source, texts } from 'virtual:site-config';
import { languageOfPath } from '../site/languages.ts';
import { SiteResolver, type LanguageFrame, type ResolvedPage } from '../site/resolve-site.ts';

const resolver = new SiteResolver(source, texts, pictures);

/** Each language's site without its pages, the default language first. */
export const frames: readonly LanguageFrame[] = resolver.frames;

/** Where the page of each address is: its language and its place in site.json's pages. */
const places = new Map(
  frames.flatMap((_, language) => resolver.routes(language).map((route, page) => [route, { language, page }] as const)),
);

/** Whether an address has a page of site.json. */
export const hasPage = (path: string) => places.has(path);

/** The page last asked for (pageAt), by its address. */
let lastAsked: { path: string; page: ResolvedPage | undefined } | undefined;

/**
 * The page at an address, resolved when it is asked for: a prerender thread draws its thousands of pages one at a
 * time, and resolving them all first made it wait seconds before its first and hold every one until its last.
 */
export function pageAt(path: string): ResolvedPage | undefined {
  // The last page asked for is kept: a prerender thread asks for its page's document, then for its data.
  if (lastAsked?.path !== path) {
    const place = places.get(path);
    lastAsked = { path, page: place && resolver.page(place.language, place.page) };
  }
  return lastAsked.page;
}

/** The site in the language of an address: "/nl/…" in Dutch, anything else in the default language. */
export function siteFor(path: string): LanguageFrame {
  return languageOfPath(
    path,
    frames.map((frame) => ({ prefix: frame.language.prefix, frame })),
  ).frame;
}
