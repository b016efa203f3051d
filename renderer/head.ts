/** The head of a prerendered page: title, description, canonical link, Open Graph and Twitter card. */
import { escapeInject } from 'vike/server';
import type { LayoutPayload, PagePayload } from './payload.ts';

export function headTags(layout: LayoutPayload, page: PagePayload | null, errorStatus: number | undefined) {
  const { errorPage, site, brand } = layout;
  const title = page ? page.title : errorStatus === 404 ? errorPage.notFoundTitle : errorPage.title;
  const description = page ? page.description : errorPage.description;
  const url = page ? site.origin + page.route : '';
  return escapeInject`<title>${title}</title>
    <meta name="description" content="${description}">
    ${page ? escapeInject`<link rel="canonical" href="${url}">` : escapeInject`<meta name="robots" content="noindex">`}
    <meta property="og:type" content="website">
    <meta property="og:site_name" content="${brand.name}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    <meta property="og:url" content="${url}">
    <meta name="twitter:card" content="summary">
    <meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${description}">`;
}
