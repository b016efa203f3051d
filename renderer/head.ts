/**
 * What the head of a view says: its title, description, canonical address and the values social networks show.
 * Decided here only: the server writes them as tags on the first load (head-tags.ts), the browser sets them after
 * each client navigation (navigation/apply-head.ts), so a view's head reads the same however it was reached.
 */
import { routeIn, routeWithoutPrefix } from '../site/languages.ts';
import { NOT_FOUND } from './error-status.ts';
import type { LayoutPayload, PagePayload } from './payload.ts';

export interface HeadFields {
  title: string;
  description: string;
  /** The page's public address; undefined for an error view, which is not to be indexed. */
  canonical: string | undefined;
  /** "noindex" for an error view, so search engines leave it out; undefined for a page. */
  robots: 'noindex' | undefined;
  /**
   * og:url, the permanent address of what is shared: the canonical address, or undefined for an error view, which has
   * none (no canonical link, noindex). Any address named there would give a shared broken link another page's
   * preview; without og:url, networks keep the address that was shared.
   */
  url: string | undefined;
  siteName: string;
  /** The picture shown when the site is shared (site.shareImage), at its full address; none without one. */
  shareImage: { url: string; width: number; height: number; alt: string } | undefined;
  /** A large picture card when there is a share picture, else the plain one. */
  twitterCard: 'summary_large_image' | 'summary';
  /** The page's address in every language, and x-default (the default language's); none for an error view or a site of one language. */
  alternates: { hreflang: string; href: string }[];
  /** og:locale: the page's locale as Open Graph writes it ("nl_NL"), and those of the other languages. */
  locale: string;
  otherLocales: string[];
}

/** The head of `page`, or, when page is null, of the error view for `errorStatus` (404 has a title of its own). */
export function headFields(
  { errorPage, site, brand, language, languages }: LayoutPayload,
  page: PagePayload | null,
  errorStatus: number | undefined,
): HeadFields {
  const canonical = page ? site.origin + page.route : undefined;
  const route = page && routeWithoutPrefix(page.route, language);
  const alternates =
    route !== null && languages.length > 1
      ? [
          ...languages.map((other) => ({ hreflang: other.code, href: site.origin + routeIn(route, other) })),
          { hreflang: 'x-default', href: site.origin + route },
        ]
      : [];
  const image = site.shareImage;
  return {
    title: page ? page.title : errorStatus === NOT_FOUND ? errorPage.notFoundTitle : errorPage.title,
    description: page ? page.description : errorPage.description,
    canonical,
    robots: canonical === undefined ? 'noindex' : undefined,
    url: canonical,
    siteName: brand.name,
    shareImage: image
      ? { url: site.origin + image.src, width: image.width, height: image.height, alt: image.alt }
      : undefined,
    twitterCard: image ? 'summary_large_image' : 'summary',
    alternates,
    locale: openGraphLocale(language.locale),
    otherLocales: languages
      .filter((other) => other.code !== language.code)
      .map((other) => openGraphLocale(other.locale)),
  };
}

/** Open Graph writes a locale with an underscore: "en-US" → "en_US". */
const openGraphLocale = (locale: string) => locale.replace('-', '_');
