/**
 * The cookie notice from first paint: in the prerendered page, its two buttons answered before the page's code has
 * arrived (the cookie written as the code writes it, the notice gone at once), and analytics following that choice
 * once the code runs. Without JavaScript, the server answers the notice (consent-no-js.spec.ts).
 */
import { expect, test, type Page } from '@playwright/test';
import { acceptAllLetters, defaultLetters, rejectAllLetters } from '../../browser/consent/categories.ts';
import { LETTERS_START } from '../../browser/consent/constants.ts';
import { routeTable } from '../site.ts';
import {
  banner,
  categories,
  consentCookie,
  consentLetters,
  guardGoogle,
  notice,
  settingsRoute,
  sorted,
  switchable,
} from './consent-helpers.ts';
import { holdHydrationCode, hydrated } from './navigation-helpers.ts';

const DAY_SECONDS = 24 * 60 * 60;
const gtagLoads = (requests: { url(): string }[]) =>
  requests.filter((request) => /\/gtag\/js\?id=G-/.test(request.url()));

/** Opens `route` with the code that hydrates it held back; the returned function lets it through. */
async function openBeforeItsCode(page: Page, baseURL: string, route: string): Promise<() => Promise<void>> {
  const release = await holdHydrationCode(page, baseURL, route);
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

const settingsSection = routeTable
  .get(settingsRoute)!
  .sections.find((candidate) => candidate.type === 'cookieSettings')!;
if (settingsSection.type !== 'cookieSettings') throw new Error(`${settingsRoute} has no cookieSettings section`);
const switchOf = (page: Page, title: string) => page.getByRole('switch', { name: title });
const savedWords = (page: Page) => page.getByRole('region', { name: settingsSection.heading }).getByRole('status');

for (const width of [375, 1280]) {
  test.describe(`the cookie settings (${settingsRoute}) at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });
    for (const code of ['held back', 'blocked'] as const)
      test(`with the page's code ${code}: the switches show the defaults, answer at once and save; Reject all and Save too`, async ({
        page,
        context,
        baseURL,
      }) => {
        const problems: string[] = [];
        page.on('pageerror', (error) => problems.push(error.message));
        page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
        let hydrate: (() => Promise<void>) | undefined;
        if (code === 'blocked') {
          await page.route('**/*.js', (request) => request.abort());
          await page.goto(settingsRoute);
        } else hydrate = await openBeforeItsCode(page, baseURL!, settingsRoute);

        for (const category of switchable)
          await expect(switchOf(page, category.title)).toHaveAttribute(
            'aria-checked',
            String(category.defaultOn === true),
          );
        await expect(savedWords(page)).toHaveText('', { useInnerText: true });
        const off = switchable.find((category) => category.defaultOn !== true)!;
        const toggle = switchOf(page, off.title);
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-checked', 'true');
        await expect(toggle).toHaveText(settingsSection.onLabel, { useInnerText: true });
        expect(await consentLetters(context)).toEqual(sorted([...defaultLetters(categories), off.letter]));
        await expect(savedWords(page)).toHaveText(settingsSection.savedMessage, { useInnerText: true });
        const prefix = (await consentCookie(context))!.value.slice(0, LETTERS_START);

        await page.getByRole('button', { name: banner.rejectLabel }).click();
        for (const category of switchable)
          await expect(switchOf(page, category.title)).toHaveAttribute('aria-checked', 'false');
        expect(await consentLetters(context)).toEqual(sorted(rejectAllLetters(categories)));
        await toggle.press('Space');
        await page.getByRole('button', { name: settingsSection.saveLabel }).click();
        expect(await consentLetters(context)).toEqual(sorted([...rejectAllLetters(categories), off.letter]));
        // A change of mind changes the letters only.
        expect((await consentCookie(context))!.value.slice(0, LETTERS_START)).toBe(prefix);

        if (hydrate) {
          // The code takes over what the page shows, and answers the next switch itself.
          await hydrate();
          await expect(toggle).toHaveAttribute('aria-checked', 'true');
          await toggle.click();
          await expect(toggle).toHaveAttribute('aria-checked', 'false');
          await expect(toggle).toHaveText(settingsSection.offLabel, { useInnerText: true });
          expect(await consentLetters(context)).toEqual(sorted(rejectAllLetters(categories)));
          expect(problems).toEqual([]);
        }
        // The next page knows the choice before it is painted.
        await page.goto('/');
        await expect(notice(page)).toBeHidden();
      });
  });
}
