import { expect, test } from '@playwright/test';
import { OFF_SITE_SPELLINGS } from '../site.ts';

/**
 * An address that a server would turn into "//evil.example" sends the browser to another site: a link to this site
 * that lands on a stranger's page. Every spelling must end on this site (the page or the error page), never elsewhere:
 * a redirect off the site fails to load here (no such host), and every request the page makes stays on the site.
 */
test('no spelling of an address redirects the browser off the site (npm run serve)', async ({ page, baseURL }) => {
  const site = new URL(baseURL!).host;
  const elsewhere: string[] = [];
  page.on('request', (request) => new URL(request.url()).host !== site && elsewhere.push(request.url()));
  for (const spelling of OFF_SITE_SPELLINGS) {
    await page.goto(baseURL + spelling);
    expect(new URL(page.url()).host, spelling).toBe(site);
  }
  expect(elsewhere).toEqual([]);
});
