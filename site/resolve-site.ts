import type { Page, Section, SiteConfig } from '../schemas/site.types.ts';
import { languagesOf, routeIn, type Language } from './languages.ts';
import { pictureSources } from './picture-fields.ts';
import type { PictureManifest } from './picture-outputs.ts';
import { fillAll, placeholderValues } from './placeholders.ts';
import type { TextShape } from './text-shape.ts';
import { translatedSite } from './translate.ts';

/**
 * A section as it is drawn: site.json gives no numbers, so each section gets its place on its page (1 for the first),
 * which its wrapper shows and its heading's id carries.
 */
export type Numbered<S extends Section> = S & { number: number };

/**
 * A page made ready to render in one language: placeholders filled, its sections numbered, its route that of its
 * language ("/nl/pricing"), the language's code, and what the build made of the pictures it shows (none when it
 * shows none, or in the dev server).
 */
export type ResolvedPage = Omit<Page, 'sections'> & {
  sections: Numbered<Section>[];
  language: string;
  pictures?: PictureManifest;
};

/** site.json made ready to render in one language. */
export type ResolvedSite = Omit<SiteConfig, 'pages' | 'translations'> & {
  pages: ResolvedPage[];
  language: Language;
  languages: Language[];
};

/**
 * A validated site.json made ready to render: for each language (the default first) the site in that language, and
 * one route table of every language's pages (route → page). `texts` says which strings are texts to translate
 * (the compiled schema's TextShape); `pictures`, what the build made of the site's pictures.
 */
export function resolveSite(
  source: SiteConfig,
  texts: TextShape | null,
  pictures: PictureManifest = {},
): { sites: ResolvedSite[]; routeTable: ReadonlyMap<string, ResolvedPage> } {
  const languages = languagesOf(source);
  const sites = languages.map((language, i) => {
    const { translations: _, ...words } =
      i === 0 ? source : translatedSite(source, source.translations![i - 1]!, texts);
    const filled = fillAll(words, placeholderValues(source, language.locale));
    return {
      ...filled,
      language,
      languages,
      pages: filled.pages.map((page) => withPictures(numbered(page, language), pictures)),
    };
  });
  return { sites, routeTable: new Map(sites.flatMap((site) => site.pages.map((page) => [page.route, page]))) };
}

/**
 * A section's number is its place in its page's list, 1 for the first: adding or moving a section renumbers the rest.
 * The number follows the type, where site.json used to write it, so a page's data reads as it did.
 */
function numbered(page: Page, language: Language): ResolvedPage {
  return {
    ...page,
    route: routeIn(page.route, language),
    language: language.code,
    sections: page.sections.map(({ type, ...fields }, i) => ({ type, number: i + 1, ...fields }) as Numbered<Section>),
  };
}

/** A page with the build's outputs of each picture it shows, which its data carries to the browser. */
function withPictures(page: ResolvedPage, pictures: PictureManifest): ResolvedPage {
  const shown = pictureSources(page.sections).filter((src) => pictures[src]);
  return shown.length === 0
    ? page
    : { ...page, pictures: Object.fromEntries(shown.map((src) => [src, pictures[src]!])) };
}
