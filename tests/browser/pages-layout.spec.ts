/** Nothing is wider than a 360 px phone: the open menu scrolls no page sideways. */
import { expect } from '@playwright/test';
import { site } from '../site.ts';
import { hydrated, test } from './navigation-helpers.ts';
import { sidewaysOverflow } from './support/page-checks.ts';

test.use({ viewport: { width: 360, height: 780 } });

// Every page, in every language, is held to this at 360 px by accessibility.spec.ts, which loads each one anyway.
test('the open menu fits a 360 px screen', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.locator('header').getByRole('button', { name: site.header.menuLabel, exact: true }).click();
  for (const entry of site.header.navigation.filter((item) => 'items' in item)) {
    await page.locator('header nav').getByRole('button', { name: entry.label, exact: true }).click();
    expect(await sidewaysOverflow(page)).toBe(0);
  }
  const panel = await page.locator('header nav').boundingBox();
  expect(panel!.x).toBeGreaterThanOrEqual(0);
  expect(panel!.x + panel!.width).toBeLessThanOrEqual(360);
});
