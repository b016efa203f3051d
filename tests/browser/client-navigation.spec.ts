import { expect, test } from '@playwright/test';
import { sitePartsOf } from '../../sections/section-facts.ts';
import { plainText } from '../../site/inline-markup.ts';
import { routeIn } from '../../site/languages.ts';
import { routes, routeTable, sites } from '../site.ts';

test('internal links navigate without a full page load after hydration', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
  const target = routes.find((route) => route !== '/') ?? '/';
  await page.locator(`a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(target);
  await expect(page).toHaveTitle(routeTable.get(target)!.title);
  expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
});

test('client navigation to an unknown path shows the 404 error page', async ({ page }) => {
  await page.goto('/');
  await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/no-such-page');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByText('404', { exact: true })).toBeVisible();
});

// The contact form and the cookie categories' explanations come with the data of the pages that show them, not with
// every page: reached by a link from a page without them, each is drawn whole and works.
for (const language of sites) {
  const home = language.pages.find(
    (candidate) => candidate.route.replace(/\/$/, '') === routeIn('/', language.language).replace(/\/$/, ''),
  )!;
  for (const target of language.pages.filter((candidate) =>
    candidate.sections.some((section) => sitePartsOf(section)),
  )) {
    test(`${target.route}, reached from ${home.route} without a page load, draws and uses what it reads of the site`, async ({
      page,
    }) => {
      await page.goto(home.route);
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
      await page.evaluate(() => ((window as unknown as { marker: string }).marker = 'still here'));
      await page.evaluate((route) => {
        window.history.pushState({}, '', route);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, target.route);
      await expect(page).toHaveTitle(target.title);
      const parts = new Set(target.sections.flatMap((section) => sitePartsOf(section) ?? []));
      if (parts.has('contactForm')) {
        const form = language.contactForm!;
        for (const field of Object.values(form.fields))
          await expect(page.getByRole('textbox', { name: field.label, exact: true })).toBeVisible();
        await page.getByRole('button', { name: form.submitLabel }).click();
        await expect(page.getByText(form.messages.required).first()).toBeVisible();
      }
      if (parts.has('cookieCategories'))
        for (const category of language.cookies!.categories) {
          await expect(page.getByRole('heading', { name: category.title, level: 3 })).toBeVisible();
          await expect(page.locator(`#${category.id}`)).toContainText(plainText(category.paragraphs[0]!).slice(0, 40));
        }
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe('still here');
    });
  }
}
