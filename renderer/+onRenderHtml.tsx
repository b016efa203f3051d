import type { ComponentType } from 'react';
import type { PageContextServer } from 'vike/types';
import type { AppProps } from './App.tsx';
import { choosePreloads } from './asset-preloads.ts';
import { DEFAULT_ERROR_STATUS, NOT_FOUND } from './error-status.ts';
import { isErrorPageRoute } from './error-routes.ts';
import { pageDocument } from './page-document.tsx';
import { routeTable, siteFor } from './site.ts';
import { sectionRegistry } from '../sections/registry.ts';
import { leadPictureOf, structuredDataOf } from '../sections/section-facts.ts';
import '../styles/index.css';

export function onRenderHtml(pageContext: PageContextServer & { Page: ComponentType<AppProps> }) {
  const failed = pageContext.errorWhileRendering || pageContext.abortStatusCode;
  const notFound = pageContext.is404 || isErrorPageRoute(pageContext.urlPathname);
  const errorStatus = notFound
    ? NOT_FOUND
    : failed
      ? ((pageContext.abortStatusCode as number | undefined) ?? DEFAULT_ERROR_STATUS)
      : undefined;
  const documentHtml = pageDocument({
    site: siteFor(pageContext.urlPathname),
    page: errorStatus ? null : (routeTable.get(pageContext.urlPathname) ?? null),
    errorStatus,
    location: pageContext.urlOriginal,
    Page: pageContext.Page,
    sections: sectionRegistry,
    structuredDataOf,
    leadPictureOf,
  });
  return { documentHtml, injectFilter: choosePreloads };
}
