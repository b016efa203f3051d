/**
 * Every control a visitor sees works with or without the app's code, on every page of both languages and the error
 * page, on a phone and a wide screen: with every script blocked (JavaScript off), with scripts allowed before the
 * app's code has arrived, and once the page has hydrated. One walk of the controls, the same for all three: the
 * header's menus (and the phone's menu button where there is one), each question of a FAQ, the billing switch, then
 * the language switch. The cookie notice, the cookie settings and the contact form, which the server answers when
 * scripts are off, have walks of their own (consent-no-js.spec.ts, contact-form-no-js.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { dutchRoutes, routes } from '../site.ts';
import { holdHydrationCode, hydrated, test } from './navigation-helpers.ts';
import { expectEachVisible } from './support/page-checks.ts';

/** How the page's code stands while the controls are used. */
type Code = 'every script blocked' | 'before the code arrived' | 'hydrated';

/** The phone's menu button, over the panel of the header's links (hidden on wide screens and without scripts). */
const menuToggle = (page: Page) => page.locator('.site-header__toggle');

/** Puts away what the header showed (a menu open, the phone's panel), as a visitor moves on: by key, focus and pointer. */
async function leaveHeader(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(0, (page.viewportSize()?.height ?? 800) - 1);
  const toggle = menuToggle(page);
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
}

/** The header's menus: every link of the site's navigation is shown, at once or by a tap on the button over it. */
async function useHeader(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.locator('.site-header__drawer')).toBeVisible();
  }
  const menuButtons = page.locator('.site-nav .menu__button');
  for (let i = 0; i < (await menuButtons.count()); i++) {
    const button = menuButtons.nth(i);
    const links = page.locator(`[id="${await button.getAttribute('aria-controls')}"] a`);
    if (await button.isVisible()) await button.click();
    await expectEachVisible(links, `the links of menu ${i + 1}`);
  }
  await expectEachVisible(page.locator('.site-nav > ul > li > a'), "the header's links");
  await leaveHeader(page);
}

/** Each question of the page's FAQs opens on a tap, and shows its answer (no tap closes another). */
async function useQuestions(page: Page): Promise<void> {
  const questions = page.locator('.faq__item');
  const answers = page.locator('.faq__item > p:first-of-type');
  const count = await questions.count();
  await expect(answers, 'an answer to each question').toHaveCount(count);
  await expectEachVisible(answers, 'the answers before a tap', false);
  for (let i = 0; i < count; i++) await questions.nth(i).locator('summary').click();
  await expectEachVisible(answers, 'the answers, each question tapped');
}

/** The billing switch shows the yearly prices, then the monthly ones again. */
async function useBillingSwitch(page: Page): Promise<void> {
  const billing = page.locator('.billing');
  if ((await billing.count()) === 0) return;
  const yearlyPrice = page.locator('.plan__when--annual .plan__amount').first();
  await expect(yearlyPrice).toBeHidden();
  await billing.locator('input[value=annual]').check();
  await expect(yearlyPrice).toBeVisible();
  await billing.locator('input[value=monthly]').check();
  await expect(yearlyPrice).toBeHidden();
}

/** The language switch leads to the same page in the other language. */
async function useLanguageSwitch(page: Page): Promise<void> {
  const link = page.locator('.language-switch a').first();
  const [href, language] = await Promise.all([link.getAttribute('href'), link.getAttribute('hreflang')]);
  if ((await link.isHidden()) && (await menuToggle(page).isVisible())) await menuToggle(page).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href!.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', language!);
}

const languages = [
  { name: 'English', routes: [...routes, '/this-page-does-not-exist'] },
  { name: 'Dutch', routes: [...dutchRoutes, '/nl/this-page-does-not-exist'] },
];

for (const code of ['every script blocked', 'before the code arrived', 'hydrated'] satisfies Code[])
  for (const width of [375, 1280])
    for (const { name, routes: languageRoutes } of languages)
      test.describe(`${code}, ${width} px`, () => {
        test.use({ viewport: { width, height: 800 }, javaScriptEnabled: code !== 'every script blocked' });

        test(`every ${name} page: its menus, questions, billing switch and language switch each answer`, async ({
          page,
          baseURL,
        }) => {
          test.setTimeout(120_000);
          for (const route of languageRoutes) {
            await test.step(route, async () => {
              const release =
                code === 'before the code arrived' ? await holdHydrationCode(page, baseURL!, route) : null;
              await page.goto(route);
              if (code === 'hydrated') await hydrated(page);
              await useHeader(page);
              await useQuestions(page);
              await useBillingSwitch(page);
              if (code === 'before the code arrived')
                expect(await page.locator('#root').getAttribute('data-hydrated'), 'the code was held').toBeNull();
              await useLanguageSwitch(page);
              release?.();
              await page.unrouteAll({ behavior: 'ignoreErrors' });
            });
          }
        });
      });
