/**
 * Playwright's test with `reusedPage`: one browser page per worker for each setting of JavaScript and of `bypassCSP`
 * (a file that adds its own scripts to the pages sets it), kept from test to test, its cookies cleared and its size
 * set before each. For the tests that load one route each and only read it (its head, its sections, its bytes, axe),
 * it spares every test a new browser context, a new renderer and a cold cache: over a second a test on a two-core
 * machine. A test that clicks, stores or answers the cookie notice uses its own `page`.
 */
import { test as base, type Page } from '@playwright/test';

export const test = base.extend<{ reusedPage: Page }, { workerPages: Map<string, Page> }>({
  workerPages: [
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      for (const page of pages.values()) await page.context().close();
    },
    { scope: 'worker' },
  ],
  reusedPage: async ({ workerPages, browser, baseURL, javaScriptEnabled, bypassCSP, viewport }, use) => {
    const settings = `javaScriptEnabled=${javaScriptEnabled} bypassCSP=${bypassCSP}`;
    let page = workerPages.get(settings);
    if (!page) {
      page = await (await browser.newContext({ baseURL, javaScriptEnabled, bypassCSP })).newPage();
      workerPages.set(settings, page);
    }
    await page.context().clearCookies();
    // The size the test asks for, whatever the test before it left.
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

export { expect } from '@playwright/test';
