/**
 * A page weighs the same whatever the size of the site: its HTML carries the layout and its own page, and nothing that
 * lists the site's other routes. The same addresses, drawn by the prerender's own function (renderer/page-document.tsx)
 * for site.json and for a site of 20,000 pages generated from it, differ by at most 2 %, raw and gzip.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { App } from '../../renderer/App.tsx';
import { NOT_FOUND } from '../../renderer/error-status.ts';
import { pageDocument } from '../../renderer/page-document.tsx';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { generateSite } from '../../scripts/bench/generate-site.ts';
import { sectionRegistry } from '../../sections/registry.ts';
import { leadPictureOf, sitePartsOf, structuredDataOf } from '../../sections/section-facts.ts';
import { languageOfPath } from '../../site/languages.ts';
import { resolveSite } from '../../site/resolve-site.ts';
import { texts } from '../site.ts';

const GENERATED_PAGES = 20_000;
/** How much the same address may weigh more or less in the generated site, as a share of its weight in site.json. */
const MOST_DIFFERENCE = 0.02;

/** Pages of both languages, and the error page an unknown address gets in each. */
const ADDRESSES: { address: string; errorStatus?: number }[] = [
  { address: '/' },
  { address: '/pricing' },
  { address: '/nl' },
  { address: '/nl/pricing' },
  { address: '/no-such-page', errorStatus: NOT_FOUND },
  { address: '/nl/404', errorStatus: NOT_FOUND },
];

const shipped = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as SiteConfig;

/** The bytes of the document the prerender writes for an address of a site, raw and gzip. */
function weigh(
  { sites, routeTable }: ReturnType<typeof resolveSite>,
  { address, errorStatus }: (typeof ADDRESSES)[number],
) {
  const page = errorStatus ? null : routeTable.get(address);
  expect(page, address).not.toBeUndefined();
  const site = languageOfPath(
    address,
    sites.map((candidate) => ({ prefix: candidate.language.prefix, site: candidate })),
  ).site;
  const html = Buffer.from(
    pageDocument({
      site,
      page: page!,
      errorStatus,
      location: address,
      Page: App,
      sections: sectionRegistry,
      structuredDataOf,
      leadPictureOf,
      sitePartsOf,
    }),
  );
  return { raw: html.length, gzip: gzipSync(html).length };
}

describe('the HTML of a page', () => {
  it(`weighs the same in site.json and in a site of ${GENERATED_PAGES.toLocaleString('en')} pages`, () => {
    const generated = generateSite(shipped, GENERATED_PAGES);
    expect(generated.pages).toHaveLength(GENERATED_PAGES);
    const [shippedSite, generatedSite] = [shipped, generated].map((source) => resolveSite(source, texts));
    for (const view of ADDRESSES) {
      const small = weigh(shippedSite!, view);
      const large = weigh(generatedSite!, view);
      for (const measure of ['raw', 'gzip'] as const) {
        expect(
          Math.abs(large[measure] - small[measure]) / small[measure],
          `${view.address} ${measure}: ${small[measure]} bytes in site.json, ${large[measure]} at ${GENERATED_PAGES} pages`,
        ).toBeLessThanOrEqual(MOST_DIFFERENCE);
      }
    }
  });
});
