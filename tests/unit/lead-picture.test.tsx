/**
 * The picture that opens a page is its largest paint: drawn at once and first, and asked for in the head before the
 * styles and scripts the build adds, naming the very files and sizes of the <picture>, so the browser fetches it once. Held for each
 * section type that can open a page with a picture, and for the shipped home page as the prerender writes it.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from '../../renderer/App.tsx';
import { pageDocument } from '../../renderer/page-document.tsx';
import type { Section, SiteConfig } from '../../schemas/site.types.ts';
import { preloadLazySections } from '../../sections/lazy-section.tsx';
import { sectionRegistry } from '../../sections/registry.ts';
import { leadPictureOf, sitePartsOf, structuredDataOf } from '../../sections/section-facts.ts';
import type { PictureManifest, PictureOutputs } from '../../site/picture-outputs.ts';
import { pictureSources } from '../../site/picture-fields.ts';
import { resolveSite } from '../../site/resolve-site.ts';
import { texts } from '../site.ts';

const shipped = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as SiteConfig;

/** What the build makes of a picture: AVIF, WebP and PNG at three widths. */
const outputsOf = (src: string): PictureOutputs => ({
  width: 1280,
  height: 840,
  fallback: 'png',
  files: [480, 960, 1280].flatMap((width) =>
    (['avif', 'webp', 'png'] as const).map((format) => ({
      format,
      width,
      url: `/${src.replace(/\.\w+$/, '')}-${width}.0123456789.${format}`,
    })),
  ),
});
const manifestOf = (site: SiteConfig): PictureManifest =>
  Object.fromEntries(pictureSources(site).map((src) => [src, outputsOf(src)]));

const image = { src: 'media/shot.png', alt: 'The calendar of one week' };
/** A section of each type that can draw a picture on a page's first screen. */
const PICTURED: Section[] = [
  { type: 'hero', heading: 'Plan every post', lead: 'One calendar.', picture: image },
  { type: 'split', heading: 'Approvals', text: 'Nothing goes out unseen.', picture: image },
  { type: 'picture', image },
];

/** The document of the site's home page with `sections` as its sections. */
function homeWith(sections: Section[]) {
  const site: SiteConfig = {
    ...shipped,
    pages: shipped.pages.map((page) => (page.route === '/' ? { ...page, sections } : page)),
  };
  const { sites, routeTable } = resolveSite(site, texts, manifestOf(site));
  return pageDocument({
    site: sites[0]!,
    page: routeTable.get('/')!,
    errorStatus: undefined,
    location: '/',
    Page: App,
    sections: sectionRegistry,
    structuredDataOf,
    leadPictureOf,
    sitePartsOf,
  });
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, 'i').exec(tag)?.[1];
const preloadsOf = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
const firstSource = (html: string) => /<source\b[^>]*>/.exec(html.slice(html.indexOf('<body')))?.[0] ?? '';
const mainImage = (html: string) =>
  [...html.matchAll(/<img\b[^>]*>/g)].map((match) => match[0]).find((tag) => tag.includes('picture__img'))!;

beforeAll(() => preloadLazySections());

describe.each(PICTURED.map((section) => [section.type, section] as const))(
  'a %s section with a picture',
  (_, section) => {
    it('opening a page: the picture loads first, and the head preloads the files and sizes of its first <source>', () => {
      const html = homeWith([section]);
      const [preload, ...others] = preloadsOf(html);
      expect(others).toHaveLength(0);
      expect(preload, 'a preload of the picture').toBeDefined();
      const source = firstSource(html);
      expect(attribute(preload!, 'type')).toBe(attribute(source, 'type'));
      expect(attribute(preload!, 'imagesrcset')).toBe(attribute(source, 'srcset'));
      expect(attribute(preload!, 'imagesizes')).toBe(attribute(source, 'sizes'));
      expect(attribute(preload!, 'fetchpriority')).toBe('high');
      expect(
        html.indexOf(preload!),
        'in the head, before the styles and scripts the build adds at its end',
      ).toBeLessThan(html.indexOf('</head>'));
      expect(mainImage(html)).toMatch(/fetchpriority="high"/i);
      expect(mainImage(html)).not.toContain('loading="lazy"');
    });

    it('further down: no preload, and the picture loads as it nears the screen', () => {
      const html = homeWith([
        {
          type: 'cta',
          heading: 'Start today',
          buttons: [{ label: 'Start', href: '/pricing', style: 'primary' }],
        } as Section,
        section,
      ]);
      expect(preloadsOf(html)).toEqual([]);
      expect(mainImage(html)).toContain('loading="lazy"');
    });
  },
);

describe('a picture in the place of a drawing', () => {
  it('a hero or split with a picture draws no drawing beside it', () => {
    for (const section of PICTURED.filter((candidate) => candidate.type !== 'picture')) {
      const html = homeWith([section]);
      expect(html, section.type).not.toMatch(/class="illustration/);
      expect(mainImage(html), section.type).toContain('alt="The calendar of one week"');
    }
  });

  it('a split with neither a picture nor a drawing is its copy alone', () => {
    const html = homeWith([{ type: 'split', heading: 'Approvals', text: 'Nothing goes out unseen.' }]);
    expect(html).not.toMatch(/<picture>|class="illustration/);
    expect(html).toContain('Nothing goes out unseen.');
  });

  it('a page opened by text alone preloads no picture', () => {
    expect(
      preloadsOf(
        homeWith([{ type: 'hero', heading: 'Plan every post', lead: 'One calendar.', illustration: 'dashboard' }]),
      ),
    ).toEqual([]);
  });

  it('the shipped home page preloads its hero picture', () => {
    const [preload] = preloadsOf(homeWith(shipped.pages.find((page) => page.route === '/')!.sections));
    expect(attribute(preload!, 'imagesrcset')).toMatch(/^\/media\/publishing-dashboard-480\.\w+\.avif 480w, /);
  });
});
