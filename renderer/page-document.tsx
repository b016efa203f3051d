/**
 * The HTML document of one address, as text, before Vike adds the scripts and styles: the head
 * (head-tags.ts), the App drawn to HTML and the payload the browser hydrates it with (payload.ts). What it draws with
 * is handed in by +documentOf.ts: the App, and from sections/ the registry and what a section means to search
 * engines.
 */
import type { ComponentType } from 'react';
import { CONSENT_STATE_STYLESHEET } from '../browser/consent/constants.ts';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import type { LanguageFrame, ResolvedPage } from '../site/resolve-site.ts';
import type { AppProps } from './App.tsx';
import { escapeHtml } from './escape-html.ts';
import { headTags, type StructuredDataOf } from './head-tags.ts';
import { jsonForScript, PAYLOAD_SCRIPT_ID } from './json-script.ts';
import { leadPicturePreload, type LeadPictureOf } from './lead-picture.ts';
import { layoutPayload, pagePayload, type InitialPayload, type SitePartsOf } from './payload.ts';
import { pageScripts } from './page-scripts.ts';
import type { SectionRegistry } from './sections.ts';

export interface DocumentInput {
  /** The site in the address's language. */
  site: LanguageFrame;
  /** The page at the address, or null when the error page is drawn. */
  page: ResolvedPage | null;
  errorStatus: number | undefined;
  /** The address as requested, which the router draws. */
  location: string;
  Page: ComponentType<AppProps>;
  sections: SectionRegistry;
  structuredDataOf: StructuredDataOf;
  leadPictureOf: LeadPictureOf;
  sitePartsOf: SitePartsOf;
}

export function pageDocument({
  site,
  page,
  errorStatus,
  location,
  Page,
  sections,
  structuredDataOf,
  leadPictureOf,
  sitePartsOf,
}: DocumentInput): string {
  const payload: InitialPayload = { layout: layoutPayload(site), page: page && pagePayload(site, page, sitePartsOf) };
  const html = renderToString(
    <StaticRouter location={location}>
      <Page payload={payload} errorStatus={errorStatus} sections={sections} />
    </StaticRouter>,
  );
  const scripts = pageScripts(payload.layout)
    .map((script) => `<script>${script}</script>`)
    .join('');
  // The browser paints nothing before the payload, which follows the page's content, is parsed: a page whose HTML
  // arrives in pieces is first drawn whole, every control in it, rather than its header alone and the rest a frame
  // later (two layouts of the page, and a tap on what was just painted waiting for the second).
  const wholePageFirst = `<link rel="expect" href="#${PAYLOAD_SCRIPT_ID}" blocking="render">`;
  const head = headTags(payload.layout, page, errorStatus, structuredDataOf, leadPicturePreload(page, leadPictureOf));
  return `<!DOCTYPE html>
<html lang="${escapeHtml(site.language.code)}">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    ${wholePageFirst}
    ${scripts}
    <link rel="icon" href="/favicon.svg" type="image/svg+xml">
    <noscript><link rel="stylesheet" href="/no-js.css">${site.cookies ? `<link rel="stylesheet" href="${CONSENT_STATE_STYLESHEET}">` : ''}</noscript>
    ${head}
  </head>
  <body>
    <div id="root">${html}</div>
    <script id="${PAYLOAD_SCRIPT_ID}" type="application/json">${jsonForScript({ payload, errorStatus })}</script>
  </body>
</html>`;
}
