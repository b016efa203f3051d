/**
 * Google Analytics only with consent. The site under test must be built with a measurement id
 * (SITE_ANALYTICS_ID=G-TEST123 npm run build, as `npm test` does); every request to a Google host is recorded and
 * answered on the machine (gtag.js by a stand-in that writes _ga cookies like the real one), so nothing leaves it.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ANALYTICS_BEHAVIOUR } from '../../browser/consent/constants.ts';
import { routes } from '../site.ts';
import {
  analyticsCookies,
  banner,
  categories,
  consentCalls,
  guardGoogle,
  hydrated,
  notice,
  settingsRoute,
} from './consent-helpers.ts';

const analytics = categories.find((category) => category.drives === ANALYTICS_BEHAVIOUR)!;
const analyticsSwitch = (page: Page) => page.getByRole('switch', { name: analytics.title });
const gtagLoads = (requests: { url(): string }[]) =>
  requests.filter((request) => /googletagmanager\.com\/gtag\/js\?id=G-/.test(request.url()));

async function acceptAll(page: Page) {
  await page.goto('/');
  await notice(page).getByRole('button', { name: banner.acceptLabel }).click();
  await expect(notice(page)).toHaveCount(0);
}

/** Visits each route and checks that no Google host was asked and no _ga cookie exists. */
async function expectNoTracking(page: Page, context: BrowserContext, requests: { url(): string }[], visit: string[]) {
  for (const route of visit) {
    await page.goto(route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(
      requests.map((request) => request.url()),
      `Google requests on ${route}`,
    ).toEqual([]);
    expect(await analyticsCookies(context), `_ga cookies on ${route}`).toEqual([]);
  }
}

test.describe('analytics only with consent', () => {
  test('over every route, nothing reaches a Google host and no _ga cookie is set before consent; Consent Mode says denied', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000); // twenty pages, each left to settle
    const requests = await guardGoogle(context);
    await expectNoTracking(page, context, requests, routes);
    const [defaults] = await consentCalls(page);
    expect(defaults?.slice(0, 2)).toEqual(['consent', 'default']);
    const signals = defaults![2] as Record<string, string>;
    expect(Object.keys(signals)).toEqual(
      expect.arrayContaining(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']),
    );
    expect(new Set(Object.values(signals))).toEqual(new Set(['denied']));
  });

  test('after reject all, nothing reaches a Google host and no _ga cookie is set', async ({ page, context }) => {
    const requests = await guardGoogle(context);
    await page.goto('/');
    await notice(page).getByRole('button', { name: banner.rejectLabel }).click();
    await expect(notice(page)).toHaveCount(0);
    await expectNoTracking(page, context, requests, routes.slice(0, 5));
  });

  test('accept all loads gtag.js with the measurement id and grants analytics in Consent Mode', async ({
    page,
    context,
  }) => {
    const requests = await guardGoogle(context);
    await acceptAll(page);
    await expect
      .poll(() => gtagLoads(requests).length, 'gtag.js requested (build with SITE_ANALYTICS_ID=G-TEST123)')
      .toBe(1);
    const update = (await consentCalls(page)).find(
      (call) => call[1] === 'update' && (call[2] as Record<string, string>).analytics_storage === 'granted',
    );
    expect(update).toBeDefined();
    await expect.poll(() => analyticsCookies(context)).not.toEqual([]);
  });

  test('turning analytics off deletes the _ga cookies and stops tracking on every later page', async ({
    page,
    context,
  }) => {
    const requests = await guardGoogle(context);
    await acceptAll(page);
    await expect.poll(() => analyticsCookies(context)).not.toEqual([]);
    await page.goto(settingsRoute);
    await expect(analyticsSwitch(page)).toHaveAttribute('aria-checked', 'true');
    await analyticsSwitch(page).click();
    await expect(analyticsSwitch(page)).toHaveAttribute('aria-checked', 'false');
    await expect.poll(() => analyticsCookies(context)).toEqual([]);
    requests.length = 0;
    await expectNoTracking(page, context, requests, routes.slice(0, 5));
  });

  test('turning analytics on from the settings page starts tracking without reloading the page', async ({
    page,
    context,
  }) => {
    const requests = await guardGoogle(context);
    await page.goto(settingsRoute);
    await hydrated(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await analyticsSwitch(page).click();
    await expect.poll(() => gtagLoads(requests).length).toBe(1);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Off and on again in the same page: the loaded tag is switched back on rather than loaded twice.
    await analyticsSwitch(page).click();
    await analyticsSwitch(page).click();
    await expect(analyticsSwitch(page)).toHaveAttribute('aria-checked', 'true');
    expect(gtagLoads(requests)).toHaveLength(1);
    expect(
      await page.evaluate(() =>
        Object.entries(window)
          .filter(([key]) => key.startsWith('ga-disable-'))
          .map(([, value]) => value),
      ),
    ).toEqual([false]);
  });
});
