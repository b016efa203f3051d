/**
 * What the rules that compare pages read of each page, and a build reads of every page: its route, its title, the
 * ids its sections declare and what its sections show. A build's check keeps each page's summary with the text it
 * passed (node/check-base.ts); the next check reads only the pages whose text changed, and gives the others as pages
 * parsed when first read beyond their summary (node/unread-pages.ts). The rules ask for a page's summary here before
 * walking the page for it: at 20,000 pages, not parsing those that did not change is most of a rebuild's check.
 */

export interface PageSummary {
  /** The page's route and title, when they are texts. */
  route?: string;
  title?: string;
  /** The ids declared inside its sections, in order (a link may jump to them). */
  ids: string[];
  /** Whether a section lists the cookie categories (whose ids are anchors of the page too). */
  listsCookieCategories: boolean;
  /** Whether a section shows the product data's figures. */
  showsProductData: boolean;
  /** The picture files its sections show (pictureSources). */
  pictures: string[];
}

const summaries = new WeakMap<object, PageSummary>();

/** The summary of a page known without reading it, if it is one. */
export const knownSummary = (page: object): PageSummary | undefined => summaries.get(page);

/** Says what `page` holds without it being read (it is read only when something asks for more). */
export function withSummary<T extends object>(page: T, summary: PageSummary): T {
  summaries.set(page, summary);
  return page;
}
