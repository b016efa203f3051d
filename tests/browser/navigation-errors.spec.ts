/** Failed loads: a failed load reloads the page at most once a minute; errors show the error page, never a blank one. */
import type { Page, Route } from '@playwright/test';
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from '../../renderer/navigation/constants.ts';
import { site } from '../site.ts';
import {
  expect,
  footerLink,
  footerRoutes,
  headingOf,
  historyNavigate,
  hydrated,
  hydrationCodeUrl,
  markDocument,
  pageDataUrl,
  routesWithSplitCode,
  sameDocument,
  test,
  titleOf,
  withoutViewportPrefetch,
} from './navigation-helpers.ts';

/** Footer pages other than the home page, to move between. */
const [first, second, third] = footerRoutes.filter((route) => route !== '/');

/** Every page-data file answers 404, as when a deploy removed the files this tab expects. */
const pageDataGone = (page: Page) =>
  page.route('**/page-data/**', (route) => route.fulfill({ status: 404, body: 'Not found' }));

const lastReload = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), RELOAD_GUARD_STORAGE_KEY);

async function expectErrorPageInMain(page: Page) {
  await expect(page.locator('main h1')).toHaveText(site.errorPage.title);
  await expect(page.getByText('404', { exact: true })).toHaveCount(0);
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
}

test('a failed page load reloads the page once; a second failure within the minute shows the error page', async ({
  page,
}) => {
  await pageDataGone(page);
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);

  const reloaded = page.waitForEvent('load');
  await footerLink(page, first!).click();
  // The reload asks the server for the whole page, which it still has.
  await reloaded;
  await expect(page).toHaveURL(first!);
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await expect(page).toHaveTitle(titleOf(first!));
  await expect(page.locator('main')).toContainText(headingOf(first!));
  expect(Number(await lastReload(page))).toBeGreaterThan(0);

  await markDocument(page);
  await footerLink(page, second!).click();
  await expect(page).toHaveURL(second!);
  await expectErrorPageInMain(page);
  await expect(page).toHaveTitle(site.errorPage.title);
  expect(await sameDocument(page)).toBe(true);
});

test(`a failure more than ${RELOAD_GUARD_WINDOW_MS / 1000} s after the last reload reloads again`, async ({ page }) => {
  await pageDataGone(page);
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(([key, at]) => sessionStorage.setItem(key, String(at)), [
    RELOAD_GUARD_STORAGE_KEY,
    Date.now() - RELOAD_GUARD_WINDOW_MS - 1_000,
  ] as const);
  await markDocument(page);

  const reloaded = page.waitForEvent('load');
  await footerLink(page, first!).click();

  await reloaded;
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await expect(page).toHaveTitle(titleOf(first!));
});

test('a code chunk that fails to load (a deploy replaced it) reloads the page once; a second failure shows the error page', async ({
  page,
  browser,
  baseURL,
}) => {
  const [splitRoute, otherSplitRoute] = await routesWithSplitCode(browser, baseURL!);
  expect(otherSplitRoute, 'two pages load code of their own').toBeTruthy();
  await withoutViewportPrefetch(page);
  // Scripts fail from now until the next full page load, as after a deploy that removed this build's chunks.
  let chunksGone = false;
  page.on('request', (request) => request.resourceType() === 'document' && (chunksGone = false));
  await page.route('**/assets/**/*.js', (route) => (chunksGone ? route.abort() : route.continue()));
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  chunksGone = true;

  const reloaded = page.waitForEvent('load');
  await historyNavigate(page, splitRoute!);
  await reloaded;
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await expect(page).toHaveTitle(titleOf(splitRoute!));
  await expect(page.locator('main')).toContainText(headingOf(splitRoute!));

  await markDocument(page);
  chunksGone = true;
  await historyNavigate(page, otherSplitRoute!);
  await expectErrorPageInMain(page);
  expect(await sameDocument(page)).toBe(true);
});

test('page data holding a section type this code does not know (a newer deploy) reloads the page', async ({ page }) => {
  await page.route('**/page-data/**', async (route) => {
    const data = await (await route.fetch()).json();
    data.sections[0].type = 'a-section-type-from-a-newer-deploy';
    await route.fulfill({ json: data });
  });
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);

  const reloaded = page.waitForEvent('load');
  await footerLink(page, first!).click();

  await reloaded;
  await hydrated(page);
  expect(await sameDocument(page)).toBe(false);
  await expect(page.locator('main')).toContainText(headingOf(first!));
});

test('a network failure shows the error page without reloading, and the page loads once the browser is back online', async ({
  page,
  context,
}) => {
  await page.route('**/page-data/**', (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);

  await footerLink(page, first!).click();
  await expectErrorPageInMain(page);
  expect(await lastReload(page)).toBeNull();

  await page.unrouteAll();
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(page.locator('main')).toContainText(headingOf(first!));
  await expect(page).toHaveTitle(titleOf(first!));
  expect(await sameDocument(page)).toBe(true);
});

test('offline, a page whose code cannot be fetched shows the error page without reloading, and loads once back online', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  const [splitRoute] = await routesWithSplitCode(browser, baseURL!);
  await withoutViewportPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);

  await context.setOffline(true);
  await historyNavigate(page, splitRoute!);
  await expectErrorPageInMain(page);
  expect(await lastReload(page)).toBeNull();
  expect(await sameDocument(page)).toBe(true);

  await context.setOffline(false);
  await expect(page.locator('main')).toContainText(headingOf(splitRoute!));
  await expect(page).toHaveTitle(titleOf(splitRoute!));
});

