/**
 * The site by keyboard alone: Tab reaches every control of the header, both menus, the cookie notice, the settings
 * switches, the pricing switch and the contact form in reading order, and every stop shows where focus is.
 * Labels come from site.json.
 */
import { expect, type Page } from '@playwright/test';
import type { HeaderMenu } from '../../schemas/site.types.ts';
import { site } from '../site.ts';
import { answerWith, CONTACT_URL, contactForm } from './api-helpers.ts';
import { banner, notice, settingsRoute, switchable } from './consent-helpers.ts';
import { hydrated, test } from './navigation-helpers.ts';

const menus = site.header.navigation.filter((entry): entry is HeaderMenu => 'items' in entry);
const routeWith = (type: string) =>
  site.pages.find((page) => page.sections.some((section) => section.type === type))!.route;

/**
 * What the focused control shows: its own outline or ring, or its label's (a radio button drawn by its label).
 * An outline counts when it is at least 2 px wide and drawn; a ring is a box shadow.
 */
async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    for (const element of [focused, focused.closest('label')]) {
      if (!element) continue;
      const style = getComputedStyle(element);
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2)
        return `outline ${style.outlineWidth} ${style.outlineColor}`;
      if (style.boxShadow !== 'none') return `ring ${style.boxShadow}`;
    }
    return null;
  });
}

