/**
 * The head of a prerendered page as tags: the fields head.ts decides (title, description, canonical link, Open Graph
 * and Twitter card), then the page's structured data. Server only: it needs vike's escaping.
 */
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import { headFields } from './head.ts';
import { jsonForScript } from './json-script.ts';
import type { PicturePreload } from './lead-picture.ts';
import type { LayoutPayload, PagePayload } from './payload.ts';
import type { Section } from '../schemas/site.types.ts';

/** What a section means to search engines (sections/section-facts.ts), handed in by +onRenderHtml.tsx. */
export type StructuredDataOf = (section: Section) => Record<string, unknown> | undefined;

export function headTags(
  layout: LayoutPayload,
  page: PagePayload | null,
  errorStatus: number | undefined,
  structuredDataOf: StructuredDataOf,
  leadPicture?: PicturePreload,
) {
  const {
    title,
    description,
    canonical,
    robots,
    url,
    siteName,
    shareImage,
    twitterCard,
    alternates,
    locale,
    otherLocales,
  } = headFields(layout, page, errorStatus);
  return escapeInject`<title>${title}</title>
    ${leadPicture ? escapeInject`<link rel="preload" as="image" type="${leadPicture.type}" imagesrcset="${leadPicture.srcset}" imagesizes="${leadPicture.sizes}" fetchpriority="high">` : ''}
    <meta name="description" content="${description}">
    ${canonical !== undefined ? escapeInject`<link rel="canonical" href="${canonical}">` : ''}${robots ? escapeInject`<meta name="robots" content="${robots}">` : ''}
    ${dangerouslySkipEscape(alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}">`).join('\n    '))}
    <meta property="og:type" content="website">
    <meta property="og:locale" content="${locale}">
    ${dangerouslySkipEscape(otherLocales.map((other) => `<meta property="og:locale:alternate" content="${escapeAttribute(other)}">`).join('\n    '))}
    <meta property="og:site_name" content="${siteName}">
    <meta property="og:title" content="${title}">
    <meta property="og:description" content="${description}">
    ${url !== undefined ? escapeInject`<meta property="og:url" content="${url}">` : ''}
    ${
      shareImage
        ? escapeInject`<meta property="og:image" content="${shareImage.url}">
    <meta property="og:image:width" content="${String(shareImage.width)}">
    <meta property="og:image:height" content="${String(shareImage.height)}">
    <meta property="og:image:alt" content="${shareImage.alt}">
    <meta name="twitter:card" content="${twitterCard}">
    <meta name="twitter:image" content="${shareImage.url}">
    <meta name="twitter:image:alt" content="${shareImage.alt}">`
        : escapeInject`<meta name="twitter:card" content="${twitterCard}">`
    }
    <meta name="twitter:title" content="${title}">
    <meta name="twitter:description" content="${description}">
    ${dangerouslySkipEscape(
      structuredData(layout, page, structuredDataOf)
        .map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`)
        .join('\n    '),
    )}`;
}

/**
 * The organisation's logo in the structured data, a file of public/: a square PNG of 512 px, as search engines ask
 * for a logo of at least 112 × 112 px in a format they all read (the 32 px SVG icon is neither).
 */
const ORGANIZATION_LOGO = '/logo.png';

/** The organisation on every page, plus whatever the page's sections mean to search engines (FAQ lists). */
function structuredData(
  { brand, site, footer }: LayoutPayload,
  page: PagePayload | null,
  structuredDataOf: StructuredDataOf,
): object[] {
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brand.name,
    description: brand.tagline,
    url: site.origin,
    logo: site.origin + ORGANIZATION_LOGO,
    sameAs: footer.social.map((link) => link.href),
  };
  const sections = (page?.sections ?? []).flatMap((section) => {
    const data = structuredDataOf(section);
    return data ? [data] : [];
  });
  return [organization, ...sections];
}

const escapeAttribute = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
