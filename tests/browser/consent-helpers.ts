/**
 * Shared steps of the consent-*.spec.ts browser tests: the consent cookie as the browser holds it, the site.json copy
 * a visitor reads, and a guard that records (and stops) every request to a Google host so nothing leaves the machine.
 */
import { expect, type BrowserContext, type Page, type Request } from '@playwright/test';
import { CONSENT_COOKIE, LETTERS_START } from '../../browser/consent/constants.ts';
import { site } from '../site.ts';

export const cookies = site.cookies!;
export const banner = cookies.banner;
export const categories = cookies.categories;
export const letterOf = (behaviour: string) => categories.find((category) => category.drives === behaviour)!.letter!;
export const switchable = categories.filter((category) => category.canTurnOff);
export const settingsRoute = banner.moreOptions.href;

/** The notice, found the way a screen reader user finds it: the region named by site.json. */
export const notice = (page: Page) => page.getByRole('region', { name: banner.label });

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
}

export async function consentCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
}

/** The allowed letters of the consent cookie, after checking its head: 10 uppercase letters, then "%7C". */
export async function consentLetters(context: BrowserContext): Promise<string[]> {
  const cookie = await consentCookie(context);
  expect(cookie, 'the consent cookie is set').toBeDefined();
  expect(cookie!.value.slice(0, LETTERS_START)).toMatch(/^[A-Z]{10}%7C$/);
  return [...cookie!.value.slice(LETTERS_START)].sort();
}

export const sorted = (letters: (string | undefined)[]) =>
  letters.filter((letter): letter is string => !!letter).sort();

/** Google's hosts: the tag, analytics collection, ads. */
export const GOOGLE_HOST =
  /(^|\.)(google|googletagmanager|google-analytics|googleadservices|googlesyndication|doubleclick|gstatic)\.[a-z.]+$/;
const isGoogle = (url: string) => GOOGLE_HOST.test(new URL(url).hostname);

/**
 * What gtag.js is replaced with: like the real one, it writes _ga cookies on the widest domain it may (the parent
 * domain when there is one), unless analytics is disabled for the id it was loaded for.
 */
const GTAG_STAND_IN = `(() => {
  const id = new URL(document.currentScript.src).searchParams.get('id');
  if (window['ga-disable-' + id]) return;
  const labels = location.hostname.split('.');
  const domain = /^[\\d.]+$/.test(location.hostname) || labels.length < 2 ? '' : '; domain=.' + labels.slice(-2).join('.');
  document.cookie = '_ga=GA1.1.123456789.1700000000; path=/; max-age=3600' + domain;
  document.cookie = '_ga_' + id.replace(/^G-/, '') + '=GS1.1.1700000000.1.0; path=/; max-age=3600' + domain;
})();`;

/** Records every request to a Google host in this context; gtag.js gets the stand-in, anything else is refused. */
export async function guardGoogle(context: BrowserContext): Promise<Request[]> {
  const seen: Request[] = [];
  context.on('request', (request) => {
    if (isGoogle(request.url())) seen.push(request);
  });
  await context.route(
    (url) => isGoogle(url.href),
    (route) =>
      /\/gtag\/js/.test(route.request().url())
        ? route.fulfill({ status: 200, contentType: 'text/javascript', body: GTAG_STAND_IN })
        : route.abort('blockedbyclient'),
  );
  return seen;
}

export async function analyticsCookies(context: BrowserContext): Promise<string[]> {
  return (await context.cookies())
    .filter((cookie) => cookie.name.includes('_ga'))
    .map((cookie) => `${cookie.name}@${cookie.domain}`);
}

/** The gtag('consent', …) calls queued so far, as plain arrays. */
export async function consentCalls(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? [])
      .map((call) => Array.from(call))
      .filter((call) => call[0] === 'consent'),
  );
}
