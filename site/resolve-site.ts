import type { Page, Section, SiteConfig } from '../schemas/site.types.ts';
import { languagesOf, routeIn, type Language } from './languages.ts';
import { pictureSources } from './picture-fields.ts';
import type { PictureManifest } from './picture-outputs.ts';
import { fillAll, placeholderValues, type PlaceholderValues } from './placeholders.ts';
import { pageShapeOf, textWordsOf, type TextShape } from './text-shape.ts';
import { translatedSite, withWords, wordsIn } from './translate.ts';

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

/** One language's site apart from its pages: what every page of the language is drawn inside. */
export type LanguageFrame = Omit<ResolvedSite, 'pages'>;

/**
 * Everything a page in one language is resolved from besides the language's frame and placeholder values: the page as
 * written, the words of each of its texts in the language (in textsOf's order; null where it stays as written), and
 * what the build made of the pictures it shows. A build keys a page by these (scripts/build/reuse.ts).
 */
export interface PageInputs {
  page: Page;
  words: (string | null)[];
  pictures: PictureManifest;
}

/**
 * A validated site.json made ready to render, a page only when asked for: each language's frame (the default first)
 * at once, and any page of any language resolved on its own, so a build that draws a few pages of thousands resolves
 * those few.
 */
export class SiteResolver {
  readonly languages: Language[];
  /** Each language's frame, in the order of `languages`. */
  readonly frames: LanguageFrame[];
  /** Each language's placeholder values, in the order of `languages`. */
  readonly values: PlaceholderValues[];
  private readonly pageShape: TextShape | undefined;

  constructor(
    readonly source: SiteConfig,
    texts: TextShape | null,
    private readonly pictures: PictureManifest = {},
  ) {
    this.languages = languagesOf(source);
    // The pages are resolved one by one: the frames are the site without them.
    const withoutPages = { ...source, pages: [] };
    this.values = this.languages.map((language) => placeholderValues(source, language.locale));
    this.frames = this.languages.map((language, i) => {
      const {
        translations: _,
        pages: __,
        ...words
      } = i === 0 ? withoutPages : translatedSite(withoutPages, source.translations![i - 1]!, texts);
      return { ...fillAll(words, this.values[i]!), language, languages: this.languages };
    });
    this.pageShape = pageShapeOf(texts);
  }

  /** The routes of the language at `languageIndex`, in the order of site.json's pages. */
  routes(languageIndex: number): string[] {
    const language = this.languages[languageIndex]!;
    return this.source.pages.map((page) => routeIn(page.route, language));
  }

  /** What the page at `pageIndex` is resolved from in each language (see PageInputs), in the order of `languages`. */
  inputs(pageIndex: number, texts = textWordsOf(this.source.pages[pageIndex], this.pageShape)): PageInputs[] {
    const page = this.source.pages[pageIndex]!;
    const pictures = this.picturesOf(pictureSources(page.sections));
    return this.languages.map((_, l) => {
      const translation = l === 0 ? undefined : this.source.translations![l - 1]!;
      const words = texts.map((text) => (translation && wordsIn(translation, text)) ?? null);
      return { page, words, pictures };
    });
  }

  /** What the build made of the pictures a page shows (pictureSources of its sections). */
  picturesOf(sources: readonly string[]): PictureManifest {
    const made = sources.filter((src) => this.pictures[src]);
    return Object.fromEntries(made.map((src) => [src, this.pictures[src]!]));
  }

  /** The page at `pageIndex` made ready to render in the language at `languageIndex`. */
  page(languageIndex: number, pageIndex: number): ResolvedPage {
    const page = this.source.pages[pageIndex]!;
    const pictures = this.picturesOf(pictureSources(page.sections));
    // The file's own language shows each text as written; another, its words where its translation has them (the
    // page itself where it has none: withWords copies only what changes).
    const translation = languageIndex === 0 ? undefined : this.source.translations![languageIndex - 1]!;
    const translated = translation ? withWords(page, this.pageShape, (text) => wordsIn(translation, text)) : page;
    const filled = fillAll(translated, this.values[languageIndex]!);
    const language = this.languages[languageIndex]!;
    const resolved: ResolvedPage = {
      ...filled,
      route: routeIn(filled.route, language),
      language: language.code,
      sections: filled.sections.map(
        ({ type, ...fields }, i) => ({ type, number: i + 1, ...fields }) as Numbered<Section>,
      ),
    };
    return Object.keys(pictures).length === 0 ? resolved : { ...resolved, pictures };
  }

  /** Every language's site with all its pages. */
  sites(): ResolvedSite[] {
    return this.frames.map((frame, i) => ({ ...frame, pages: this.source.pages.map((_, p) => this.page(i, p)) }));
  }
}

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
  const sites = new SiteResolver(source, texts, pictures).sites();
  return { sites, routeTable: new Map(sites.flatMap((site) => site.pages.map((page) => [page.route, page]))) };
}
