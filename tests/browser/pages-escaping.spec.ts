/**
 * Copy is text, never markup: a page whose site.json copy holds <script> and <img onerror> shows those characters and
 * runs nothing. The page arrives the way every page after the first does, as JSON from the build, here replaced by
 * one carrying the hostile copy.
 */
import { expect } from '@playwright/test';
import { pageDataUrl, type PagePayload } from '../../renderer/payload.ts';
import { routeTable } from '../site.ts';
import { hydrated, markDocument, sameDocument, test } from './navigation-helpers.ts';

const SCRIPT = '<script>window.injected = true</script>';
const IMAGE = '<img src=x onerror="window.injected = true">';

test('a <script> typed into copy appears as text and never runs', async ({ page }) => {
  const route = '/about';
  const declared = routeTable.get(route)!;
  const hostile: PagePayload = {
    ...declared,
    sections: [
      {
        type: 'hero',
        number: 1,
        heading: `Heading ${SCRIPT}`,
        lead: `**Bold ${IMAGE}** and [a link ${SCRIPT}](/pricing)`,
        illustration: 'none',
      },
      {
        type: 'richText',
        number: 2,
        body: [
          { heading: `Sub-heading ${SCRIPT}`, id: 'hostile' },
          { paragraph: `Paragraph ${IMAGE}` },
          { list: [`Item ${SCRIPT}`] },
        ],
      },
    ],
  };
  await page.route(`**${pageDataUrl(route)}`, (request) => request.fulfill({ json: hostile }));
  await page.goto('/');
  await hydrated(page);
  await markDocument(page);
  await page.locator(`footer a[href="${route}"]`).click();

  await expect(page.locator('h1')).toHaveText(`Heading ${SCRIPT}`);
  await expect(page.locator('main strong')).toHaveText(`Bold ${IMAGE}`);
  await expect(page.locator('main').getByRole('link', { name: `a link ${SCRIPT}` })).toHaveAttribute(
    'href',
    '/pricing',
  );
  await expect(page.locator('main h2#hostile')).toHaveText(`Sub-heading ${SCRIPT}`);
  await expect(page.locator('main').getByText(`Paragraph ${IMAGE}`)).toBeVisible();
  await expect(page.locator('main li').getByText(`Item ${SCRIPT}`)).toBeVisible();
  expect(await sameDocument(page), 'the page came through client navigation').toBe(true);
  await expect(page.locator('main script, main img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
});
