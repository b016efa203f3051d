/**
 * A first build writes page data while Vite makes the bundles, until they are made, and the render threads write the
 * rest (tests/unit/prerender.test.ts holds those to the page each page carries). Wherever the first part stops, what
 * is left is written once, and each file is the page's payload.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { pageDataUrl, pagePayload } from '../../renderer/payload.ts';
import { writePageData } from '../../scripts/build/page-data.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';
import { SiteResolver } from '../../site/resolve-site.ts';
import { texts } from '../site.ts';

const shipped = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as SiteConfig;
const site = new SiteResolver(shipped, texts, {});
const routes = site.languages.flatMap((_, l) => site.routes(l));
const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const filesIn = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));

describe('page data written in two parts', () => {
  it('stops where it is told, and the rest written after makes each route’s file once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.nat({ max: routes.length + 1 }), async (stopAfter) => {
        const folder = mkdtempSync(path.join(os.tmpdir(), 'page-data-'));
        folders.push(folder);
        let asked = 0;
        const first = await writePageData(folder, site, new Set(routes), () => asked++ >= stopAfter);
        expect(first.size).toBe(Math.min(stopAfter, routes.length));
        expect(filesIn(folder)).toHaveLength(first.size);
        // A file written twice would throw: it is written with the flag that refuses an existing file.
        const rest = await writePageData(folder, site, new Set(routes.filter((route) => !first.has(route))));
        expect(first.size + rest.size).toBe(routes.length);
        expect(filesIn(folder)).toHaveLength(routes.length);
      }),
      { numRuns: 8 },
    );
  });

  it('writes each page’s payload at its address', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'page-data-'));
    folders.push(folder);
    await writePageData(folder, site, new Set(routes));
    site.frames.forEach((frame, l) =>
      site.routes(l).forEach((route, p) => {
        const written = JSON.parse(readFileSync(path.join(folder, pageDataUrl(route).slice(1)), 'utf8')) as unknown;
        expect(written).toEqual(JSON.parse(JSON.stringify(pagePayload(frame, site.page(l, p), sitePartsOf))));
      }),
    );
  });
});
