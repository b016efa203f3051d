/** Prefetching the next page on hover, focus (data and code) or when a link scrolls into view (data); never while offline. */
import type { Page } from '@playwright/test';
import {
  expect,
  footerLink,
  footerRoutes,
  hydrated,
  pageDataUrl,
  routesWithSplitCode,
  test,
  twoOtherRoutes,
  withoutViewportPrefetch,
} from './navigation-helpers.ts';

/** Every page-data URL the page asked fetch() for, recorded in the page (offline requests never reach the network). */
async function recordFetches(page: Page) {
  await page.addInitScript(() => {
    const fetched: string[] = ((window as unknown as { fetched: string[] }).fetched = []);
    const original = window.fetch.bind(window);
    window.fetch = (input, init) => {
      fetched.push(new URL(input instanceof Request ? input.url : String(input), location.href).pathname);
      return original(input, init);
    };
  });
  return () =>
    page.evaluate(() =>
      (window as unknown as { fetched: string[] }).fetched.filter((url) => url.includes('/page-data/')),
    );
}

test("hovering or focusing an internal link fetches that page's data once, and the click then needs no request", async ({
  page,
}) => {
  await withoutViewportPrefetch(page);
  const fetched = await recordFetches(page);
  await page.goto('/');
  await hydrated(page);
  const [hovered, focused] = twoOtherRoutes('/');
  expect(await fetched()).toEqual([]);

  await footerLink(page, hovered).hover();
  await expect.poll(fetched).toEqual([pageDataUrl(hovered)]);
  await footerLink(page, focused).focus();
  await expect.poll(fetched).toEqual([pageDataUrl(hovered), pageDataUrl(focused)]);

  await footerLink(page, hovered).hover();
  await footerLink(page, hovered).click();
  await expect(page).toHaveURL(hovered);
  expect(await fetched()).toEqual([pageDataUrl(hovered), pageDataUrl(focused)]);
});

test('for a page whose code is split off, hovering its link fetches that code too', async ({
  page,
  browser,
  baseURL,
}) => {
  const [splitRoute] = await routesWithSplitCode(browser, baseURL!);
  expect(splitRoute, 'some page loads code of its own').toBeTruthy();
  await withoutViewportPrefetch(page);
  await page.goto('/');
  await hydrated(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  // Any link to the page will do: put one where the pointer can reach it, as the page's own links are.
  const link = page.locator(`a[href="${splitRoute}"]:visible`).first();
  await link.scrollIntoViewIfNeeded();

  await link.hover();

  await expect.poll(() => scripts.length).toBeGreaterThan(0);
});

test('links prefetch when they scroll into view', async ({ page }) => {
  const fetched = await recordFetches(page);
  await page.goto('/');
  await hydrated(page);
  // A footer page no link in the first screen leads to.
  const below = await page.evaluate(
    (routes) =>
      routes.find(
        (route) =>
          ![...document.querySelectorAll(`a[href="${route}"]`)].some((link) => {
            const box = link.getBoundingClientRect();
            return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
          }),
      ),
    footerRoutes,
  );
  expect(below, 'some footer page is linked only below the first screen').toBeTruthy();
  expect(await fetched()).not.toContain(pageDataUrl(below!));

  await footerLink(page, below!).scrollIntoViewIfNeeded();

  await expect.poll(fetched).toContain(pageDataUrl(below!));
});

test("a link scrolling into view fetches its page's data but none of its code: that waits for hover, focus or touch", async ({
  page,
  browser,
  baseURL,
}) => {
  const splitRoutes = await routesWithSplitCode(browser, baseURL!);
  const fetched = await recordFetches(page);
  await page.goto('/');
  await hydrated(page);
  await idle(page);
  const before = await fetched();
  const target = footerRoutes.find((route) => splitRoutes.includes(route) && !before.includes(pageDataUrl(route)));
  expect(target, 'some footer page with code of its own is not prefetched on arrival').toBeTruthy();
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));

  await footerLink(page, target!).scrollIntoViewIfNeeded();
  await expect.poll(fetched).toContain(pageDataUrl(target!));
  await idle(page);
  expect(scripts, 'JavaScript downloaded by scrolling').toEqual([]);

  await footerLink(page, target!).hover();
  await expect.poll(() => scripts.length, 'JavaScript downloaded on hover').toBeGreaterThan(0);
});

test('offline, nothing is prefetched; back online, prefetching resumes', async ({ page, context }) => {
  const fetched = await recordFetches(page);
  await page.goto('/');
  await hydrated(page);
  await idle(page);
  // Links in the first screen have prefetched by now; the test watches a footer page that has not.
  const before = await fetched();
  const target = footerRoutes.find((route) => route !== '/' && !before.includes(pageDataUrl(route)));
  expect(target, 'some footer page is not prefetched on arrival').toBeTruthy();

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await footerLink(page, target!).scrollIntoViewIfNeeded();
  await footerLink(page, target!).hover();
  await footerLink(page, target!).focus();
  await idle(page);
  expect(await fetched()).toEqual(before);

  await context.setOffline(false);
  // The footer links now in view are fetched without any further hover.
  await expect.poll(fetched).toContain(pageDataUrl(target!));
});

/**
 * Waits for a rendered frame and an idle period: when any prefetch that is due would have started. A page that stays
 * busy longer (a loaded machine) is waited for at most two seconds, so the wait cannot outlast the test.
 */
async function idle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestIdleCallback(resolve, { timeout: 2000 }))),
  );
}
