/**
 * Every page of every language and the error pages, as phones and desktops draw them: axe finds no violation at 375
 * and 1280 px, and nothing is wider than a 360 px phone (no sideways scroll).
 */
import AxeBuilder from '@axe-core/playwright';
import { dutchRoutes, routes } from '../site.ts';
import { hydrated } from './navigation-helpers.ts';
import { sidewaysOverflow } from './support/page-checks.ts';
import { expect, test } from './support/reused-page.ts';

const AXE_WIDTHS = [375, 1280];
const NARROWEST_PHONE = 360;
const NOT_FOUND_PATHS = ['/this-page-does-not-exist', '/nl/bestaat-niet'];

// Each page is loaded once and checked at each width in turn (the layout follows the width through CSS alone).
// axe runs in the page itself (legacy mode), not frame by frame with a blank page to merge the results: four times
// faster, and the pages hold no frame (their Content-Security-Policy allows none from elsewhere).
for (const route of [...routes, ...dutchRoutes, ...NOT_FOUND_PATHS]) {
  test(`${route} has no accessibility violation at ${AXE_WIDTHS.join(' and ')} px, and no sideways scroll at ${NARROWEST_PHONE} px`, async ({ reusedPage: page }) => {
    await page.setViewportSize({ width: NARROWEST_PHONE, height: 900 });
    await page.goto(route);
    await hydrated(page);
    expect(await sidewaysOverflow(page), `pixels of sideways scroll at ${NARROWEST_PHONE} px`).toBe(0);
    for (const width of AXE_WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
      const summary = results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
      expect(summary, `at ${width} px`).toEqual([]);
    }
  });
}
