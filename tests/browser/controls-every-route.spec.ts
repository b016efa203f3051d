/**
 * Every control a visitor sees works with or without the app's code, on every page of both languages and the error
 * page, on a phone and a wide screen: with every script blocked (JavaScript off), with scripts allowed before the
 * app's code has arrived, and once the page has hydrated. One walk of the controls, the same for all three: the
 * header's menus (and the phone's menu button where there is one), each question of a FAQ, the billing switch, then
 * the language switch, which leads from each English page to its Dutch twin and back (the pages are walked in pairs,
 * each loaded once). The cookie notice, the cookie settings and the contact form, which the server answers when
 * scripts are off, have walks of their own (consent-no-js.spec.ts, contact-form-no-js.spec.ts).
 */
import { expect, type Page } from '@playwright/test';
import { routeIn } from '../../site/languages.ts';
import { dutch, dutchRoutes, routes, site } from '../site.ts';
import { holdHydrationCode, hydrated, test } from './navigation-helpers.ts';
import { expectEachVisible } from './support/page-checks.ts';

/** How the page's code stands while the controls are used. */
type Code = 'every script blocked' | 'before the code arrived' | 'hydrated';

/** The phone's menu button, over the panel of the header's links (hidden on wide screens and without scripts). */
const menuToggle = (page: Page) => page.locator('.site-header__toggle');

/** Puts away what the header showed (a menu open, the phone's panel), as a visitor moves on: by key, focus and pointer. */
async function leaveHeader(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const panelOpen = await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    const toggle = document.querySelector('.site-header__toggle');
    return !!toggle?.checkVisibility() && toggle.getAttribute('aria-expanded') === 'true';
  });
  await page.mouse.move(0, (page.viewportSize()?.height ?? 800) - 1);
  if (panelOpen) await menuToggle(page).click();
}

/** The header's menus: every link of the site's navigation is shown, at once or by a tap on the button over it. */
async function useHeader(page: Page): Promise<void> {
  const toggle = menuToggle(page);
  if (await toggle.isVisible()) {
    await toggle.click();
    await expect(page.locator('.site-header__drawer')).toBeVisible();
  }
  const menuButtons = page.locator('.site-nav .menu__button');
  const menus = await menuButtons.evaluateAll((buttons) =>
    buttons.map((button) => ({ panel: button.getAttribute('aria-controls'), shown: button.checkVisibility() })),
  );
  for (const [i, { panel, shown }] of menus.entries()) {
    if (shown) await menuButtons.nth(i).click();
    await expectEachVisible(page.locator(`[id="${panel}"] a`), `the links of menu ${i + 1}`);
  }
  await expectEachVisible(page.locator('.site-nav > ul > li > a'), "the header's links");
  await leaveHeader(page);
}

/** Each question of the page's FAQs opens on a tap, and shows its answer (no tap closes another). */
async function useQuestions(page: Page): Promise<void> {
  const questions = page.locator('.faq__item');
  const answers = page.locator('.faq__item > p:first-of-type');
  const count = await questions.count();
  if (count === 0) return;
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

/** The language switch leads to `target`, the same page in the other language. */
async function useLanguageSwitch(page: Page, target: { href: string; language: string }): Promise<void> {
  const link = page.locator('.language-switch a').first();
  if ((await link.isHidden()) && (await menuToggle(page).isVisible())) await menuToggle(page).click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${target.href.replace(/[/.]/g, '\\$&')}$`));
  await expect(page.locator('html')).toHaveAttribute('lang', target.language);
  // Loaded, as page.goto leaves a page: the controls of the next page are used once it is drawn.
  await page.waitForLoadState('load');
}

/** A language of the site: its code, and the address prefix of its pages. */
type Language = (typeof site)['language'];

/** A first page, then by its language switch the page of the other language it leads to, and maybe back again. */
interface Walk {
  route: string;
  twin: { route: string; language: Language };
  back: boolean;
}

/** An address no page has, in each language. */
const errorRoute = (language: Language) => routeIn('/this-page-does-not-exist', language);
/** The error page of `from`, whose language switch leads to the home page of `to`. */
const errorWalks = (from: Language, to: Language): Walk[] => [
  { route: errorRoute(from), twin: { route: routeIn('/', to), language: to }, back: false },
];

/**
 * Walks that together visit every route of both languages: each English page, its Dutch twin by the language switch
 * and back by the twin's; each language's error page, and by its switch the other language's home page.
 */
const walks: Walk[] = [
  ...routes.map((route) => ({
    route,
    twin: { route: routeIn(route, dutch.language), language: dutch.language },
    back: true,
  })),
  ...errorWalks(site.language, dutch.language),
  ...errorWalks(dutch.language, site.language),
];
/** The walks in a few groups, each a test of its own so that the two workers share them evenly. */
const GROUPS = 3;
const groups = Array.from({ length: GROUPS }, (_, g) => walks.filter((_, i) => i % GROUPS === g));

test('the walks visit every page of both languages and both error pages', () => {
  const visited = walks.flatMap((walk) => (walk.back ? [walk.route, walk.twin.route] : [walk.route]));
  expect(visited.sort()).toEqual(
    [...routes, ...dutchRoutes, errorRoute(site.language), errorRoute(dutch.language)].sort(),
  );
});

for (const code of ['every script blocked', 'before the code arrived', 'hydrated'] satisfies Code[])
  for (const width of [375, 1280])
    test.describe(`${code}, ${width} px`, () => {
      test.use({ viewport: { width, height: 800 }, javaScriptEnabled: code !== 'every script blocked' });

      for (const [g, group] of groups.entries())
        test(`walk ${g + 1} of ${GROUPS}, both languages: menus, questions, billing and language switch answer`, async ({
          page,
          baseURL,
        }) => {
          test.setTimeout(120_000);
          const releases: (() => void)[] = [];
          const holdCode = async (route: string) => {
            if (code === 'before the code arrived') releases.push(await holdHydrationCode(page, baseURL!, route));
          };
          /** The page's code held or waited for, as `code` says, then its controls up to the language switch. */
          const useControls = async () => {
            if (code === 'hydrated') await hydrated(page);
            await useHeader(page);
            await useQuestions(page);
            await useBillingSwitch(page);
            if (code === 'before the code arrived')
              expect(await page.locator('#root').getAttribute('data-hydrated'), 'the code was held').toBeNull();
          };
          for (const { route, twin, back } of group) {
            await test.step(back ? `${route} ⇄ ${twin.route}` : `${route} → ${twin.route}`, async () => {
              await holdCode(route);
              await page.goto(route);
              await useControls();
              if (back) await holdCode(twin.route);
              await useLanguageSwitch(page, { href: twin.route, language: twin.language.code });
              if (back) {
                await useControls();
                await useLanguageSwitch(page, { href: route, language: site.language.code });
              }
              for (const release of releases.splice(0)) release();
              await page.unrouteAll({ behavior: 'ignoreErrors' });
            });
          }
        });
    });
