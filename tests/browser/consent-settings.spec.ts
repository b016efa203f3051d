import { expect, test, type Page } from '@playwright/test';
import { defaultLetters } from '../../browser/consent/categories.ts';
import { LETTERS_START } from '../../browser/consent/constants.ts';
import { plainText } from '../../site/inline-markup.ts';
import { routeTable } from '../site.ts';
import {
  banner,
  categories,
  consentCookie,
  consentLetters,
  hydrated,
  notice,
  settingsRoute,
  sorted,
  switchable,
} from './consent-helpers.ts';

const section = routeTable.get(settingsRoute)!.sections.find((candidate) => candidate.type === 'cookieSettings')!;
if (section.type !== 'cookieSettings') throw new Error(`${settingsRoute} has no cookieSettings section`);

const card = (page: Page, title: string) =>
  page.getByRole('region', { name: title, exact: false }).filter({ has: page.getByRole('heading', { level: 3 }) });
const switchOf = (page: Page, title: string) => page.getByRole('switch', { name: title });

test.describe(`the cookie settings page (${settingsRoute})`, () => {
  test('lists the eight categories of site.json with their copy, a switch where one can be turned off, "always on" elsewhere', async ({
    page,
  }) => {
    await page.goto(settingsRoute);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 3 })).toHaveCount(categories.length);
    for (const category of categories) {
      const region = card(page, category.title);
      await expect(region.getByRole('heading', { level: 3 })).toContainText(category.title);
      for (const paragraph of category.paragraphs) await expect(region).toContainText(plainText(paragraph));
      if (category.canTurnOff) await expect(switchOf(page, category.title)).toBeVisible();
      else await expect(region.getByRole('switch')).toHaveCount(0);
      if (!category.canTurnOff && (category.drives || category.letter))
        await expect(region).toContainText(section.alwaysOnLabel);
    }
    await expect(page.getByRole('switch')).toHaveCount(switchable.length);
  });

  test('before any choice the switches show the defaults of site.json, and no cookie is written', async ({
    page,
    context,
  }) => {
    await page.goto(settingsRoute);
    for (const category of switchable) {
      await expect(switchOf(page, category.title)).toHaveAttribute('aria-checked', String(category.defaultOn === true));
    }
    expect(await consentCookie(context)).toBeUndefined();
  });

  for (const category of switchable) {
    test(`the ${category.title} switch toggles the letter "${category.letter}" in the cookie at once, and only that letter`, async ({
      page,
      context,
    }) => {
      await page.goto(settingsRoute);
      const toggle = switchOf(page, category.title);
      const wasOn = category.defaultOn === true;
      const defaults = defaultLetters(categories);
      const without = sorted(defaults.filter((letter) => letter !== category.letter));
      const withIt = sorted([...without, category.letter]);

      const status = page.getByRole('region', { name: section.heading }).getByRole('status');
      await expect(status).toHaveText('', { useInnerText: true });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', String(!wasOn));
      // Both words are in the page; the one shown is the state's.
      await expect(toggle).toHaveText(wasOn ? section.offLabel : section.onLabel, { useInnerText: true });
      expect(await consentLetters(context)).toEqual(wasOn ? without : withIt);
      await expect(status).toHaveText(section.savedMessage, { useInnerText: true });
      const prefix = (await consentCookie(context))!.value.slice(0, LETTERS_START);

      await toggle.press('Space');
      await expect(toggle).toHaveAttribute('aria-checked', String(wasOn));
      expect(await consentLetters(context)).toEqual(wasOn ? withIt : without);
      // Only the letter changed: the first 13 characters are the same.
      expect((await consentCookie(context))!.value.slice(0, LETTERS_START)).toBe(prefix);

      await page.reload();
      await expect(switchOf(page, category.title)).toHaveAttribute('aria-checked', String(wasOn));
    });
  }

  test('accept all, reject all and save on the page write the cookie, and the notice stays away afterwards', async ({
    page,
    context,
  }) => {
    await page.goto(settingsRoute);
    await page.getByRole('button', { name: section.saveLabel }).click();
    expect(await consentLetters(context)).toEqual(sorted(defaultLetters(categories)));
    await page.getByRole('button', { name: banner.acceptLabel }).click();
    expect(await consentLetters(context)).toEqual(sorted(categories.map((category) => category.letter)));
    for (const category of switchable)
      await expect(switchOf(page, category.title)).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: banner.rejectLabel }).click();
    expect(await consentLetters(context)).toEqual(
      sorted(categories.filter((category) => !category.canTurnOff).map((category) => category.letter)),
    );
    for (const category of switchable)
      await expect(switchOf(page, category.title)).toHaveAttribute('aria-checked', 'false');
    await page.goto('/');
    await hydrated(page);
    await expect(notice(page)).toHaveCount(0);
  });

  test('the switches follow a choice made in the notice on another page', async ({ page }) => {
    await page.goto('/');
    await notice(page).getByRole('button', { name: banner.acceptLabel }).click();
    await page.goto(settingsRoute);
    for (const category of switchable)
      await expect(switchOf(page, category.title)).toHaveAttribute('aria-checked', 'true');
  });
});
