/**
 * The header's disclosure menus (Features, Channels) by mouse and keyboard, the menu button on small screens, and
 * both without JavaScript. Labels come from site.json.
 */
import { expect, type Page } from '@playwright/test';
import type { HeaderMenu } from '../../schemas/site.types.ts';
import { site } from '../site.ts';
import { hydrated, test } from './navigation-helpers.ts';

const menus = site.header.navigation.filter((entry): entry is HeaderMenu => 'items' in entry);
const [first, second] = menus as [HeaderMenu, HeaderMenu];
const plainLinks = site.header.navigation.filter((entry) => !('items' in entry));

const menuButton = (page: Page, menu: HeaderMenu) =>
  page.locator('header').getByRole('button', { name: menu.label, exact: true });
const menuLink = (page: Page, menu: HeaderMenu, index = 0) =>
  page.locator('header').getByRole('link', { name: menu.items[index]!.label });

async function expectOpen(page: Page, menu: HeaderMenu, open: boolean) {
  await expect(menuButton(page, menu)).toHaveAttribute('aria-expanded', String(open));
  for (let i = 0; i < menu.items.length; i++) {
    if (open) await expect(menuLink(page, menu, i)).toBeVisible();
    else await expect(menuLink(page, menu, i)).toBeHidden();
  }
}

test.describe('wide screens', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a click opens a menu, a click outside or on the other menu closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expectOpen(page, first, false);
    await menuButton(page, first).click();
    await expectOpen(page, first, true);
    await menuButton(page, second).click();
    await expectOpen(page, first, false);
    await expectOpen(page, second, true);
    // Outside: a point of the page far from the header and its menus.
    await page.mouse.click(1260, 780);
    await expectOpen(page, second, false);
    await menuButton(page, first).click();
    await menuButton(page, first).click();
    await expectOpen(page, first, false);
  });

  test('Enter and Space open a menu; Escape closes it and puts focus back on its button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await menuButton(page, first).focus();
    await page.keyboard.press('Enter');
    await expectOpen(page, first, true);
    await page.keyboard.press('Escape');
    await expectOpen(page, first, false);
    await expect(menuButton(page, first)).toBeFocused();

    await page.keyboard.press('Space');
    await expectOpen(page, first, true);
    await page.keyboard.press('Tab');
    await expect(menuLink(page, first, 0)).toBeFocused();
    await page.keyboard.press('Escape');
    await expectOpen(page, first, false);
    await expect(menuButton(page, first)).toBeFocused();
  });

  test('tabbing out of an open menu closes it', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await menuButton(page, first).focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < first.items.length; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(menuButton(page, second)).toBeFocused();
    await expectOpen(page, first, false);
  });

  test('a link in a menu leads to its page and the menu closes', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const target = first.items[1]!;
    await menuButton(page, first).click();
    await menuLink(page, first, 1).click();
    await expect(page).toHaveURL(target.href);
    await expectOpen(page, first, false);
  });
});

test.describe('small screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });
  const toggle = (page: Page) =>
    page.locator('header').getByRole('button', { name: site.header.menuLabel, exact: true });

  test('the menu button opens the same navigation; Escape closes one layer at a time', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(toggle(page)).toBeVisible();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page, first)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    for (const menu of menus) await expect(menuButton(page, menu)).toBeVisible();
    for (const link of plainLinks)
      await expect(page.locator('header').getByRole('link', { name: link.label, exact: true })).toBeVisible();
    for (const action of site.header.actions)
      await expect(page.locator('header').getByRole('link', { name: action.label, exact: true })).toBeVisible();

    await menuButton(page, first).click();
    await expectOpen(page, first, true);
    await page.keyboard.press('Escape');
    await expectOpen(page, first, false);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(menuButton(page, first)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle(page)).toBeFocused();
  });

  test('a click outside closes the panel, and following a link closes it too', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await toggle(page).click();
    await page.mouse.click(200, 700);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

    await toggle(page).click();
    await menuButton(page, second).click();
    await menuLink(page, second, 0).click();
    await expect(page).toHaveURL(second.items[0]!.href);
    await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton(page, second)).toBeHidden();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('wide screens: pointing at a menu or tabbing into it shows its links', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await expect(menuLink(page, first)).toBeHidden();
    await menuButton(page, first).hover();
    await expect(menuLink(page, first)).toBeVisible();
    await menuLink(page, first).hover();
    await menuLink(page, first, first.items.length - 1).click();
    await expect(page).toHaveURL(first.items.at(-1)!.href);

    await page.mouse.move(640, 700);
    await menuButton(page, second).focus();
    for (let i = 0; i < second.items.length; i++) await expect(menuLink(page, second, i)).toBeVisible();
  });

  test('small screens: every header link is shown in place of the menu button', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.locator('header').getByRole('button', { name: site.header.menuLabel, exact: true })).toBeHidden();
    for (const menu of menus)
      for (let i = 0; i < menu.items.length; i++) await expect(menuLink(page, menu, i)).toBeVisible();
    for (const link of plainLinks)
      await expect(page.locator('header').getByRole('link', { name: link.label, exact: true })).toBeVisible();
  });
});
