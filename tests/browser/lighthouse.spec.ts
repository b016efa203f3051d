import { expect, test } from '@playwright/test';
import { runLighthouse, withChrome, type Category } from '../../scripts/bench/lighthouse.ts';
import { routes } from '../site.ts';

// Scores that do not depend on the machine's speed; performance is printed by `npm run bench`, never asserted.
const STABLE_CATEGORIES: Category[] = ['accessibility', 'best-practices', 'seo'];

test.describe('Lighthouse (mobile preset)', () => {
  test.describe.configure({ timeout: 90_000 });
  for (const route of routes) {
    test(`${route} scores 100 in accessibility, best practices and SEO`, async ({ baseURL }) => {
      const figures = await withChrome((port) => runLighthouse(baseURL + route, port, { categories: STABLE_CATEGORIES }));
      expect(figures.failing).toEqual([]);
      expect(figures.scores).toEqual({ accessibility: 100, 'best-practices': 100, seo: 100 });
    });
  }

  test('the 404 page scores 100 in accessibility', async ({ baseURL }) => {
    // Best practices and SEO count the 404 status and the noindex tag against it: both are what a 404 page must do.
    const figures = await withChrome((port) => runLighthouse(`${baseURL}/this-page-does-not-exist`, port, { categories: ['accessibility'] }));
    expect(figures.failing).toEqual([]);
    expect(figures.scores.accessibility).toBe(100);
  });
});
