/**
 * The cookie notice without JavaScript, where the server answers its form (npm run serve here; nginx in
 * nginx.spec.ts): on every route of both languages, at a phone's width and a desktop's, the notice asks until a choice
 * is saved; each button saves its choice as the page's code would and comes back to the same page, where the notice is
 * gone, as it is on the next page. Where nothing answers the form (a static host), no notice is shown: its buttons
 * could not do anything. With the code, the buttons never post the form: the page answers them itself.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptAllLetters, rejectAllLetters } from '../../browser/consent/categories.ts';
import { CONSENT_FORM_PATH, CONSENT_STATE_STYLESHEET } from '../../browser/consent/constants.ts';
import { dutch, dutchRoutes, routes, site } from '../site.ts';
import { categories, consentCookie, consentLetters, settingsRoute, sorted } from './consent-helpers.ts';
import { hydrated } from './navigation-helpers.ts';

const DAY_SECONDS = 24 * 60 * 60;
/** The notice's words in the language of a route. */
const bannerOf = (route: string) => (dutchRoutes.includes(route) ? dutch : site).cookies!.banner;
const noticeOf = (page: Page, route: string) => page.getByRole('region', { name: bannerOf(route).label });
/** Every route that shows the notice: all but the cookie settings, in each language. */
const noticeRoutes = [...routes, ...dutchRoutes].filter(
  (route) => route !== settingsRoute && !route.endsWith(settingsRoute),
);
const CHOICES = [
  ['acceptLabel', acceptAllLetters(categories)],
  ['rejectLabel', rejectAllLetters(categories)],
] as const;

/** Every POST of the notice's form this context sends. */
function formPosts(context: BrowserContext): string[] {
  const posts: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === CONSENT_FORM_PATH) posts.push(`${request.method()} ${request.url()}`);
  });
  return posts;
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280]) {
    test(`at ${width} px, every route asks, saves either choice as the code would, and comes back to itself`, async ({
      page,
      context,
    }) => {
      // Three visits for each of 38 routes on a loaded machine.
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 800 });
      for (const [index, route] of noticeRoutes.entries()) {
        await context.clearCookies();
        await page.goto(route);
        const notice = noticeOf(page, route);
        await expect(notice, route).toBeVisible();
        // Nothing of the page stays hidden behind it: the page ends with room for the notice.
        const room = await page.evaluate(() => parseFloat(getComputedStyle(document.body).paddingBottom));
        expect(room, route).toBeGreaterThanOrEqual((await notice.boundingBox())!.height);

        const [label, letters] = CHOICES[index % CHOICES.length]!;
        const before = Date.now() / 1000;
        await notice.getByRole('button', { name: bannerOf(route)[label] }).click();
        await page.waitForURL((url) => url.pathname === route);
        await expect(notice, route).toBeHidden();
        expect(await consentLetters(context), route).toEqual(sorted([...letters]));
        const cookie = (await consentCookie(context))!;
        expect(cookie, route).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
        expect((cookie.expires - before) / DAY_SECONDS).toBeGreaterThan(88);
        expect((cookie.expires - before) / DAY_SECONDS).toBeLessThan(93);

        const next = noticeRoutes[(index + 1) % noticeRoutes.length]!;
        await page.goto(next);
        await expect(noticeOf(page, next), `${next} after a choice on ${route}`).toBeHidden();
      }
    });
  }

  test('a change of mind keeps the cookie and changes its letters only', async ({ page, context }) => {
    await page.goto('/pricing');
    await noticeOf(page, '/pricing').getByRole('button', { name: site.cookies!.banner.acceptLabel }).click();
    await page.waitForURL('**/pricing');
    const first = (await consentCookie(context))!.value;
    // A stale page (opened before the choice, kept in another tab) still shows the notice.
    await page.route(`**${CONSENT_STATE_STYLESHEET}`, (route) =>
      route.fulfill({ contentType: 'text/css', body: '.cookie-notice{display:block}' }),
    );
    await page.goto('/publish');
    await noticeOf(page, '/publish').getByRole('button', { name: site.cookies!.banner.rejectLabel }).click();
    await page.waitForURL('**/publish');
    const second = (await consentCookie(context))!.value;
    expect(second.slice(0, 13)).toBe(first.slice(0, 13));
    expect(await consentLetters(context)).toEqual(sorted(rejectAllLetters(categories)));
  });

  test('on a host that cannot answer the form, no page shows the notice', async ({ page }) => {
    await page.route(`**${CONSENT_STATE_STYLESHEET}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    for (const route of ['/', '/pricing', '/nl/prijzen'].filter((route) => noticeRoutes.includes(route))) {
      await page.goto(route);
      await expect(page.locator('.cookie-notice'), route).toHaveCount(1);
      await expect(page.locator('.cookie-notice'), route).toBeHidden();
    }
  });
});

test('with JavaScript, the notice never posts its form: before the code and after, the page answers it', async ({
  page,
  context,
}) => {
  const posts = formPosts(context);
  const banner = site.cookies!.banner;
  // Before the code: the head's script answers.
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/pricing');
  await noticeOf(page, '/pricing').getByRole('button', { name: banner.acceptLabel }).click();
  await expect(noticeOf(page, '/pricing')).toBeHidden();
  expect(await consentLetters(context)).toEqual(sorted(acceptAllLetters(categories)));
  // After it: the app answers.
  await page.unroute('**/*.js');
  await context.clearCookies();
  await page.goto('/publish');
  await hydrated(page);
  await noticeOf(page, '/publish').getByRole('button', { name: banner.rejectLabel }).click();
  await expect(noticeOf(page, '/publish')).toHaveCount(0);
  expect(await consentLetters(context)).toEqual(sorted(rejectAllLetters(categories)));
  expect(new URL(page.url()).pathname).toBe('/publish');
  expect(posts).toEqual([]);
});
