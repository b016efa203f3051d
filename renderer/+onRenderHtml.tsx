import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import type { AppProps } from './App.tsx';
import { choosePreloads } from './asset-preloads.ts';
import { DEFAULT_ERROR_STATUS, NOT_FOUND } from './error-status.ts';
import { headTags } from './head-tags.ts';
import { jsonForScript, PAYLOAD_SCRIPT_ID } from './json-script.ts';
import { layoutPayload, type InitialPayload } from './payload.ts';
import { isErrorPageRoute } from './error-routes.ts';
import { routeTable, siteFor } from './site.ts';
import { sectionRegistry } from '../sections/registry.ts';
import { structuredDataOf } from '../sections/section-facts.ts';
import '../styles/index.css';

export function onRenderHtml(pageContext: PageContextServer & { Page: ComponentType<AppProps> }) {
  const { Page } = pageContext;
  const failed = pageContext.errorWhileRendering || pageContext.abortStatusCode;
  const notFound = pageContext.is404 || isErrorPageRoute(pageContext.urlPathname);
  const errorStatus = notFound ? NOT_FOUND : failed ? (pageContext.abortStatusCode as number | undefined) ?? DEFAULT_ERROR_STATUS : undefined;
  const page = errorStatus ? null : routeTable.get(pageContext.urlPathname) ?? null;
  const site = siteFor(pageContext.urlPathname);
  const payload: InitialPayload = { layout: layoutPayload(site), page };
  const html = renderToString(
    <StaticRouter location={pageContext.urlOriginal}>
      <Page payload={payload} errorStatus={errorStatus} sections={sectionRegistry} />
    </StaticRouter>,
  );
  const documentHtml = escapeInject`<!DOCTYPE html>
<html lang="${site.language.code}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <noscript><link rel="stylesheet" href="/no-js.css"></noscript>
    ${headTags(payload.layout, page, errorStatus, structuredDataOf)}
  </head>
  <body>
    <div id="root">${dangerouslySkipEscape(html)}</div>
    <script id="${PAYLOAD_SCRIPT_ID}" type="application/json">${dangerouslySkipEscape(jsonForScript({ payload, errorStatus }))}</script>
  </body>
</html>`;
  return { documentHtml, injectFilter: choosePreloads };
}