/** Page data with known section types whose texts are objects and lists numbers: components cannot draw it. */
async function serveUndrawable(route: Route) {
  const data = await (await route.fetch()).json();
  for (const section of data.sections) {
    for (const [key, value] of Object.entries(section)) {
      if (key === 'type' || key === 'number') continue;
      if (typeof value === 'string') section[key] = { unexpected: value };
      else if (Array.isArray(value)) section[key] = 7;
    }
  }
  await route.fulfill({ json: data });
}

test('a section that throws shows the error page between the header and footer; other pages still work', async ({
  page,
}) => {
  const broken = first!;
  await page.route(`**${pageDataUrl(broken)}`, serveUndrawable);
  page.on('pageerror', () => undefined);
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);

  await footerLink(page, broken).click();

  await expect(page).toHaveURL(broken);
  await expectErrorPageInMain(page);
  await expect(page).toHaveTitle(site.errorPage.title);
  expect(await lastReload(page)).toBeNull();

  const next = [first, second, third].find((route) => route !== broken)!;
  await footerLink(page, next).click();
  await expect(page).toHaveTitle(titleOf(next));
  await expect(page.locator('main')).toContainText(headingOf(next));
  expect(await sameDocument(page)).toBe(true);
});

test('an error inside the error page shows the fallback message with a link home', async ({ page }) => {
  // The page's embedded data carries no error-page message at all (null), so drawing the error page throws.
  await page.route('**/', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue();
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script[^>]*type="application\/json"[^>]*>)(.*?)(<\/script>)/s,
      (whole, open, json, close) => {
        if (!json.includes('"errorPage"')) return whole;
        const embedded = JSON.parse(json);
        embedded.payload.layout.errorPage.message = null;
        return open + JSON.stringify(embedded).replace(/</g, '\\u003c') + close;
      },
    );
    const { 'content-encoding': _encoding, 'content-length': _length, ...headers } = response.headers();
    await route.fulfill({ response, body: html, headers });
  });
  await page.goto('/');
  await hydrated(page);

  await historyNavigate(page, '/no-such-page-here');

  await expect(page.locator('main h1')).toHaveText(site.errorPage.fallbackMessage);
  await expect(page.getByRole('link', { name: site.errorPage.fallbackLinkLabel })).toHaveAttribute('href', '/');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
});

test.describe('the app code of a page that cannot be fetched', () => {
  test('the page reloads once and hydrates when the code is back', async ({ page, baseURL }) => {
    const code = await hydrationCodeUrl(page, baseURL + first!);
    let requests = 0;
    await page.route(code, (route) =>
      requests++ === 0 ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
    );
    await page.goto(first!);
    await hydrated(page);
    expect(requests).toBe(2);
    expect(Number(await lastReload(page))).toBeGreaterThan(0);
    await expect(page.locator('main')).toContainText(headingOf(first!));
  });

  test('failing again within the minute, the prerendered page stays readable, with no reload loop', async ({
    page,
    baseURL,
  }) => {
    const code = await hydrationCodeUrl(page, baseURL + first!);
    let requests = 0;
    await page.route(code, (route) => (requests++, route.fulfill({ status: 404, body: 'Not found' })));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(first!);
    await expect.poll(() => requests).toBe(2);
    // The second failure leaves the page as it was served: one reload, no more.
    await page.waitForTimeout(1_000);
    expect(loads).toHaveLength(2);
    expect(requests).toBe(2);
    await expect(page.locator('main h1')).toHaveText(headingOf(first!));
    await expect(page).toHaveTitle(titleOf(first!));
  });

  test('offline when it is due, the served page stays, and comes to life once back online', async ({
    page,
    baseURL,
  }) => {
    const code = await hydrationCodeUrl(page, baseURL + first!);
    await page.route(code, (route) => route.abort('internetdisconnected'));
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'onLine', {
        configurable: true,
        get: () => !(window as unknown as { offlineNow?: boolean }).offlineNow,
      }),
    );
    await page.addInitScript(() => ((window as unknown as { offlineNow?: boolean }).offlineNow = true));
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await page.goto(first!);
    await page.waitForTimeout(1_000);
    await expect(page.locator('main h1')).toHaveText(headingOf(first!));
    expect(loads).toEqual([baseURL + first!]);

    await page.unrouteAll();
    await page.evaluate(() => {
      (window as unknown as { offlineNow?: boolean }).offlineNow = false;
      window.dispatchEvent(new Event('online'));
    });
    await hydrated(page);
    expect(loads).toHaveLength(1);
    expect(await lastReload(page)).toBeNull();
  });
});

test('an error outside the sections (in the footer) leaves the page as served, never a blank one', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  // The footer's data made undrawable in the page's embedded payload, as a bug in the layout would.
  await page.route(
    (url) => url.pathname === first,
    async (route) => {
      const html = await (await route.fetch()).text();
      const broken = html.replace(
        /(<script id="[^"]+" type="application\/json">)(.*?)(<\/script>)/s,
        (_all, open: string, json: string, close: string) => {
          const payload = JSON.parse(json);
          payload.payload.layout.footer.groups = 42;
          return open + JSON.stringify(payload).replace(/</g, '\\u003c') + close;
        },
      );
      expect(broken).not.toBe(html);
      await route.fulfill({ response: await route.fetch(), body: broken });
    },
  );
  await page.goto(first!);
  await expect.poll(() => errors.length).toBeGreaterThan(0);
  await page.waitForTimeout(500);
  await expect(page.locator('main h1')).toHaveText(headingOf(first!));
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page.locator('footer a').first()).toBeVisible();
});
