/** Page loads: the thin progress bar, shown only for loads slower than the throttle. */
import { LOADING_BAR_THROTTLE_MS } from '../../renderer/navigation/constants.ts';
import { site } from '../site.ts';
import {
  expect,
  footerLink,
  headingOf,
  hydrated,
  pageDataUrl,
  test,
  titleOf,
  twoOtherRoutes,
} from './navigation-helpers.ts';

const barName = site.assistiveText.pageLoading;

test.beforeEach(async ({ page }) => {
  // No prefetching, so each navigation really loads its page data when clicked.
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    // Remember whether a progress bar ever appeared, however briefly.
    new MutationObserver(() => {
      if (document.querySelector('[role="progressbar"]')) (window as unknown as { barSeen: boolean }).barSeen = true;
    }).observe(document, { childList: true, subtree: true });
  });
});

test('a slow page load shows the progress bar at the top, keeps the previous page meanwhile, then hides it', async ({
  page,
}) => {
  const [target] = twoOtherRoutes('/');
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**${pageDataUrl(target)}`, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/');
  await hydrated(page);
  const homeHeading = headingOf('/');

  await footerLink(page, target).click();

  const bar = page.getByRole('progressbar', { name: barName });
  await expect(bar).toBeVisible();
  const box = (await bar.boundingBox())!;
  expect(box.y).toBe(0);
  expect(box.height).toBeLessThanOrEqual(4);
  await expect(page.locator('main')).toContainText(homeHeading);

  release();
  await expect(page.locator('main')).toContainText(headingOf(target));
  await expect(page).toHaveTitle(titleOf(target));
  await expect(bar).toHaveCount(0);
});

test(`a page that loads faster than ${LOADING_BAR_THROTTLE_MS} ms shows no progress bar`, async ({ page }) => {
  const [target] = twoOtherRoutes('/');
  const loads: string[] = [];
  page.on('requestfinished', (request) => request.url().endsWith(pageDataUrl(target)) && loads.push(request.url()));
  await page.goto('/');
  await hydrated(page);
  // The page's own clock stands still from here (installed, then paused: an installed clock alone keeps running):
  // however long a loaded machine takes to fetch and draw the page, it arrives before the throttle's 200 ms have
  // passed on that clock, which is what this test is about.
  await page.clock.install();
  // A little ahead of the page's time, which runs on until paused (a loaded machine may take a while to get here).
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 5_000));

  await footerLink(page, target).click();

  await expect(page.locator('main')).toContainText(headingOf(target));
  expect(loads).toHaveLength(1);
  expect(await page.evaluate(() => (window as unknown as { barSeen?: boolean }).barSeen === true)).toBe(false);
});

test('the bar moves only for visitors who do not ask for reduced motion', async ({ page }) => {
  const [first, second] = twoOtherRoutes('/');
  await page.route('**/page-data/**', () => undefined); // never answers: the bar stays up
  const barAnimation = () =>
    page.locator('.loading-bar__fill').evaluate((fill) => getComputedStyle(fill).animationName);

  await page.goto('/');
  await hydrated(page);
  await footerLink(page, first).click();
  await expect(page.getByRole('progressbar', { name: barName })).toBeVisible();
  expect(await barAnimation()).not.toBe('none');

  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  await hydrated(page);
  await footerLink(page, second).click();
  await expect(page.getByRole('progressbar', { name: barName })).toBeVisible();
  expect(await barAnimation()).toBe('none');
});
