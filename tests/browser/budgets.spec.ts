/**
 * What pages cost a visitor beyond their budgets (checked on every route by routes.spec.ts): a Dutch page loads Dutch
 * only, no page carries a list of the site's routes, and the app's code waits for the page's first paint.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PAYLOAD_SCRIPT_ID } from '../../renderer/json-script.ts';
import { DIST_DIR } from '../../site/node/paths.ts';
import { dutch, dutchRoutes, routes, site } from '../site.ts';

test('a Dutch page ships Dutch only: no English text in its HTML, no English page data', async ({ page }) => {
  const data: string[] = [];
  page.on('request', (request) => request.url().includes('/page-data/') && data.push(new URL(request.url()).pathname));
  for (const route of ['/nl', '/nl/pricing', '/nl/contact']) {
    const response = await page.goto(route);
    const html = await response!.text();
    expect(html).toContain(dutch.brand.tagline);
    expect(html, route).not.toContain(site.brand.tagline);
    expect(html, route).not.toContain(site.assistiveText.skipToContent);
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    await page.waitForLoadState('networkidle');
  }
  expect(data.filter((path) => !path.startsWith('/page-data/nl'))).toEqual([]);
});

/** The lists of two or more of the site's routes anywhere in a value: what would make a page grow with the site. */
function routeLists(value: unknown, known: Set<string>): string[][] {
  if (Array.isArray(value) && value.length > 1 && value.every((item) => known.has(item))) return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap((item) => routeLists(item, known));
}

test("no built page embeds a list of the site's routes, so a page weighs the same in a site of any size", () => {
  const clientDir = path.join(DIST_DIR, 'client');
  const pages = readdirSync(clientDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.html'));
  expect(pages.length).toBeGreaterThanOrEqual(routes.length + dutchRoutes.length);
  const known = new Set([...routes, ...dutchRoutes]);
  for (const file of pages) {
    const html = readFileSync(path.join(clientDir, file), 'utf8');
    const embedded = html.match(
      new RegExp(`<script id="${PAYLOAD_SCRIPT_ID}" type="application/json">(.*?)</script>`, 's'),
    )?.[1];
    expect(embedded, file).toBeDefined();
    expect(routeLists(JSON.parse(embedded!), known), file).toEqual([]);
  }
});

// The page's own text, styles and font come first: the app's code (React, the router, the sections) is asked for only
// once the content has painted, so on a slow connection it never shares the bandwidth they need.
for (const route of ['/', '/pricing', '/publish#repeat']) {
  test(`${route}: the app's code is requested only after the page's first contentful paint, and then hydrates`, async ({
    page,
  }) => {
    await page.goto(route);
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    const { paintedAt, scripts, entryScripts } = await page.evaluate(async () => {
      // What the served HTML itself names (the tiny entry and what it imports), before any script added to the head.
      const served = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
      return {
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.js'))
          .map((entry) => ({ url: entry.name, startTime: entry.startTime })),
        entryScripts: [...served.querySelectorAll('script[src], link[rel="modulepreload"]')].map(
          (element) => new URL(element.getAttribute('src') ?? element.getAttribute('href')!, location.href).href,
        ),
      };
    });
    const appCode = scripts.filter((script) => !entryScripts.includes(script.url));
    expect(appCode.length, 'scripts loaded besides the entry').toBeGreaterThan(0);
    for (const script of appCode) expect(script.startTime, script.url).toBeGreaterThan(paintedAt);
  });
}
