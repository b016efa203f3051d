/** Shared steps of the navigation-*.spec.ts browser tests. Routes and copy come from site.json via tests/site.ts. */
import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { encodeConsent } from '../../browser/consent/consent-value.ts';
import { CONSENT_COOKIE } from '../../browser/consent/constants.ts';
import { pageDataUrl } from '../../renderer/payload.ts';
import { routes, routeTable, site } from '../site.ts';

export { expect, pageDataUrl };

/** Playwright's test, for a visitor who already answered the cookie notice (so it covers no link). */
export const test = base.extend({
  page: async ({ page, context, baseURL }, use) => {
    await context.addCookies([{ name: CONSENT_COOKIE, value: encodeConsent([]), url: baseURL! }]);
    await use(page);
    // A route handler still fetching when the test ends (a prefetch of page data) must not fail the next test.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
}

/** The address of the chunk a page's entry script imports to hydrate it (renderer/+client.tsx). */
export async function hydrationCodeUrl(page: Page, pageUrl: string): Promise<string> {
  const html = await (await page.request.get(pageUrl)).text();
  const entryUrl = new URL(html.match(/<script[^>]+src="([^"]+)"/)![1]!, pageUrl);
  const entry = await (await page.request.get(entryUrl.href)).text();
  return new URL(entry.match(/import\([`'"]([^`'"]+)[`'"]\)/)![1]!, entryUrl).href;
}

/** Holds back the code that hydrates `route` until the returned function is called (the page itself loads as usual). */
export async function holdHydrationCode(page: Page, baseURL: string, route: string): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await hydrationCodeUrl(page, baseURL + route), async (request) => {
    await released;
    await request.continue();
  });
  return release;
}

/** Two frames on: what the browser lays out and draws as it goes (a face, sections coming into view) is done. */
export async function nextFrames(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
}

/** Tags the current document; `sameDocument` then tells whether a navigation kept it (no full page load). */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => ((window as unknown as { documentMark: boolean }).documentMark = true));
}

export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { documentMark?: boolean }).documentMark === true);
}

/** Routes the footer links to (pages of the site, in footer order): links every page has, visible at the bottom. */
export const footerRoutes = [
  ...new Set(
    [...site.footer.groups.flatMap((group) => group.links), ...site.footer.legal]
      .map((link) => link.href)
      .filter((href) => href.startsWith('/'))
      .map((href) => href.split('#')[0]!),
  ),
];

export function footerLink(page: Page, route: string) {
  return page.locator(`footer a[href="${route}"]`).first();
}

/** Two footer routes other than `from`, to move between. */
export function twoOtherRoutes(from: string): [string, string] {
  const others = footerRoutes.filter((route) => route !== from);
  expect(others.length, 'the footer links to at least two pages').toBeGreaterThanOrEqual(2);
  return [others[0]!, others[1]!];
}

export function titleOf(route: string): string {
  return routeTable.get(route)!.title;
}

/** The first heading a visitor reads on a route (from site.json, placeholders filled). */
export function headingOf(route: string): string {
  const section = routeTable.get(route)!.sections.find((candidate) => 'heading' in candidate) as
    { heading: string } | undefined;
  return section!.heading.replace(/\*\*|_|\[([^\]]*)\]\([^)]*\)/g, '$1');
}

/** A route with an anchored section that is not the first one, so reaching it needs a scroll. */
export function anchoredSection(): { route: string; id: string } {
  for (const [route, page] of routeTable) {
    const section = page.sections.slice(1).find((candidate) => 'id' in candidate && candidate.id);
    if (section) return { route, id: (section as { id: string }).id };
  }
  throw new Error('site.json declares no anchored section after the first one');
}

/**
 * Navigation the way the browser reports a history move (React Router listens to popstate). Used where the site has
 * no link of the needed kind, e.g. an address with a hash, or a path that does not exist.
 */
export async function historyNavigate(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** How far the target's top is from where an anchor jump should put it (below the sticky header), or 0 at the end. */
export async function anchorOffset(page: Page, id: string): Promise<number> {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId)!;
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
    const offset = Math.abs(target.getBoundingClientRect().top - padding);
    return atEnd && target.getBoundingClientRect().top >= padding ? 0 : offset;
  }, id);
}

export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Routes whose page needs code split off from the main bundle: in-app navigation to them requests a script. */
export async function routesWithSplitCode(browser: Browser, baseURL: string): Promise<string[]> {
  const page = await browser.newPage({ baseURL });
  await withoutViewportPrefetch(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await page.goto('/');
  await hydrated(page);
  const found: string[] = [];
  for (const route of routes.filter((candidate) => candidate !== '/')) {
    const before = scripts.length;
    await historyNavigate(page, route);
    await expect(page).toHaveTitle(titleOf(route));
    if (scripts.length > before) found.push(route);
  }
  await page.close();
  return found;
}

/** Links then prefetch only on hover, focus and touch. */
export async function withoutViewportPrefetch(page: Page) {
  await page.addInitScript(() => {
    window.IntersectionObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
  });
}