/** Presses Tab and checks that focus moved somewhere visible, with a focus indicator. */
async function tab(page: Page, key = 'Tab') {
  await page.keyboard.press(key);
  const described = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`,
      visible: box.width > 0 && box.height > 0,
    };
  });
  expect(described.visible, `${described.name} is on screen when focused`).toBe(true);
  expect(await focusIndicator(page), `${described.name} shows focus`).not.toBeNull();
}

/** Tabs until `target` has focus, checking each stop on the way; fails after `limit` stops. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let stop = 0; stop < limit; stop++) {
    await tab(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${target} was not reached in ${limit} presses of Tab`);
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link comes first, inside the header, shows on focus and moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const skip = page.getByRole('banner').getByRole('link', { name: site.assistiveText.skipToContent });
    await expect(skip).not.toBeInViewport();
    await tab(page);
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    // The next Tab leaves the header behind: it lands inside the main content.
    await page.keyboard.press('Tab');
    expect(await page.locator('main').evaluate((main) => main.contains(document.activeElement))).toBe(true);
  });

  test('Tab walks the header in order, opening both menus from the keyboard, each stop visibly focused', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.getByRole('banner');
    await tab(page); // the skip link
    await tab(page);
    await expect(header.getByRole('link', { name: site.assistiveText.homeLink })).toBeFocused();
    await tab(page);
    for (const entry of site.header.navigation) {
      if ('items' in entry) {
        const button = header.getByRole('button', { name: entry.label, exact: true });
        await expect(button).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(button).toHaveAttribute('aria-expanded', 'true');
        for (const item of entry.items) {
          await tab(page);
          await expect(header.getByRole('link', { name: item.label })).toBeFocused();
        }
        // Leaving the last item closes the menu behind it.
        await tab(page);
        await expect(button).toHaveAttribute('aria-expanded', 'false');
      } else {
        await expect(header.getByRole('link', { name: entry.label, exact: true })).toBeFocused();
        await tab(page);
      }
    }
    // The switch to each other language, before the actions.
    for (const language of site.languages.slice(1)) {
      await expect(header.getByRole('link', { name: language.name, exact: true })).toBeFocused();
      await tab(page);
    }
    for (const action of site.header.actions) {
      await expect(header.getByRole('link', { name: action.label, exact: true })).toBeFocused();
      await tab(page);
    }
    expect(await header.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  });

  test('Shift+Tab walks back up the header to the brand', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const lastAction = page
      .getByRole('banner')
      .getByRole('link', { name: site.header.actions.at(-1)!.label, exact: true });
    await tabTo(page, lastAction);
    // Back over the other actions, the language switch and every entry of the navigation (closed menus hide their
    // items), to the brand.
    const stops = site.header.actions.length - 1 + (site.languages.length - 1) + site.header.navigation.length + 1;
    for (let stop = 0; stop < stops; stop++) await tab(page, 'Shift+Tab');
    await expect(page.getByRole('banner').getByRole('link', { name: site.assistiveText.homeLink })).toBeFocused();
  });

  test('the billing switch on the pricing page is reached by Tab and changed with the arrow keys', async ({ page }) => {
    await page.goto(routeWith('pricing'));
    await hydrated(page);
    const monthly = page.getByRole('radio').first();
    const annual = page.getByRole('radio').nth(1);
    await tabTo(page, monthly);
    await expect(monthly).toBeChecked();
    await tab(page, 'ArrowRight');
    await expect(annual).toBeFocused();
    await expect(annual).toBeChecked();
    await tab(page, 'ArrowLeft');
    await expect(monthly).toBeChecked();
  });

  test('the contact form is filled and sent by keyboard alone, with visible focus on every field', async ({ page }) => {
    const { fields, consent } = contactForm;
    // What the server does with the message is contact-form.spec.ts's concern; here it accepts it.
    await page.route(CONTACT_URL, answerWith({ success: true }));
    await page.goto(routeWith('contactForm'));
    await hydrated(page);
    const name = page.getByLabel(fields.fullName.label);
    await tabTo(page, name);
    await page.keyboard.type('Ada Keyboard');
    await tab(page);
    await expect(page.getByLabel(fields.email.label)).toBeFocused();
    await page.keyboard.type('ada@example.com');
    await tab(page);
    await expect(page.getByLabel(fields.message.label)).toBeFocused();
    await page.keyboard.type('Sent without touching the mouse.');
    await tab(page);
    const agree = page.getByRole('checkbox');
    await expect(agree).toBeFocused();
    await page.keyboard.press('Space');
    await expect(agree).toBeChecked();
    // The link inside the consent label, then the button.
    await tab(page);
    await expect(
      page.locator('form').getByRole('link', { name: consent.label.match(/\[([^\]]+)\]/)![1]! }),
    ).toBeFocused();
    await tab(page);
    await expect(page.getByRole('button', { name: contactForm.submitLabel })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(contactForm.messages.sent)).toBeVisible();
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the menu button opens the panel, whose menus and links Tab reaches in order', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: site.header.menuLabel });
    await tabTo(page, toggle, 4);
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    for (const menu of menus) {
      const button = header.getByRole('button', { name: menu.label, exact: true });
      await tabTo(page, button, 12);
      await page.keyboard.press('Enter');
      await tab(page);
      await expect(header.getByRole('link', { name: menu.items[0]!.label })).toBeFocused();
    }
    await tabTo(page, header.getByRole('link', { name: site.header.actions.at(-1)!.label, exact: true }));
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('the cookie notice and its settings', () => {
  // A first visit: no consent cookie yet (Playwright's own test, not the one that answers the notice).
  test('every action of the notice is reached by Tab with visible focus', async ({ browser }) => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto('/');
    await hydrated(page);
    await expect(notice(page)).toBeVisible();
    for (const label of [banner.acceptLabel, banner.rejectLabel, banner.moreOptions.label]) {
      await tabTo(
        page,
        notice(page).getByRole(label === banner.moreOptions.label ? 'link' : 'button', { name: label }),
        6,
      );
    }
    await page.close();
  });

  test('each settings switch is reached by Tab and flipped by Space, with visible focus', async ({ page }) => {
    await page.goto(settingsRoute);
    await hydrated(page);
    for (const category of switchable) {
      const toggle = page.getByRole('switch', { name: category.title });
      await tabTo(page, toggle);
      const before = await toggle.getAttribute('aria-checked');
      await page.keyboard.press('Space');
      await expect(toggle).toHaveAttribute('aria-checked', before === 'true' ? 'false' : 'true');
      await expect(toggle).toBeFocused();
    }
  });
});
