/** The head of a prerendered page: title, description, canonical link, Open Graph and Twitter card. */
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { Section } from '../schemas/site.types.ts';
import { structuredDataFor } from '../sections/structured-data.ts';
import { jsonForScript } from './json-script.ts';
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
    ${site.shareImage ? escapeInject`<meta property="og:image" content="${site.origin + site.shareImage.src}">
    <meta property="og:image:width" content="${String(site.shareImage.width)}">
    <meta property="og:image:height" content="${String(site.shareImage.height)}">
    <meta property="og:image:alt" content="${site.shareImage.alt}">
    <meta name="twitter:card" content="summary_large_image">
    <meta name="twitter:image" content="${site.origin + site.shareImage.src}">
    <meta name="twitter:image:alt" content="${site.shareImage.alt}">` : escapeInject`<meta name="twitter:card" content="summary">`}
    <meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    ${dangerouslySkipEscape(structuredData(layout, page).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`).join('\n    '))}`;
}

/** The organisation on every page, plus whatever the page's sections mean to search engines (FAQ lists). */
function structuredData({ brand, site, footer }: LayoutPayload, page: PagePayload | null): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    description: brand.tagline,
    url: site.origin,
    logo: `${site.origin}/favicon.svg`,
    sameAs: footer.social.map((link) => link.href),
  };
  const sections = (page?.sections ?? []).flatMap((section) => {
    const describe = structuredDataFor[section.type] as ((s: Section) => object) | undefined;
    return describe ? [describe(section)] : [];
  });
  return [organization, ...sections];
}

