/**
 * Taps, clicks and key presses that come before the page's code has run: the visitor sees the page painted and uses
 * it at once. Each test holds the app's code back (the chunk the entry imports to hydrate), acts meanwhile, then
 * lets the code through: the page must answer at once and end in the state the visitor asked for, nothing lost,
 * nothing done twice. The last test holds the class: no page has a button that would wait for the code.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import type { HeaderMenu } from '../../schemas/site.types.ts';
import { planCard, pricing } from './api-helpers.ts';
import { CHOICE_ATTRIBUTE } from '../../browser/consent/constants.ts';
import { DISCLOSURE_ATTRIBUTE } from '../../browser/disclosures/first-paint.ts';
import { dutchRoutes, routes, site } from '../site.ts';
import { hydrated, hydrationCodeUrl, test } from './navigation-helpers.ts';

const [features, channels] = site.header.navigation.filter((entry): entry is HeaderMenu => 'items' in entry) as [
  HeaderMenu,
  HeaderMenu,
];
const menuButton = (page: Page, menu: HeaderMenu) =>
  page.locator('header').getByRole('button', { name: menu.label, exact: true });
const menuLink = (page: Page, menu: HeaderMenu) =>
  page.locator('header').getByRole('link', { name: menu.items[0]!.label });
const toggle = (page: Page) => page.locator('header').getByRole('button', { name: site.header.menuLabel, exact: true });
const yearly = (page: Page) =>
  page.getByRole('radio', { name: `${pricing.billing.annual} ${pricing.billing.annualBadge}` });
const monthly = (page: Page) => page.getByRole('radio', { name: pricing.billing.monthly });
const isHydrated = (page: Page) => page.evaluate(() => document.getElementById('root')!.hasAttribute('data-hydrated'));

async function expectMenu(page: Page, menu: HeaderMenu, open: boolean) {
  await expect(menuButton(page, menu)).toHaveAttribute('aria-expanded', String(open));
  if (open) await expect(menuLink(page, menu)).toBeVisible();
  else await expect(menuLink(page, menu)).toBeHidden();
}

/** The yearly prices are shown (Lift Off: €120 billed yearly), or the monthly ones (€12 a month, nothing yearly). */
async function expectBilling(page: Page, billing: 'monthly' | 'annual') {
  const liftOff = planCard(page, 'Lift Off');
  const seen = { useInnerText: true };
  if (billing === 'annual') {
    await expect(yearly(page)).toBeChecked();
    await expect(liftOff).toContainText(`€120 ${pricing.billedYearly}`, seen);
  } else {
    await expect(monthly(page)).toBeChecked();
    await expect(liftOff).toContainText(`€12 ${pricing.perMonth}`, seen);
    await expect(liftOff).not.toContainText(pricing.billedYearly, seen);
  }
}

/**
 * Opens `route` with the app's code held back until the returned function is called: the page has painted and its
 * entry script has run (it asked for the code). The returned function checks that the page had still not hydrated,
 * lets the code through and waits for hydration.
 */
async function openBeforeItsCode(page: Page, baseURL: string, route: string): Promise<() => Promise<void>> {
  let requested!: () => void;
  const whenRequested = new Promise<void>((resolve) => (requested = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await hydrationCodeUrl(page, baseURL + route), async (request) => {
    requested();
    await released;
    await request.continue();
  });
  await page.goto(route, { waitUntil: 'commit' });
  await whenRequested;
  return async () => {
    expect(await isHydrated(page), 'the page hydrated before the visitor was done').toBe(false);
    release();
    await hydrated(page);
  };
}

/** Presses Tab until `target` has focus. */
async function tabTo(page: Page, target: Locator) {
  for (
    let presses = 0;
    presses < 20 && !(await target.evaluate((element) => element === document.activeElement));
    presses++
  ) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click on a header menu before the code arrived opens it at once, and it stays open once hydrated', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/');
    await menuButton(page, features).click();
    await expectMenu(page, features, true);
    await hydrate();
    await expectMenu(page, features, true);
    await expectMenu(page, channels, false);
  });

  test('two clicks on a menu before the code arrived open and close it, as they do after; nothing is played again', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/');
    await menuButton(page, features).click();
    await expectMenu(page, features, true);
    await menuButton(page, features).click();
    await expectMenu(page, features, false);
    await hydrate();
    await expectMenu(page, features, false);
  });

  for (const key of ['Enter', 'Space']) {
    test(`Tab to a menu and ${key} before the code arrived: the menu opens at once and stays open`, async ({
      page,
      baseURL,
    }) => {
      const hydrate = await openBeforeItsCode(page, baseURL!, '/');
      await tabTo(page, menuButton(page, features));
      await page.keyboard.press(key);
      await expectMenu(page, features, true);
      await hydrate();
      await expectMenu(page, features, true);
      await expect(menuButton(page, features)).toBeFocused();
    });
  }

  test('a click on one menu, then on the other, before the code arrived: the second one is open', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/');
    await menuButton(page, features).click();
    await menuButton(page, channels).click();
    await hydrate();
    await expectMenu(page, channels, true);
    await expectMenu(page, features, false);
  });

  test('after hydration each click toggles a menu once, by the same script', async ({ page, baseURL }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/');
    await menuButton(page, features).click();
    await hydrate();
    await expectMenu(page, features, true);
    await menuButton(page, features).click();
    await expectMenu(page, features, false);
    await menuButton(page, features).click();
    await expectMenu(page, features, true);
  });
});

