/**
 * Before the visitor answers the cookie notice the site stores nothing in their browser and asks no other host: no
 * cookie, no localStorage or sessionStorage entry, on every page of every language, once it has loaded, hydrated and
 * gone quiet. A Dutch browser is sent from "/" to /nl on its Accept-Language alone, the same way each time; the
 * language cookie is written only when the visitor picks a language with the switch.
 */
import { expect, test as base, type Page, type Request } from '@playwright/test';
import { LANGUAGE_COOKIE } from '../../browser/consent/constants.ts';
import { routeWithoutPrefix } from '../../site/languages.ts';
import type { ResolvedSite } from '../../site/resolve-site.ts';
import { dutch, dutchRoutes, routes, site } from '../site.ts';
import { hydrated } from './consent-helpers.ts';

/**
 * One visitor's page per worker, kept from route to route (a new context per route would double the run on two
 * cores). Before each route it is made a first visit again: its cookies and both storages emptied. What the page
 * left behind (pagehide) then lands in the next route's check.
 */
const test = base.extend<{ visitor: Page }, { visitorPages: Page[] }>({
  visitorPages: [
    async ({}, use) => {
      const pages: Page[] = [];
      await use(pages);
      for (const page of pages) await page.context().close();
    },
    { scope: 'worker' },
  ],
  visitor: async ({ visitorPages, browser, baseURL }, use) => {
    if (!visitorPages[0]) visitorPages.push(await (await browser.newContext({ baseURL, locale: 'en-US' })).newPage());
    const page = visitorPages[0]!;
    await page.context().clearCookies();
    if (page.url().startsWith('http'))
      await page.evaluate(() => [localStorage, sessionStorage].forEach((storage) => storage.clear()));
    await use(page);
  },
});

const storedIn = (page: Page) =>
  page.evaluate(() => ({ localStorage: Object.keys(localStorage), sessionStorage: Object.keys(sessionStorage) }));
const NOTHING_STORED = { localStorage: [], sessionStorage: [] };

const pagesOf = (language: ResolvedSite, languageRoutes: string[]) =>
  languageRoutes.map((route) => ({ route, language }));

for (const { route, language } of [...pagesOf(site, routes), ...pagesOf(dutch, dutchRoutes)]) {
  test(`${route} stores nothing and asks no other host before the visitor chooses`, async ({
    visitor: page,
    baseURL,
  }) => {
    const otherHosts: string[] = [];
    const record = (request: Request) => {
      const { protocol, origin } = new URL(request.url());
      if (/^(https?|wss?):$/.test(protocol) && origin !== new URL(baseURL!).origin) otherHosts.push(request.url());
    };
    page.on('request', record);
    try {
      expect((await page.goto(route))?.status()).toBe(200);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      // No choice yet: the notice is open (but on the settings page its "more options" link opens).
      const banner = language.cookies!.banner;
      if (routeWithoutPrefix(route, language.language) !== site.cookies!.banner.moreOptions.href) {
        await expect(page.getByRole('region', { name: banner.label })).toBeVisible();
      }
      expect(await page.context().cookies()).toEqual([]);
      expect(await storedIn(page)).toEqual(NOTHING_STORED);
      expect(otherHosts).toEqual([]);
    } finally {
      page.off('request', record);
    }
  });
}

test.describe('a Dutch browser', () => {
  test.use({ locale: 'nl-NL' });

  test('lands on /nl from "/" with no cookie, again on the next visit; once it picks English, "/" stays English', async ({
    page,
    context,
  }) => {
    for (const visit of ['first', 'second']) {
      const answer = await page.goto('/');
      expect(answer?.request().redirectedFrom()?.url(), `${visit} visit`).toMatch(/\/$/);
      await expect(page, `${visit} visit`).toHaveURL(/\/nl$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
      await hydrated(page);
      expect(await context.cookies(), `${visit} visit`).toEqual([]);
    }

    await page.locator('.language-switch').getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await context.cookies()).map((cookie) => [cookie.name, cookie.value])).toEqual([[LANGUAGE_COOKIE, 'en']]);
    // Typed again, or from a bookmark: the choice holds.
    const again = await page.goto('/');
    expect(again?.request().redirectedFrom()).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
