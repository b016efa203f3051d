/**
 * Every page of site.json, as a visitor gets it: its title, description, h1 and all its numbered sections, with
 * JavaScript and without. Expectations come from site.json (tests/site.ts), so they follow the copy.
 */
import { expect, type Page } from '@playwright/test';
import { plainText } from '../../site/inline-markup.ts';
import type { Page as PageConfig } from '../../schemas/site.types.ts';
import { routes, routeTable } from '../site.ts';
import { hydrated, test } from './navigation-helpers.ts';

/** The headings a page's sections declare (section headings and rich-text sub-headings), as a visitor reads them. */
function declaredHeadings(page: PageConfig): string[] {
  return page.sections.flatMap((section) => [
    ...('heading' in section && section.heading ? [section.heading] : []),
    ...('body' in section ? section.body.flatMap((block) => ('heading' in block ? [plainText(block.heading)] : [])) : []),
  ]);
}

async function expectFullPage(page: Page, route: string) {
  const declared = routeTable.get(route)!;
  await expect(page).toHaveTitle(declared.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', declared.description);
  const hero = declared.sections.find((section) => section.type === 'hero');
  await expect(page.locator('h1')).toHaveCount(1);
  if (hero && 'heading' in hero) await expect(page.locator('h1')).toHaveText(hero.heading);
  const numbers = await page.locator('main [data-section]').evaluateAll((sections) => sections.map((section) => Number(section.getAttribute('data-section'))));
  // Numbered by their order on the page: site.json writes no numbers.
  expect(numbers).toEqual(declared.sections.map((_, i) => i + 1));
  for (const heading of declaredHeadings(declared)) {
    await expect(page.locator('main').getByRole('heading', { name: heading, exact: true }).first()).toBeAttached();
  }
  // No placeholder left unfilled, no stub left behind.
  expect(await page.locator('main').innerText()).not.toMatch(/\{(brand|year|links\.\w+|facts\.\w+)\}/);
}

for (const route of routes) {
  test(`${route} renders its title, description, h1 and every section`, async ({ page }) => {
    await page.goto(route);
    await hydrated(page);
    await expectFullPage(page, route);
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const route of routes) {
    test(`${route} reads fully from the prerendered HTML`, async ({ page }) => {
      await page.goto(route);
      await expectFullPage(page, route);
    });
  }
});
