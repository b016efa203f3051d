/**
 * The data of the page at an address as client-side navigation fetches it (payload.ts, pageDataUrl), as JSON; null at
 * an address with no page. A setting of Vike's like +documentOf.ts: the build's prerender threads write a page's data
 * with the page, from the page they just resolved for it, instead of the build resolving every page again.
 */
import { pageDataText } from './payload.ts';
import { pageAt, siteFor } from './site.ts';
import { sitePartsOf } from '../sections/section-facts.ts';

export default function pageDataOf(urlPathname: string): string | null {
  const page = pageAt(urlPathname);
  return page ? pageDataText(siteFor(urlPathname), page, sitePartsOf) : null;
}
