import { expect, test } from '@playwright/test';
import { encodeConsent } from '../../browser/consent/consent-value.ts';
import { consentExpiry } from '../../browser/consent/cookie-jar.ts';
import { ANALYTICS_BEHAVIOUR, CONSENT_COOKIE } from '../../browser/consent/constants.ts';
import { plainText } from '../../site/inline-markup.ts';
import { routes, site } from '../site.ts';
import {
  banner,
  categories,
  consentCookie,
  consentLetters,
  hydrated,
  letterOf,
  notice,
  settingsRoute,
  sorted,
} from './consent-helpers.ts';

const DAY_SECONDS = 24 * 60 * 60;

test.describe('the cookie notice', () => {
  test('shows on a first visit: the sentence of site.json and three actions', async ({ page, context }) => {
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await expect(notice(page)).toContainText(plainText(banner.text));
    await expect(notice(page).getByRole('button', { name: banner.acceptLabel })).toBeVisible();
    await expect(notice(page).getByRole('button', { name: banner.rejectLabel })).toBeVisible();
    await expect(notice(page).getByRole('link', { name: banner.moreOptions.label })).toHaveAttribute(
      'href',
      settingsRoute,
    );
    expect(await consentCookie(context), 'nothing is decided before the visitor chooses').toBeUndefined();
  });

  test(`is absent on ${settingsRoute}, and back on the other pages while the visitor has not chosen`, async ({
    page,
  }) => {
    await page.goto(settingsRoute);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(notice(page)).toHaveCount(0);
    await page.locator('footer').getByRole('link', { name: site.footer.legal?.[0]?.label }).click();
    await expect(notice(page)).toBeVisible();
  });

  test('accept all saves every category, analytics included, and closes', async ({ page, context }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: banner.acceptLabel }).click();
    await expect(notice(page)).toHaveCount(0);
    const letters = await consentLetters(context);
    expect(letters).toEqual(sorted(categories.map((category) => category.letter)));
    expect(letters).toContain(letterOf(ANALYTICS_BEHAVIOUR));
  });

  test('reject all saves only what cannot be turned off, without the analytics letter, and closes', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: banner.rejectLabel }).click();
    await expect(notice(page)).toHaveCount(0);
    const letters = await consentLetters(context);
    expect(letters).toEqual(
      sorted(categories.filter((category) => !category.canTurnOff).map((category) => category.letter)),
    );
    expect(letters).not.toContain(letterOf(ANALYTICS_BEHAVIOUR));
  });

  test('the consent cookie lasts 3 months, on path /, SameSite=Lax, not Secure over http', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const before = new Date();
    await notice(page).getByRole('button', { name: banner.acceptLabel }).click();
    await expect(notice(page)).toHaveCount(0);
    const cookie = (await consentCookie(context))!;
    const expected = consentExpiry(before).getTime() / 1000;
    expect(Math.abs(cookie.expires - expected)).toBeLessThan(60);
    // Three months is 89 to 92 days, whatever the month.
    expect((cookie.expires - before.getTime() / 1000) / DAY_SECONDS).toBeGreaterThan(88);
    expect((cookie.expires - before.getTime() / 1000) / DAY_SECONDS).toBeLessThan(93);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax', secure: false, httpOnly: false });
  });

  test('a visitor who chose never sees it again, not even for a moment before the page runs', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: encodeConsent([]), url: baseURL! }]);
    // Every frame the browser paints, from the first one: is the notice drawn? (It is in the prerendered page, hidden
    // before the first paint by the head's script.)
    await page.addInitScript((label) => {
      const look = () => {
        if (document.querySelector(`[aria-label="${label}"]`)?.checkVisibility())
          (window as unknown as { noticeSeen: boolean }).noticeSeen = true;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, banner.label);
    for (const route of routes.slice(0, 4)) {
      await page.goto(route);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(
        await page.evaluate(() => (window as unknown as { noticeSeen?: boolean }).noticeSeen ?? false),
        route,
      ).toBe(false);
    }
  });

  for (const [what, value] of [
    ['random text', 'not-a-consent-value'],
    ['a lowercase prefix', 'abcdefghij%7Cnf'],
    ['an unencoded separator', 'ABCDEFGHIJ|nf'],
    ['a letter no category uses', 'ABCDEFGHIJ%7Cnz'],
    ['an empty value', ''],
  ]) {
    test(`a malformed consent cookie (${what}) brings the notice back`, async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: CONSENT_COOKIE, value: value!, url: baseURL! }]);
      await page.goto('/');
      await expect(notice(page)).toBeVisible();
      await notice(page).getByRole('button', { name: banner.rejectLabel }).click();
      await expect(notice(page)).toHaveCount(0);
      expect(await consentLetters(context)).not.toContain(letterOf(ANALYTICS_BEHAVIOUR));
    });
  }

  test('more options opens the cookie settings in a new tab, and a choice made there closes the notice here', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    const [settings] = await Promise.all([
      context.waitForEvent('page'),
      notice(page).getByRole('link', { name: banner.moreOptions.label }).click(),
    ]);
    await settings.waitForLoadState();
    expect(new URL(settings.url()).pathname).toBe(settingsRoute);
    expect(new URL(page.url()).pathname).toBe('/');
    await hydrated(settings);
    await expect(notice(settings)).toHaveCount(0);
    await settings.getByRole('button', { name: banner.rejectLabel }).click();
    await expect.poll(() => consentCookie(context)).toBeDefined();
    await settings.close();
    await page.bringToFront();
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(notice(page)).toHaveCount(0);
  });

  test('is reached by keyboard right after the skip link, announced by a live region, and gives focus back to the page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(notice(page)).toBeVisible();
    await expect(page.locator('[aria-live="polite"]').filter({ has: notice(page) })).toHaveCount(1);
    await page.keyboard.press('Tab');
    await expect(page.locator('.skip-link')).toBeFocused();
    const accept = notice(page).getByRole('button', { name: banner.acceptLabel });
    // Every stop after the skip link is inside the notice until its first action (its text may hold a link).
    for (let stop = 0; stop < 4 && !(await accept.evaluate((element) => element === document.activeElement)); stop++) {
      await page.keyboard.press('Tab');
      expect(await notice(page).evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await expect(accept).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(notice(page).getByRole('button', { name: banner.rejectLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(notice(page)).toHaveCount(0);
    await expect(page.locator('main')).toBeFocused();
    expect(await consentLetters(context)).not.toContain(letterOf(ANALYTICS_BEHAVIOUR));
  });

  test('its three actions have the same size and colours', async ({ page }) => {
    await page.goto('/');
    const actions = notice(page)
      .locator('button, a')
      .filter({
        hasText: new RegExp(`^(${[banner.acceptLabel, banner.rejectLabel, banner.moreOptions.label].join('|')})`),
      });
    await expect(actions).toHaveCount(3);
    const looks = await actions.evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        return {
          width: Math.round(box.width),
          height: Math.round(box.height),
          background: style.backgroundColor,
          color: style.color,
          border: style.borderColor,
          weight: style.fontWeight,
          size: style.fontSize,
        };
      }),
    );
    expect(looks[1]).toEqual(looks[0]);
    expect(looks[2]).toEqual(looks[0]);
  });

  test.describe('on a 360 px screen', () => {
    test.use({ viewport: { width: 360, height: 640 } });
    // Whether the element's centre, once scrolled to `block`, is the element itself rather than the notice above it.
    const usable = (element: Element, block: ScrollLogicalPosition | 'page-end') => {
      if (block === 'page-end') window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' });
      else element.scrollIntoView({ block, behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return hit !== null && element.contains(hit);
    };
    for (const route of routes.filter((route) => route !== settingsRoute)) {
      test(`${route}: the notice leaves the header and two thirds of the screen free, and hides no action for good`, async ({
        page,
      }) => {
        await page.goto(route);
        await expect(notice(page)).toBeVisible();
        const noticeTop = (await notice(page).boundingBox())!.y;
        expect(noticeTop, 'notice top').toBeGreaterThanOrEqual((640 * 2) / 3);
        const header = (await page.locator('header').first().boundingBox())!;
        expect(header.y + header.height, 'header bottom').toBeLessThanOrEqual(noticeTop);
        // The first section's main action (its first button) is in view on the first screen, above the notice.
        const mainAction = page.locator('main section').first().locator('.button, button').first();
        if (await mainAction.count()) {
          const box = (await mainAction.boundingBox())!;
          expect(box.y + box.height, `${await mainAction.textContent()}, first screen`).toBeLessThanOrEqual(noticeTop);
        }
        for (const action of await page.locator('main section').first().locator('a, button').all()) {
          expect(await action.evaluate(usable, 'center' as const), `${await action.textContent()}`).toBe(true);
        }
        // The page has room below its end: scrolled to the bottom, even the footer's last link is clear of the notice.
        const lastFooterLink = page.locator('footer a').last();
        expect(await lastFooterLink.evaluate(usable, 'page-end' as const), 'last footer link').toBe(true);
      });
    }
  });

  test('on a small screen the menu panel ends above the notice: its last link can be reached and tapped', async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 } });
    const page = await context.newPage();
    await page.goto('/');
    await hydrated(page);
    await expect(notice(page)).toBeVisible();
    await page.getByRole('button', { name: site.header.menuLabel }).click();
    // A menu open too: the panel is taller than what the notice leaves of the screen.
    await page.locator('.site-header__drawer button[aria-expanded="false"]').first().click();
    const lastLink = page.locator('.site-header__drawer a').last();
    await lastLink.scrollIntoViewIfNeeded();
    const box = (await lastLink.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual((await notice(page).boundingBox())!.y);
    await context.close();
  });

  test("answering the notice stores the consent cookie alone: the language cookie is the language switch's", async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await notice(page).getByRole('button', { name: banner.rejectLabel }).click();
    await expect(notice(page)).toHaveCount(0);
    expect((await context.cookies()).map((cookie) => cookie.name)).toEqual([CONSENT_COOKIE]);
  });
});
