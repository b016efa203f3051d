/**
 * What pages cost a visitor beyond their budgets (checked on every route by routes.spec.ts): a Dutch page loads Dutch
 * only, and the app's code waits for the page's first paint.
 */
import { expect, test } from '@playwright/test';
import { dutch, site } from '../site.ts';

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

// The page's own text, styles and font come first: the app's code (React, the router, the sections) is asked for only
// once the content has painted, so on a slow connection it never shares the bandwidth they need.
for (const route of ['/', '/pricing', '/publish#repeat']) {
  test(`${route}: the app's code is requested only after the page's first contentful paint, and then hydrates`, async ({ page }) => {
    await page.goto(route);
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    const { paintedAt, scripts, entryScripts } = await page.evaluate(async () => {
      // What the served HTML itself names (the tiny entry and what it imports), before any script added to the head.
      const served = new DOMParser().parseFromString(await (await fetch(location.pathname)).text(), 'text/html');
      return {
        paintedAt: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
        scripts: performance.getEntriesByType('resource').filter((entry) => entry.name.endsWith('.js')).map((entry) => ({ url: entry.name, startTime: entry.startTime })),
        entryScripts: [...served.querySelectorAll('script[src], link[rel="modulepreload"]')].map((element) => new URL(element.getAttribute('src') ?? element.getAttribute('href')!, location.href).href),
      };
    });
    const appCode = scripts.filter((script) => !entryScripts.includes(script.url));
    expect(appCode.length, 'scripts loaded besides the entry').toBeGreaterThan(0);
    for (const script of appCode) expect(script.startTime, script.url).toBeGreaterThan(paintedAt);
  });
}
