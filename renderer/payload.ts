/**
 * What the browser receives: the layout once, in the page's language (header, footer, error texts), and one page's
 * sections at a time. The first page's payload is embedded in its HTML; later pages are fetched as JSON from
 * pageDataUrl(route), files the build writes beside the HTML. Nothing in it lists the site's other routes, so a page
 * weighs the same in a site of 20 pages or 20,000: an address without page data is asked about when it is visited
 * (navigation/use-routed-page.ts).
 */
import { consentCategory, type ConsentCategory } from '../browser/consent/categories.ts';
import type { CookieBanner, CookieCategory, Section, SiteConfig } from '../schemas/site.types.ts';
import type { Language } from '../site/languages.ts';
import type { LanguageFrame, ResolvedPage, ResolvedSite } from '../site/resolve-site.ts';

export interface LayoutPayload {
  brand: SiteConfig['brand'];
  site: SiteConfig['site'];
  header: SiteConfig['header'];
  footer: SiteConfig['footer'];
  errorPage: SiteConfig['errorPage'];
  assistiveText: SiteConfig['assistiveText'];
  /** The cookie notice's copy and what consent needs of each category (its letter, flags); their explanations are
   * carried by the pages that list them (PageSiteParts). */
  cookies: ConsentSetup | undefined;
  /** The language of these texts. */
  language: Language;
  /** Every language of the site, the default first: the language switch and the alternate addresses. */
  languages: Language[];
}

export interface ConsentSetup {
  banner: CookieBanner;
  categories: ConsentCategory[];
}

/**
 * What a page's sections read of the site besides their own fields, carried by the pages that show such a section
 * rather than by every page's layout: the contact form's fields, rules and messages; the cookie categories with their
 * explanations.
 */
export interface PageSiteParts {
  contactForm?: SiteConfig['contactForm'];
  cookieCategories?: CookieCategory[];
}
export type SitePart = keyof PageSiteParts;
/** The parts of the site a section reads (its type's facts, handed in: the renderer imports no section). */
export type SitePartsOf = (section: Section) => readonly SitePart[] | undefined;

/** One page as the browser receives it: the page of the resolved site, sections numbered, and the site parts they read. */
export type PagePayload = ResolvedPage & { siteParts?: PageSiteParts };

export interface InitialPayload {
  layout: LayoutPayload;
  /** The page of the first load, or null when the first load is the error page. */
  page: PagePayload | null;
}

export const PAGE_DATA_DIR = 'page-data';

/** "/" → /page-data/index.json, "/pricing" → /page-data/pricing.json, "/nl/" → /page-data/nl/index.json. */
export function pageDataUrl(route: string): string {
  return `/${PAGE_DATA_DIR}${route.endsWith('/') ? `${route}index` : route}.json`;
}

const SITE_PARTS: { [Part in SitePart]: (site: LanguageFrame) => PageSiteParts[Part] } = {
  contactForm: (site) => site.contactForm,
  cookieCategories: (site) => site.cookies?.categories,
};

/** The page with the parts of the site its sections read (none for most pages). */
export function pagePayload(site: LanguageFrame, page: ResolvedPage, sitePartsOf: SitePartsOf): PagePayload {
  const read = new Set(page.sections.flatMap((section) => sitePartsOf(section) ?? []));
  if (read.size === 0) return page;
  return { ...page, siteParts: Object.fromEntries([...read].map((part) => [part, SITE_PARTS[part](site)])) };
}

/** What pageDataUrl(route) holds: the page's payload as JSON, whichever part of the build writes it. */
export function pageDataText(site: LanguageFrame, page: ResolvedPage, sitePartsOf: SitePartsOf): string {
  return JSON.stringify(pagePayload(site, page, sitePartsOf));
}

export function layoutPayload(site: LanguageFrame): LayoutPayload {
  const { brand, header, footer, errorPage, assistiveText, language, languages } = site;
  return {
    brand,
    site: site.site,
    header,
    footer,
    errorPage,
    assistiveText,
    cookies: site.cookies && {
      banner: site.cookies.banner,
      categories: site.cookies.categories.map(consentCategory),
    },
    language,
    languages,
  };
}
