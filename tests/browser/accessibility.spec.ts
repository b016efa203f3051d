import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { dutchRoutes, routes } from '../site.ts';

const WIDTHS = [375, 1280];
const NOT_FOUND_PATHS = ['/this-page-does-not-exist', '/nl/bestaat-niet'];

// Each page is loaded once and checked at each width in turn (the layout follows the width through CSS alone).
// axe runs in the page itself (legacy mode), not frame by frame with a blank page to merge the results: four times
// faster, and the pages hold no frame (their Content-Security-Policy allows none from elsewhere).
for (const route of [...routes, ...dutchRoutes, ...NOT_FOUND_PATHS]) {
  test(`${route} has no accessibility violation at ${WIDTHS.join(' and ')} px`, async ({ page }) => {
    await page.setViewportSize({ width: WIDTHS[0]!, height: 900 });
    await page.goto(route);
    await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(summary, `at ${width} px`).toEqual([]);
    }
  });
}
