/**
 * The HTML document of an address, as text, before Vike adds its scripts and styles: what +onRenderHtml.tsx answers.
 * It is a setting of Vike's too (+config.ts), so that the build's prerender threads can call it for a page directly
 * once Vike has drawn their first one (scripts/build/render-worker.ts): a page costs less than half as much that way.
 */
import type { ComponentType } from 'react';
import type { AppProps } from './App.tsx';
import { isErrorPageRoute } from './error-routes.ts';
import { NOT_FOUND } from './error-status.ts';
import { pageDocument } from './page-document.tsx';
import { pageAt, siteFor } from './site.ts';
import { sectionRegistry } from '../sections/registry.ts';
import { leadPictureOf, sitePartsOf, structuredDataOf } from '../sections/section-facts.ts';

export interface DocumentRequest {
  /** The address's path, which names its page and language: "/nl/pricing". */
  urlPathname: string;
  /** The address as requested, which the router draws. */
  urlOriginal: string;
  /** What Vike renders at every address (pages/index/+Page.ts): the App. */
  Page: ComponentType<AppProps>;
  /** The status of an address that failed, or undefined. A language's own 404 page ("/nl/404") is one by its address. */
  errorStatus?: number;
}

export default function documentOf({ urlPathname, urlOriginal, Page, errorStatus: failed }: DocumentRequest): string {
  const errorStatus = isErrorPageRoute(urlPathname) ? NOT_FOUND : failed;
  return pageDocument({
    site: siteFor(urlPathname),
    page: errorStatus ? null : (pageAt(urlPathname) ?? null),
    errorStatus,
    location: urlOriginal,
    Page,
    sections: sectionRegistry,
    structuredDataOf,
    leadPictureOf,
    sitePartsOf,
  });
}
