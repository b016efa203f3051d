/**
 * Every page of site.json without JavaScript: what the prerendered HTML alone gives a visitor (its title, description,
 * h1 and every numbered section). With JavaScript, routes.spec.ts checks the same on every route of every language.
 */
import { routes } from '../site.ts';
import { expectFullPage } from './support/page-checks.ts';
import { test } from './support/reused-page.ts';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route} reads fully from the prerendered HTML`, async ({ reusedPage: page }) => {
      await page.goto(route);
      await expectFullPage(page, route);
    });
  }
});
