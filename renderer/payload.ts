/**
 * What the browser receives: the layout once, in the page's language (header, footer, error texts), and one page's
 * sections at a time. The first page's payload is embedded in its HTML; later pages are fetched as JSON from
 * pageDataUrl(route), files the build writes beside the HTML. Nothing in it lists the site's other routes, so a page
 * weighs the same in a site of 20 pages or 20,000: an address without page data is asked about when it is visited
 * (navigation/use-routed-page.ts).
 */
import type { SiteConfig } from '../schemas/site.types.ts';
import type { Language } from '../site/languages.ts';
import type { ResolvedPage, ResolvedSite } from '../site/resolve-site.ts';

export interface LayoutPayload {
  brand: SiteConfig['brand'];
  site: SiteConfig['site'];
  header: SiteConfig['header'];
  footer: SiteConfig['footer'];
  errorPage: SiteConfig['errorPage'];
  assistiveText: SiteConfig['assistiveText'];
  /** The cookie notice's copy and the cookie categories (consent letters, flags, and the settings page's copy). */
  cookies: SiteConfig['cookies'];
  /** The contact form's fields, rules and messages: a page may show the form (section "contactForm") after any first load. */
  contactForm: SiteConfig['contactForm'];
  /** The language of these texts. */
  language: Language;
  /** Every language of the site, the default first: the language switch and the alternate addresses. */
  languages: Language[];
}

/** One page as the browser receives it: the page of the resolved site, sections numbered. */
export type PagePayload = ResolvedPage;

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

export function layoutPayload(site: ResolvedSite): LayoutPayload {
  const { brand, header, footer, errorPage, assistiveText, language, languages } = site;
  return {
    brand,
    site: site.site,
    header,
    footer,
    errorPage,
    assistiveText,
    cookies: site.cookies,
    contactForm: site.contactForm,
    language,
    languages,
  };
}
