/**
 * The cookie notice and the cookie settings without JavaScript, where the server answers their forms (npm run serve
 * here; nginx in nginx.spec.ts): on every route of both languages, at a phone's width and a desktop's, the notice asks
 * until a choice is saved; each button saves its choice as the page's code would and comes back to the same page, where
 * the notice is gone, as it is on the next page. The settings page shows the choice saved (or the defaults), and each
 * switch and button saves at once. Where nothing answers the forms (a static host), no notice is shown and the settings
 * page says choices need JavaScript: nothing could answer their buttons. With the code, the buttons never post a form:
 * the page answers them itself.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { acceptAllLetters, defaultLetters, rejectAllLetters } from '../../browser/consent/categories.ts';
import { CONSENT_FORM_PATH, CONSENT_STATE_STYLESHEET, NO_SCRIPT_SAVED_ID } from '../../browser/consent/constants.ts';
import { plainText } from '../../site/inline-markup.ts';
import { dutch, dutchRoutes, routes, routeTable, site } from '../site.ts';
import { categories, consentCookie, consentLetters, settingsRoute, sorted, switchable } from './consent-helpers.ts';
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

  for (const width of [375, 1280])
    for (const [name, languageRoutes] of [
      ['English', noticeRoutes.filter((route) => routes.includes(route))],
      ['Dutch', noticeRoutes.filter((route) => dutchRoutes.includes(route))],
    ] as const) {
      test(`at ${width} px, every ${name} route asks, saves either choice as the code would, and comes back to itself`, async ({
        page,
        context,
      }) => {
        // Two visits for each route of a language, and one more at the end, on a loaded machine.
        test.setTimeout(120_000);
        await page.setViewportSize({ width, height: 800 });
        for (const [index, route] of languageRoutes.entries()) {
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
          // The page it comes back to is a new visit with the cookie: the notice is gone.
          await expect(notice, route).toBeHidden();
          expect(await consentLetters(context), route).toEqual(sorted([...letters]));
          const cookie = (await consentCookie(context))!;
          expect(cookie, route).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
          expect((cookie.expires - before) / DAY_SECONDS).toBeGreaterThan(88);
          expect((cookie.expires - before) / DAY_SECONDS).toBeLessThan(93);
        }
        // And on the next page, in the other language (the cookie is the whole site's).
        const last = languageRoutes.at(-1)!;
        const next = noticeRoutes.find((route) => !languageRoutes.includes(route))!;
        await page.goto(next);
        await expect(noticeOf(page, next), `${next} after a choice on ${last}`).toBeHidden();
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

  test('on an address no page has, a choice comes back to that address (the error page cannot name it)', async ({
    page,
    context,
  }) => {
    for (const [missing, banner] of [
      ['/no/such/page', site.cookies!.banner],
      ['/nl/geen/pagina', dutch.cookies!.banner],
    ] as const) {
      await context.clearCookies();
      const response = await page.goto(missing);
      expect(response!.status()).toBe(404);
      await page.getByRole('region', { name: banner.label }).getByRole('button', { name: banner.acceptLabel }).click();
      await page.waitForURL((url) => url.pathname === missing);
      await expect(page.locator('.cookie-notice')).toBeHidden();
      expect(await consentLetters(context)).toEqual(sorted(acceptAllLetters(categories)));
    }
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

/** The cookie settings page in each language, and its section's words. */
const settingsPages = [site, dutch].map((language) => {
  const route = language.pages.find((page) => page.route.endsWith(settingsRoute))!.route;
  const section = routeTable.get(route)!.sections.find((candidate) => candidate.type === 'cookieSettings');
  if (section?.type !== 'cookieSettings') throw new Error(`${route} has no cookieSettings section`);
  const titles = new Map(language.cookies!.categories.map((category) => [category.id, category.title]));
  return { route, section, banner: language.cookies!.banner, titles };
});

test.describe('the cookie settings without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const width of [375, 1280])
    for (const { route, section, banner, titles } of settingsPages)
      test(`${route} at ${width} px: shows the choice saved, and each switch and button saves at once`, async ({
        page,
        context,
      }) => {
        await page.setViewportSize({ width, height: 800 });
        // Without script each switch is a toggle button: a form's submit button may not be a switch.
        const switchOf = (id: string) => page.getByRole('button', { name: titles.get(id), exact: true });
        const expectShown = async (letters: readonly string[]) => {
          for (const category of switchable)
            await expect(switchOf(category.id), category.id).toHaveAttribute(
              'aria-pressed',
              String(letters.includes(category.letter!)),
            );
        };
        await page.goto(route);
        // Before any choice: the defaults, and nothing saved yet.
        await expectShown(defaultLetters(categories));
        // (Playwright's text locators skip <noscript>, even when the browser shows its content.)
        const saved = page.locator(`#${NO_SCRIPT_SAVED_ID}`);
        await expect(saved).toBeHidden();
        await expect(page.locator('.cookie-settings__noscript')).toBeHidden();
        const letters = new Set(defaultLetters(categories));

        for (const category of switchable) {
          const on = letters.has(category.letter!);
          await switchOf(category.id).click();
          // Back at the switch's card, in view, showing the new state.
          await page.waitForURL((url) => url.pathname === route && url.hash === `#${category.id}`);
          if (on) letters.delete(category.letter!);
          else letters.add(category.letter!);
          await expectShown([...letters]);
          await expect(switchOf(category.id)).toBeInViewport();
          expect(await consentLetters(context), category.id).toEqual(
            sorted([...new Set([...letters, ...rejectAllLetters(categories)])]),
          );
        }
        for (const [label, expected] of [
          [banner.acceptLabel, acceptAllLetters(categories)],
          [banner.rejectLabel, rejectAllLetters(categories)],
          [section.saveLabel, rejectAllLetters(categories)],
        ] as const) {
          await page.getByRole('button', { name: label, exact: true }).click();
          await page.waitForURL((url) => url.pathname === route && url.hash !== '' && !titles.has(url.hash.slice(1)));
          await expect(saved, label).toHaveText(section.savedMessage);
          await expect(saved, label).toBeInViewport();
          await expectShown(expected);
          expect(await consentLetters(context), label).toEqual(sorted([...expected]));
        }
        // A choice saved here is one the notice no longer asks for.
        const other = noticeRoutes.find((candidate) => bannerOf(candidate) === banner)!;
        await page.goto(other);
        await expect(noticeOf(page, other)).toBeHidden();
      });

  test('on a host that cannot answer the form, the page says choices need JavaScript and shows no control', async ({
    page,
  }) => {
    await page.route(`**${CONSENT_STATE_STYLESHEET}`, (route) => route.fulfill({ status: 404, body: 'Not found' }));
    for (const { route, section } of settingsPages) {
      await page.goto(route);
      const note = page.locator('main noscript p.cookie-settings__noscript');
      await expect(note).toBeVisible();
      await expect(note).toHaveText(plainText(section.needsJavaScript));
      await expect(page.getByRole('switch')).toHaveCount(0);
      await expect(page.locator('button[aria-pressed]:visible')).toHaveCount(0);
      await expect(page.getByRole('button', { name: section.saveLabel })).toHaveCount(0);
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
