import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dutchRoutes, routes } from '../site.ts';

const WIDTHS = [375, 1280];
const NOT_FOUND_PATHS = ['/this-page-does-not-exist', '/nl/bestaat-niet'];

for (const width of WIDTHS) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of [...routes, ...dutchRoutes, ...NOT_FOUND_PATHS]) {
      test(`${route} has no accessibility violation`, async ({ page }) => {
        await page.goto(route);
        await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
        const results = await new AxeBuilder({ page }).analyze();
        const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
        expect(summary).toEqual([]);
      });
    }
  });
}
