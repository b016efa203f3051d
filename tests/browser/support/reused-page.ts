/**
 * Playwright's test with `reusedPage`: one browser page per worker (one with JavaScript, one without), kept from test
 * to test, its cookies cleared and its size set before each. For the tests that load one route each and only read it (its head, its
 * sections, its bytes, axe), it spares every test a new browser context, a new renderer and a cold cache: over a
 * second a test on a two-core machine. A test that clicks, stores or answers the cookie notice uses its own `page`.
 */
import { test as base, type Page } from '@playwright/test';

export const test = base.extend<{ reusedPage: Page }, { workerPages: Map<boolean, Page> }>({
  workerPages: [async ({}, use) => {
    const pages = new Map<boolean, Page>();
    await use(pages);
    for (const page of pages.values()) await page.context().close();
  }, { scope: 'worker' }],
  reusedPage: async ({ workerPages, browser, baseURL, javaScriptEnabled, viewport }, use) => {
    let page = workerPages.get(javaScriptEnabled);
    if (!page) {
      page = await (await browser.newContext({ baseURL, javaScriptEnabled })).newPage();
      workerPages.set(javaScriptEnabled, page);
    }
    await page.context().clearCookies();
    // The size the test asks for, whatever the test before it left.
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
  },
});

export { expect } from '@playwright/test';
