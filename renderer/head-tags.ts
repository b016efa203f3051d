/**
 * The head of a prerendered page as tags: the fields head.ts decides (title, description, canonical link, Open Graph
 * and Twitter card), then the page's structured data, as HTML text with every value escaped.
 */
import { escapeHtml as e } from './escape-html.ts';
import { headFields } from './head.ts';
import { jsonForScript } from './json-script.ts';
import type { PicturePreload } from './lead-picture.ts';
import type { LayoutPayload, PagePayload } from './payload.ts';
import type { Section } from '../schemas/site.types.ts';

/** What a section means to search engines (sections/section-facts.ts), handed in by +documentOf.ts. */
export type StructuredDataOf = (section: Section) => Record<string, unknown> | undefined;

export function headTags(
  layout: LayoutPayload,
  page: PagePayload | null,
  errorStatus: number | undefined,
  structuredDataOf: StructuredDataOf,
  leadPicture?: PicturePreload,
): string {
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
  const preload = leadPicture
    ? `<link rel="preload" as="image" type="${e(leadPicture.type)}" imagesrcset="${e(leadPicture.srcset)}" imagesizes="${e(leadPicture.sizes)}" fetchpriority="high">`
    : '';
  const image = shareImage
    ? `<meta property="og:image" content="${e(shareImage.url)}">
    <meta property="og:image:width" content="${shareImage.width}">
    <meta property="og:image:height" content="${shareImage.height}">
    <meta property="og:image:alt" content="${e(shareImage.alt)}">
    <meta name="twitter:card" content="${e(twitterCard)}">
    <meta name="twitter:image" content="${e(shareImage.url)}">
    <meta name="twitter:image:alt" content="${e(shareImage.alt)}">`
    : `<meta name="twitter:card" content="${e(twitterCard)}">`;
  return `<title>${e(title)}</title>
    ${preload}
    <meta name="description" content="${e(description)}">
    ${canonical !== undefined ? `<link rel="canonical" href="${e(canonical)}">` : ''}${robots ? `<meta name="robots" content="${e(robots)}">` : ''}
    ${alternates.map(({ hreflang, href }) => `<link rel="alternate" hreflang="${e(hreflang)}" href="${e(href)}">`).join('\n    ')}
    <meta property="og:type" content="website">
    <meta property="og:locale" content="${e(locale)}">
    ${otherLocales.map((other) => `<meta property="og:locale:alternate" content="${e(other)}">`).join('\n    ')}
    <meta property="og:site_name" content="${e(siteName)}">
    <meta property="og:title" content="${e(title)}">
    <meta property="og:description" content="${e(description)}">
    ${url !== undefined ? `<meta property="og:url" content="${e(url)}">` : ''}
    ${image}
    <meta name="twitter:title" content="${e(title)}">
    <meta name="twitter:description" content="${e(description)}">
    ${structuredData(layout, page, structuredDataOf)
      .map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`)
      .join('\n    ')}`;
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
