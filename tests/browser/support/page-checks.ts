/**
 * What every page of site.json must show a visitor, and what it may cost one: shared by the per-route tests
 * (routes.spec.ts, with JavaScript) and pages-content.spec.ts (without). Expectations come from site.json
 * (tests/site.ts), so they follow the copy.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { plainText } from '../../../site/inline-markup.ts';
import { DIST_DIR } from '../../../site/node/paths.ts';
import type { Page as PageConfig } from '../../../schemas/site.types.ts';
import { routeTable } from '../../site.ts';

/** Budgets of what a first visit loads, in gzip bytes. */
export const FIRST_LOAD_JS_BUDGET = 90 * 1024;
export const CSS_BUDGET = 20 * 1024;

/** Pixels the page scrolls sideways at its current width: 0 when nothing is wider than the screen. */
export const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Every element `elements` finds is visible (or, with `shown` false, hidden) as Playwright's toBeVisible means it:
 * drawn, in a box of some size (not in a closed <details>, not visibility: hidden). They are looked at all together,
 * and again until they are or the assertion's timeout passes: one round trip to the page for a menu of links, where
 * toBeVisible on each took one a link. Fails naming those that are not.
 */
export async function expectEachVisible(elements: Locator, what: string, shown = true): Promise<void> {
  await expect
    .poll(
      () =>
        elements.evaluateAll(
          (found, shown) =>
            found
              .filter((element) => {
                const box = element.getBoundingClientRect();
                const visible =
                  element.checkVisibility() &&
                  getComputedStyle(element).visibility === 'visible' &&
                  box.width > 0 &&
                  box.height > 0;
                return visible !== shown;
              })
              .map((element) => element.outerHTML.slice(0, 120)),
          shown,
        ),
      { message: `${what}: each ${shown ? 'visible' : 'hidden'}` },
    )
    .toEqual([]);
}

/** The headings a page's sections declare (section headings and rich-text sub-headings), as a visitor reads them. */
function declaredHeadings(page: PageConfig): string[] {
  return page.sections.flatMap((section) => [
    ...('heading' in section && section.heading ? [section.heading] : []),
    ...('body' in section
      ? section.body.flatMap((block) => ('heading' in block ? [plainText(block.heading)] : []))
      : []),
  ]);
}

/** The page's title, description, one h1 (the hero's heading) and every section, numbered, with its headings. */
export async function expectFullPage(page: Page, route: string): Promise<void> {
  const declared = routeTable.get(route)!;
  await expect(page).toHaveTitle(declared.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', declared.description);
  const hero = declared.sections.find((section) => section.type === 'hero');
  await expect(page.locator('h1')).toHaveCount(1);
  if (hero && 'heading' in hero) await expect(page.locator('h1')).toHaveText(hero.heading);
  const numbers = await page
    .locator('main [data-section]')
    .evaluateAll((sections) => sections.map((section) => Number(section.getAttribute('data-section'))));
  // Numbered by their order on the page: site.json writes no numbers.
  expect(numbers).toEqual(declared.sections.map((_, i) => i + 1));
  for (const heading of declaredHeadings(declared)) {
    await expect(page.locator('main').getByRole('heading', { name: heading, exact: true }).first()).toBeAttached();
  }
  // No placeholder left unfilled, no stub left behind.
  expect(await page.locator('main').innerText()).not.toMatch(/\{(brand|year|links\.\w+|facts\.\w+)\}/);
}

const gzipBytes = (url: string) => {
  const file = path.join(DIST_DIR, 'client', new URL(url).pathname);
  return statSync(`${file}.gz`, { throwIfNoEntry: false })?.size ?? statSync(file).size;
};

/** Once the page has hydrated and the network is quiet: the site's own JavaScript and CSS it loaded, within budget. */
export async function expectWithinBudgets(page: Page, route: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const resources = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name));
  const own = resources.filter((url) => new URL(url).origin === new URL(page.url()).origin);
  const js = own.filter((url) => url.endsWith('.js')).reduce((sum, url) => sum + gzipBytes(url), 0);
  const css = own.filter((url) => url.endsWith('.css')).reduce((sum, url) => sum + gzipBytes(url), 0);
  expect(js, `JavaScript bytes (gzip) on ${route}`).toBeGreaterThan(0);
  expect(js, `JavaScript bytes (gzip) on ${route}`).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET);
  expect(css, `CSS bytes (gzip) on ${route}`).toBeLessThanOrEqual(CSS_BUDGET);
}
