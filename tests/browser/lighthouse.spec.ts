import { expect, test } from '@playwright/test';
import type { LaunchedChrome } from 'chrome-launcher';
import { launchChrome, runLighthouse, type Category } from '../../scripts/bench/lighthouse.ts';
import { routes } from '../site.ts';

/**
 * Dutch pages are drawn by the same components as the English ones, with other words: those of each kind of page
 * (home, pricing, the form, the settings, a legal text, a feature page) are scored here; `npm run bench` scores all.
 */
const DUTCH_ROUTES = ['/nl', '/nl/pricing', '/nl/contact', '/nl/cookie-settings', '/nl/privacy', '/nl/teams'];

// Scores that do not depend on the machine's speed; performance is printed by `npm run bench`, never asserted.
// (Lighthouse will not load a page answered 404: the error page's accessibility is asserted by axe in
// accessibility.spec.ts, the engine Lighthouse's own accessibility audits run.)
const STABLE_CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo'];

test.describe('Lighthouse (mobile preset)', () => {
  test.describe.configure({ timeout: 90_000 });
  // One Chromium per worker for all its runs: each run opens its own tab with a fresh profile state.
  let chrome: LaunchedChrome;
  test.beforeAll(async () => void (chrome = await launchChrome()));
  test.afterAll(() => chrome?.kill());
  for (const route of [...routes, ...DUTCH_ROUTES]) {
    test(`${route} scores 100 in accessibility, best practices and SEO`, async ({ baseURL }) => {
      const figures = await runLighthouse(baseURL + route, chrome.port, { categories: STABLE_CATEGORIES });
      expect(figures.failing).toEqual([]);
      expect(figures.scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });
    });
  }
});
