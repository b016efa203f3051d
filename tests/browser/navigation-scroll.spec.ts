/** Navigation: client navigation without reloads, scroll to top or hash, back/forward, focus, head. */
import { routeTable, site } from '../site.ts';
import {
  anchoredSection,
  expect,
  test,
  anchorOffset,
  footerLink,
  headingOf,
  historyNavigate,
  hydrated,
  markDocument,
  sameDocument,
  scrollY,
  titleOf,
  twoOtherRoutes,
} from './navigation-helpers.ts';

// A short window makes every page scroll, whatever its copy.
test.use({ viewport: { width: 1280, height: 600 } });

test('an internal link shows the next page at the top, without a full page load, with its head updated', async ({
  page,
}) => {
  const documentRequests: string[] = [];
  page.on('request', (request) => request.resourceType() === 'document' && documentRequests.push(request.url()));
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  const [target] = twoOtherRoutes('/');

  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await footerLink(page, target).click();

  await expect(page).toHaveURL(target);
  await expect(page.locator('main')).toContainText(headingOf(target));
  await expect(page).toHaveTitle(titleOf(target));
  await expect.poll(() => scrollY(page)).toBe(0);
  expect(await sameDocument(page)).toBe(true);
  expect(documentRequests).toHaveLength(1);
  const declared = routeTable.get(target)!;
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', declared.description);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site.site.origin + target);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', declared.title);
});

test("after a navigation the new page's h1 has focus and its title is announced politely", async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const announcer = page.locator('[data-route-announcer]');
  await expect(announcer).toHaveAttribute('aria-live', 'polite');
  await expect(announcer).toHaveText('');
  const [target] = twoOtherRoutes('/');

  await footerLink(page, target).click();

  await expect(page.locator('main h1')).toBeFocused();
  await expect(announcer).toHaveText(titleOf(target));
  // Tab from the heading moves on into the page, not back to the top of the document.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('main, footer') !== null)).toBe(true);
});

test('back and forward return to where the visitor was on each page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  const [first, second] = twoOtherRoutes('/');

  // At the bottom of the home page, follow a footer link.
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  const homeBottom = await scrollY(page);
  expect(homeBottom).toBeGreaterThan(0);
  await footerLink(page, first).click();
  await expect(page).toHaveTitle(titleOf(first));
  await expect.poll(() => scrollY(page)).toBe(0);

  // Part-way down the next page, follow another by keyboard (a click would first scroll the link into view).
  await page.evaluate(() => window.scrollTo({ top: 150, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBe(150);
  await footerLink(page, second).evaluate((link: HTMLElement) => link.focus({ preventScroll: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveTitle(titleOf(second));

  await page.goBack();
  await expect(page).toHaveTitle(titleOf(first));
  await expect.poll(() => scrollY(page)).toBe(150);

  await page.goBack();
  await expect(page).toHaveTitle(titleOf('/'));
  await expect.poll(() => scrollY(page)).toBe(homeBottom);

  await page.goForward();
  await expect(page).toHaveTitle(titleOf(first));
  await expect.poll(() => scrollY(page)).toBe(150);
  expect(await sameDocument(page)).toBe(true);
});

test('a reload returns to where the visitor was on the page', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  await page.evaluate(() => window.scrollTo({ top: 300, behavior: 'instant' }));
  await expect.poll(() => scrollY(page)).toBe(300);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => scrollY(page)).toBe(300);
});

test('a first load with a hash shows its target below the header', async ({ page }) => {
  const { route, id } = anchoredSection();
  await page.goto(`${route}#${id}`);
  await hydrated(page);
  expect(await scrollY(page)).toBeGreaterThan(0);
  await expect.poll(() => anchorOffset(page, id)).toBeLessThanOrEqual(2);
});

test('moving to another page with a hash scrolls to the target and focuses it', async ({ page }) => {
  const { route, id } = anchoredSection();
  const start = twoOtherRoutes(route)[0];
  await page.goto(start);
  await hydrated(page);

  await historyNavigate(page, `${route}#${id}`);

  await expect(page).toHaveTitle(titleOf(route));
  await expect.poll(() => anchorOffset(page, id)).toBeLessThanOrEqual(2);
  expect(await scrollY(page)).toBeGreaterThan(0);
  await expect(page.locator(`#${id}`)).toBeFocused();
});

test('an anchor on the same page scrolls to its target and keeps the page', async ({ page }) => {
  const { route, id } = anchoredSection();
  await page.goto(route);
  await hydrated(page);
  await markDocument(page);
  const heading = page.locator('main h1');
  await expect(heading).toBeVisible();

  // A plain link to the anchor, as a visitor's browser follows it.
  await page.evaluate((targetId) => {
    const link = Object.assign(document.createElement('a'), { href: `#${targetId}`, textContent: 'jump' });
    link.id = 'test-jump';
    document.body.prepend(link);
  }, id);
  await page.locator('#test-jump').click();

  await expect(page).toHaveURL(`${route}#${id}`);
  await expect.poll(() => anchorOffset(page, id)).toBeLessThanOrEqual(2);
  await expect(heading).not.toBeFocused();
  await expect(page.locator('[data-route-announcer]')).toHaveText('');
  expect(await sameDocument(page)).toBe(true);
});

test('client navigation to an unknown path shows the 404 page with an error head, and pages recover after it', async ({
  page,
}) => {
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);

  await historyNavigate(page, '/no-such-page-here');

  await expect(page.locator('main h1')).toHaveText(site.errorPage.title);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(site.errorPage.notFoundTitle);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('header').first()).toBeVisible();
  await expect(page.locator('footer').first()).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();

  const [target] = twoOtherRoutes('/');
  await footerLink(page, target).click();
  await expect(page).toHaveTitle(titleOf(target));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', site.site.origin + target);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  expect(await sameDocument(page)).toBe(true);
});
