import { expect, test } from '@playwright/test';
import { routes, routeTable } from '../site.ts';

test('internal links navigate without a full page load after hydration', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  const target = routes.find((route) => route !== '/') ?? '/';
  await page.locator(`a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(target);
  await expect(page).toHaveTitle(routeTable.get(target)!.title);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
});

test('client navigation to an unknown path shows the 404 error page', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});
