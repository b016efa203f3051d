import { expect, test } from '@playwright/test';
import { OFF_SITE_SPELLINGS } from '../site.ts';

/**
 * An address that a server would turn into "//evil.example" sends the browser to another site: a link to this site
 * that lands on a stranger's page. Every spelling must end on this site (the page or the error page), never elsewhere.
 */
test('no spelling of an address redirects the browser off the site (npm run serve)', async ({ page, baseURL }) => {
  const site = new URL(baseURL!);
  // Any other host answers with a marker page, so that leaving the site shows instead of failing to resolve.
  await page.context().route((url) => url.host !== site.host, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>OFF SITE</h1>' }));
  for (const spelling of OFF_SITE_SPELLINGS) {
    await page.goto(baseURL + spelling);
    expect(new URL(page.url()).host, spelling).toBe(site.host);
    await expect(page.locator('h1'), spelling).not.toHaveText('OFF SITE');
  }
});
