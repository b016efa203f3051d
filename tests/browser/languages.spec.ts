/**
 * The site in Dutch beside English: the switch and its language cookie, the first-visit redirect, the Dutch 404 (served
 * and after a client navigation), formats, client navigation inside a language, and consent and analytics in Dutch.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { ANALYTICS_BEHAVIOUR, LANGUAGE_COOKIE, LANGUAGE_LIFETIME_DAYS } from '../../browser/consent/constants.ts';
import { dutch, site } from '../site.ts';
import { analyticsCookies, consentCalls, guardGoogle, hydrated } from './consent-helpers.ts';

const switchTo = (page: Page, name: string) => page.locator('.language-switch').getByRole('link', { name });
const languageCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE);
const DAY_SECONDS = 24 * 60 * 60;

test.describe('the language switch', () => {
  test('keeps the page in the other language and writes the language cookie (365 days, path /, Lax)', async ({
    page,
    context,
  }) => {
    await page.goto('/pricing#faq');
    await hydrated(page);
    const link = switchTo(page, 'Nederlands');
    await expect(link).toHaveAttribute('hreflang', 'nl');
    await expect(link).toHaveAttribute('lang', 'nl');
    await link.click();
    await expect(page).toHaveURL(/\/nl\/pricing$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page).toHaveTitle(dutch.pages.find((candidate) => candidate.route === '/nl/pricing')!.title);
    const cookie = await languageCookie(context);
    expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Lax' });
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - LANGUAGE_LIFETIME_DAYS * DAY_SECONDS)).toBeLessThan(DAY_SECONDS);

    // Back to English from the Dutch page.
    await hydrated(page);
    await switchTo(page, 'English').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pricing$/);
    expect((await languageCookie(context))?.value).toBe('en');
  });

  test("writes the same cookie when followed before the app's code has arrived (every script file blocked)", async ({
    page,
    context,
  }) => {
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/pricing');
    await switchTo(page, 'Nederlands').click();
    await expect(page).toHaveURL(/\/nl\/pricing$/);
    const cookie = await languageCookie(context);
    expect(cookie).toMatchObject({ value: 'nl', path: '/', sameSite: 'Lax', secure: false });
    const lifetime = cookie!.expires - Date.now() / 1000;
    expect(Math.abs(lifetime - LANGUAGE_LIFETIME_DAYS * DAY_SECONDS)).toBeLessThan(DAY_SECONDS);
    await switchTo(page, 'English').click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/pricing$/);
    expect((await languageCookie(context))?.value).toBe('en');
  });

  test("is in the phone's menu, and works without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/nl/teams');
    await switchTo(page, 'English').click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();

    const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const tab = await phone.newPage();
    await tab.goto('/teams');
    await hydrated(tab);
    await expect(switchTo(tab, 'Nederlands')).toBeHidden();
    await tab.getByRole('button', { name: site.header.menuLabel }).click();
    await switchTo(tab, 'Nederlands').click();
    await expect(tab).toHaveURL(/\/nl\/teams$/);
    await phone.close();
  });

  test('leads from an error page to the home page of the other language', async ({ page }) => {
    await page.goto('/nl/geen-pagina');
    await expect(switchTo(page, 'English')).toHaveAttribute('href', '/');
  });
});

test.describe('the first visit of "/"', () => {
  // A Dutch browser on `npm run serve` (sent on by the server, no cookie): tests/browser/nothing-stored-before-choice.spec.ts.
  test('an English browser stays on "/", and a Dutch one with JavaScript but no server rule is sent by the page itself, without a cookie', async ({
    browser,
  }) => {
    const english = await browser.newContext({ locale: 'en-US' });
    const page = await english.newPage();
    await page.goto('/');
    await hydrated(page);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await english.close();

    // A static host serves "/" as it is: the page sends the visitor on, as the servers would, each time alike.
    const dutchBrowser = await browser.newContext({ locale: 'nl-NL' });
    const tab = await dutchBrowser.newPage();
    await tab.route(/\/$/, async (route) =>
      route.fulfill({
        response: await route.fetch({ headers: { ...route.request().headers(), 'accept-language': 'en' } }),
      }),
    );
    for (let visit = 1; visit <= 2; visit++) {
      await tab.goto('/');
      await expect(tab, `visit ${visit}`).toHaveURL(/\/nl$/);
      expect(await dutchBrowser.cookies(), `visit ${visit}`).toEqual([]);
    }
    await dutchBrowser.close();
  });
});

test('an unknown /nl/ address answers 404 with the Dutch error page', async ({ page }) => {
  const response = await page.goto('/nl/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('h1')).toHaveText(dutch.errorPage.title);
  await expect(page).toHaveTitle(dutch.errorPage.notFoundTitle);
});

test('prices, counts and dates follow the language', async ({ page }) => {
  await page.goto('/pricing');
  await hydrated(page);
  await expect(page.locator('.plan--orbit')).toContainText(/€\d/);
  await page.goto('/nl/pricing');
  await hydrated(page);
  await expect(page.locator('.plan--orbit')).toContainText(/€\s\d/);
  const comparison = dutch.pages
    .find((candidate) => candidate.route === '/nl/pricing')!
    .sections.find((section) => section.type === 'pricing')!.comparison!;
  await expect(page.getByRole('table')).toContainText(comparison.unlimited);
  await page.goto('/privacy');
  await expect(page.locator('main')).toContainText('Effective October 21, 2023');
  await page.goto('/nl/privacy');
  await expect(page.locator('main')).toContainText('Geldig vanaf 21 oktober 2023');
});

test('client navigation stays in Dutch and fetches only Dutch page data', async ({ page }) => {
  const dataRequests: string[] = [];
  page.on(
    'request',
    (request) => request.url().includes('/page-data/') && dataRequests.push(new URL(request.url()).pathname),
  );
  await page.goto('/nl');
  await hydrated(page);
  const pricing = page.locator('.site-nav').getByRole('link', {
    name: dutch.header.navigation.find((entry) => 'href' in entry && entry.href === '/pricing')!.label,
  });
  await expect(pricing).toHaveAttribute('href', '/nl/pricing');
  await pricing.click();
  await expect(page).toHaveURL(/\/nl\/pricing$/);
  await expect(page.locator('h1')).toHaveText(
    (dutch.pages.find((candidate) => candidate.route === '/nl/pricing')!.sections[0] as { heading: string }).heading,
  );
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
    'href',
    `${site.site.origin}/pricing`,
  );
  expect(dataRequests.length).toBeGreaterThan(0);
  expect(dataRequests.filter((path) => !path.startsWith('/page-data/nl/') && path !== '/page-data/nl.json')).toEqual(
    [],
  );
});

test('client navigation to an unknown Dutch address shows the Dutch 404 page without a reload; the switch then leads to the English home', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on(
    'request',
    (request) =>
      request.url().includes('bestaat-niet') && asked.push(`${request.method()} ${new URL(request.url()).pathname}`),
  );
  await page.goto('/nl/pricing');
  await hydrated(page);
  await expect(switchTo(page, 'English')).toHaveAttribute('href', '/pricing');
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));

  await page.evaluate(() => {
    window.history.pushState(null, '', '/nl/bestaat-niet');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });

  await expect(page.locator('main h1')).toHaveText(dutch.errorPage.title);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(dutch.errorPage.notFoundTitle);
  await expect(switchTo(page, 'English')).toHaveAttribute('href', '/');
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  // The page knows no list of routes: the missing page data, then the address itself, answered 404.
  expect(asked).toEqual(['GET /page-data/nl/bestaat-niet.json', 'HEAD /nl/bestaat-niet']);

  await page.goBack();
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(switchTo(page, 'English')).toHaveAttribute('href', '/pricing');
});

test('consent and analytics behave the same in Dutch', async ({ page, context }) => {
  const requests = await guardGoogle(context);
  const notice = page.getByRole('region', { name: dutch.cookies!.banner.label });
  await page.goto('/nl/pricing');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  expect(
    requests.map((request) => request.url()),
    'Google requests before consent',
  ).toEqual([]);
  await notice.getByRole('button', { name: dutch.cookies!.banner.acceptLabel }).click();
  await expect(notice).toHaveCount(0);
  await expect
    .poll(() => requests.filter((request) => /googletagmanager\.com\/gtag\/js\?id=G-/.test(request.url())).length)
    .toBe(1);
  const analytics = dutch.cookies!.categories.find((category) => category.drives === ANALYTICS_BEHAVIOUR)!;
  expect(
    (await consentCalls(page)).some(
      (call) => call[1] === 'update' && (call[2] as Record<string, string>).analytics_storage === 'granted',
    ),
  ).toBe(true);
  await expect.poll(() => analyticsCookies(context)).not.toEqual([]);
  // The Dutch settings page turns it off again.
  await page.goto('/nl/cookie-settings');
  await hydrated(page);
  await page.getByRole('switch', { name: analytics.title }).click();
  await expect.poll(() => analyticsCookies(context)).toEqual([]);
});
