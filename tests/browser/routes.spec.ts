import { expect, test } from './support/reused-page.ts';
import { inlineLinks, plainText } from '../../site/inline-markup.ts';
import { routeIn, routeWithoutPrefix } from '../../site/languages.ts';
import { OTHER_SPELLINGS, routeTable, site, sites } from '../site.ts';
import { hydrated } from './navigation-helpers.ts';
import { CSS_BUDGET, expectFullPage, expectWithinBudgets, FIRST_LOAD_JS_BUDGET } from './support/page-checks.ts';

const kib = (bytes: number) => `${bytes / 1024} KiB`;

test.describe('every declared route, in every language', () => {
  for (const { language, languages, pages } of sites)
    for (const { route } of pages) {
      test(`${route} answers 200 with its head, lang and hreflang, shows every section, and loads at most ${kib(FIRST_LOAD_JS_BUDGET)} of JavaScript and ${kib(CSS_BUDGET)} of CSS (gzip)`, async ({
        reusedPage: page,
      }) => {
        const declared = routeTable.get(route)!;
        const response = await page.goto(route);
        expect(response?.status()).toBe(200);
        await expect(page).toHaveTitle(declared.title);
        await expect(page.locator('html')).toHaveAttribute('lang', language.code);
        await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute(
          'content',
          language.locale.replace('-', '_'),
        );
        // The page in each language, and the default language's for everyone else.
        const english = routeWithoutPrefix(route, language);
        const alternates = await page
          .locator('link[rel="alternate"][hreflang]')
          .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
        expect(alternates).toEqual([
          ...languages.map((other) => [other.code, site.site.origin + routeIn(english, other)]),
          ['x-default', site.site.origin + english],
        ]);
        await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', declared.description);
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site.site.origin + route);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', declared.title);
        // Shared on a social network, the page shows the site's picture, which the site serves.
        await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
          'content',
          site.site.origin + site.site.shareImage!.src,
        );
        await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
        await hydrated(page);
        await expectFullPage(page, route);
        await expectWithinBudgets(page, route);
      });
    }
});

for (const unknown of ['/this-page-does-not-exist', '/404', '/404.html'])
  test(`${unknown} answers 404 with the error page`, async ({ page }) => {
    const response = await page.goto(unknown);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.locator('h1')).toHaveText(site.errorPage.title);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    // The way to reach a person is the message's own [link](/route).
    const [contact] = inlineLinks(site.errorPage.message);
    await expect(page.locator('.error-page__message')).toHaveText(plainText(site.errorPage.message));
    await expect(page.locator('.error-page__message a')).toHaveAttribute('href', contact!.href);
    await expect(page).toHaveTitle(site.errorPage.notFoundTitle);
  });

test('the share picture is served as an image', async ({ request }) => {
  const response = await request.get(site.site.shareImage!.src);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(jpeg|png)/);
});

test('other spellings of a page address redirect (301) to its one address', async ({ request }) => {
  for (const [spelling, address] of OTHER_SPELLINGS) {
    const response = await request.get(spelling, { maxRedirects: 0 });
    expect(response.status(), spelling).toBe(301);
    expect(response.headers().location, spelling).toBe(address);
  }
});

test('a page a static host answered under another spelling takes its one address and works', async ({ page }) => {
  // Some hosts answer "/pricing/" with pricing/index.html and no redirect.
  await page.route('**/pricing/', async (route) =>
    route.fulfill({ response: await route.fetch({ url: route.request().url().replace(/\/$/, ''), maxRedirects: 0 }) }),
  );
  await page.goto('/pricing/');
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  expect(new URL(page.url()).pathname).toBe('/pricing');
  await expect(page.locator('h1')).toHaveText(
    routeTable
      .get('/pricing')!
      .sections.map((s) => ('heading' in s ? s.heading : ''))
      .find(Boolean)!,
  );
  await expect(page).toHaveTitle(routeTable.get('/pricing')!.title);
});
