/**
 * What the head of a view says: its title, description, canonical address and the values social networks show.
 * Decided here only: the server writes them as tags on the first load (head-tags.ts), the browser sets them after
 * each client navigation (navigation/apply-head.ts), so a view's head reads the same however it was reached.
 */
import { NOT_FOUND } from './error-status.ts';
import type { LayoutPayload, PagePayload } from './payload.ts';

export interface HeadFields {
  title: string;
  description: string;
  /** The page's public address; undefined for an error view, which is not to be indexed. */
  canonical: string | undefined;
  /** "noindex" for an error view, so search engines leave it out; undefined for a page. */
  robots: 'noindex' | undefined;
  /** og:url: the canonical address, or empty for an error view. */
  url: string;
  siteName: string;
  /** The picture shown when the site is shared (site.shareImage), at its full address; none without one. */
  shareImage: { url: string; width: number; height: number; alt: string } | undefined;
  /** A large picture card when there is a share picture, else the plain one. */
  twitterCard: 'summary_large_image' | 'summary';
}

/** The head of `page`, or, when page is null, of the error view for `errorStatus` (404 has a title of its own). */
export function headFields({ errorPage, site, brand }: LayoutPayload, page: PagePayload | null, errorStatus: number | undefined): HeadFields {
  const canonical = page ? site.origin + page.route : undefined;
  const image = site.shareImage;
  return {
    title: page ? page.title : errorStatus === NOT_FOUND ? errorPage.notFoundTitle : errorPage.title,
    description: page ? page.description : errorPage.description,
    canonical,
    robots: canonical === undefined ? 'noindex' : undefined,
    url: canonical ?? '',
    siteName: brand.name,
    shareImage: image ? { url: site.origin + image.src, width: image.width, height: image.height, alt: image.alt } : undefined,
    twitterCard: image ? 'summary_large_image' : 'summary',
  };
}