test.describe('phones', () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true });

  test('a tap on the menu button before the code arrived opens the panel at once, and it stays open', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/');
    await toggle(page).tap();
    await expect(menuButton(page, features)).toBeVisible();
    await hydrate();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page, features)).toBeVisible();
  });

  test('three taps on the menu button before the code arrived: open, closed, open, and open once hydrated', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/');
    for (const open of [true, false, true]) {
      await toggle(page).tap();
      await expect(toggle(page)).toHaveAttribute('aria-expanded', String(open));
    }
    await hydrate();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page, features)).toBeVisible();
  });
});

test.describe('/pricing', () => {
  test('the billing switch set to yearly and a question opened before the code arrived: both kept', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/pricing');
    await yearly(page).click();
    await expectBilling(page, 'annual'); // at once: the switch needs no code
    const question = page.locator('.faq__item').first();
    await question.locator('summary').click();
    await expect(question).toHaveAttribute('open', '');
    await hydrate();
    await expectBilling(page, 'annual');
    await expect(question).toHaveAttribute('open', '');
    // The switch still answers every click afterwards.
    await monthly(page).click();
    await expectBilling(page, 'monthly');
  });

  for (const [clicks, expected] of [
    [['annual', 'monthly', 'annual'], 'annual'],
    [['annual', 'monthly'], 'monthly'],
  ] as const) {
    test(`${clicks.join(' → ')} before the code arrived ends on ${expected}`, async ({ page, baseURL }) => {
      const hydrate = await openBeforeItsCode(page, baseURL!, '/pricing');
      for (const billing of clicks) await (billing === 'annual' ? yearly(page) : monthly(page)).click();
      await expectBilling(page, expected);
      await hydrate();
      await expectBilling(page, expected);
    });
  }

  test('the arrow key moves the billing switch before the code arrived: yearly at once, and still once the page has hydrated', async ({
    page,
    baseURL,
  }) => {
    const hydrate = await openBeforeItsCode(page, baseURL!, '/pricing');
    await tabTo(page, monthly(page));
    await page.keyboard.press('ArrowRight');
    await expectBilling(page, 'annual');
    await hydrate();
    await expectBilling(page, 'annual');
    await expect(yearly(page)).toBeFocused();
  });
});

test.describe('every page, as served', () => {
  test.use({ javaScriptEnabled: false });
  /** The buttons answered before the app's code: a form's own, and those the page's head scripts answer. */
  const ANSWERED = `button:is([type=submit],[${CHOICE_ATTRIBUTE}],[${DISCLOSURE_ATTRIBUTE}])`;

  test('has no button that waits for the code: each is answered without it, or drawn disabled until it is', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const route of [...routes, ...dutchRoutes, '/404.html']) {
      await page.goto(route);
      const waiting = await page
        .locator(`#root button:not(${ANSWERED}, [disabled])`)
        .evaluateAll((buttons) => buttons.map((button) => button.outerHTML.slice(0, 160)));
      expect(waiting, `buttons of ${route} that a tap before the code would be lost on`).toEqual([]);
    }
  });
});
