/**
 * The cookie notice from first paint: in the prerendered page, its two buttons answered before the page's code has
 * arrived (the cookie written as the code writes it, the notice gone at once), and analytics following that choice
 * once the code runs. Without JavaScript nothing can be tracked, so nothing is asked.
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptAllLetters, rejectAllLetters } from '../../browser/consent/categories.ts';
import { routes, dutchRoutes } from '../site.ts';
import {
  banner,
  categories,
  consentCookie,
  consentLetters,
  guardGoogle,
  notice,
  settingsRoute,
  sorted,
} from './consent-helpers.ts';
import { hydrated, hydrationCodeUrl } from './navigation-helpers.ts';

const DAY_SECONDS = 24 * 60 * 60;
const gtagLoads = (requests: { url(): string }[]) =>
  requests.filter((request) => /\/gtag\/js\?id=G-/.test(request.url()));

/** Opens `route` with the code that hydrates it held back; the returned function lets it through. */
async function openBeforeItsCode(page: Page, baseURL: string, route: string): Promise<() => Promise<void>> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await hydrationCodeUrl(page, baseURL + route), async (request) => {
    await released;
    await request.continue();
  });
  await page.goto(route);
  return async () => {
    expect(await page.evaluate(() => document.getElementById('root')!.hasAttribute('data-hydrated'))).toBe(false);
    release();
    await hydrated(page);
  };
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const [label, letters, analytics] of [
      [banner.acceptLabel, acceptAllLetters(categories), true],
      [banner.rejectLabel, rejectAllLetters(categories), false],
    ] as const) {
      test(`"${label}" before the page's code arrived: answered at once, and the code follows it`, async ({
        page,
        context,
        baseURL,
      }) => {
        const google = await guardGoogle(context);
        const hydrate = await openBeforeItsCode(page, baseURL!, '/pricing');
        await expect(notice(page)).toBeVisible();
        const before = new Date();
        await notice(page).getByRole('button', { name: label }).click();
        await expect(notice(page)).toBeHidden();
        expect(sorted(await consentLetters(context))).toEqual(sorted([...letters]));
        const cookie = (await consentCookie(context))!;
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
        expect((cookie.expires - before.getTime() / 1000) / DAY_SECONDS).toBeGreaterThan(88);
        expect((cookie.expires - before.getTime() / 1000) / DAY_SECONDS).toBeLessThan(93);
        expect(gtagLoads(google)).toEqual([]);

        await hydrate();
        await expect(notice(page)).toHaveCount(0);
        if (analytics) await expect.poll(() => gtagLoads(google).length).toBe(1);
        else {
          await page.waitForLoadState('networkidle');
          expect(gtagLoads(google)).toEqual([]);
        }
        // The next page knows the choice before it is painted.
        await page.goto('/');
        await expect(notice(page)).toBeHidden();
      });
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('no page shows the notice: no optional cookie can be set, so nothing is asked', async ({ page }) => {
    for (const route of [...routes, ...dutchRoutes].filter((route) => !route.endsWith(settingsRoute))) {
      await page.goto(route);
      // In the page (it is prerendered for browsers that run the code), and not shown.
      await expect(page.locator('.cookie-notice'), route).toHaveCount(1);
      await expect(page.locator('.cookie-notice'), route).toBeHidden();
    }
  });
});
