/** /pricing with the API answering: prerendered prices, fresh ones from the API, the billing switch, the table. */
import { expect } from '@playwright/test';
import {
  answerWith,
  hydrated,
  openPricingFromHome,
  pageErrors,
  planCard,
  pricing,
  PRODUCT_URL,
  productAnswer,
  test,
} from './api-helpers.ts';
import { site } from '../site.ts';

const euro = (amount: string) => `€${amount}`;

test('the prices are in the prerendered HTML, read without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/pricing');
  for (const [name, price] of [
    ['Grounded', '0'],
    ['Lift Off', '12'],
    ['Orbit', '29'],
    ['Exosphere', '79'],
  ] as const) {
    await expect(planCard(page, name)).toContainText(`${euro(price)} ${pricing.perMonth}`);
  }
  await expect(page.getByRole('row', { name: /^Channels/ })).toContainText('3102550');
  await context.close();
});

test('fresh prices from GET /api/product replace the prerendered ones', async ({ page }) => {
  const errors = pageErrors(page);
  const answer = productAnswer();
  answer.products[1]!.prices = [{ monthly: 15.5 }, { annual: 155 }];
  await page.route(PRODUCT_URL, answerWith(answer));
  await page.goto('/pricing');
  await expect(planCard(page, 'Lift Off')).toContainText(`${euro('15.50')} ${pricing.perMonth}`);
  await expect(planCard(page, 'Orbit')).toContainText(`${euro('29')} ${pricing.perMonth}`);
  expect(errors).toEqual([]);
});

test('each plan shows its audience, its limits and a Get started link to the register page', async ({ page }) => {
  await page.goto('/pricing');
  for (const plan of pricing.plans) {
    const card = planCard(page, plan.name);
    await expect(card).toContainText(plan.audience);
    await expect(card).toContainText(plan.limits);
    await expect(card.getByRole('link', { name: pricing.getStarted.label })).toHaveAttribute(
      'href',
      site.links.register,
    );
  }
  await expect(planCard(page, 'Grounded')).toContainText('3 channels and 15 scheduled posts per week');
  await expect(planCard(page, 'Orbit')).toContainText('No post limit');
  await expect(page.getByText(pricing.vatNote)).toBeVisible();
  await expect(page.getByText('14-day free trial')).toBeVisible();
});

for (const javaScriptEnabled of [true, false]) {
  test(`the switch shows yearly prices, labelled "2 months free", and back (${javaScriptEnabled ? 'hydrated' : 'without JavaScript'})`, async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto('/pricing');
    if (javaScriptEnabled) await hydrated(page);
    // What the visitor sees (innerText): both periods' prices are in the page, the stylesheet shows one.
    const shows = (card: string, text: string) =>
      expect(planCard(page, card)).toContainText(text, { useInnerText: true });
    await shows('Lift Off', `${euro('12')} ${pricing.perMonth}`);
    await expect(planCard(page, 'Lift Off')).not.toContainText(pricing.billedYearly, { useInnerText: true });
    await page.getByRole('radio', { name: `${pricing.billing.annual} ${pricing.billing.annualBadge}` }).check();
    await shows('Lift Off', `${euro('10')} ${pricing.perMonth}`);
    await shows('Lift Off', `${euro('120')} ${pricing.billedYearly}`);
    await expect(planCard(page, 'Lift Off')).not.toContainText(`${euro('12')} ${pricing.perMonth}`, {
      useInnerText: true,
    });
    await shows('Orbit', `${euro('24.17')} ${pricing.perMonth}`);
    await page.keyboard.press('ArrowLeft'); // a radio group: the arrow keys move the choice
    await expect(page.getByRole('radio', { name: pricing.billing.monthly })).toBeChecked();
    await shows('Lift Off', `${euro('12')} ${pricing.perMonth}`);
    await expect(planCard(page, 'Lift Off')).not.toContainText(pricing.billedYearly, { useInnerText: true });
    await context.close();
  });
}

test('the comparison table: labels from site.json, counts as numbers, ✓ and — read as words', async ({ page }) => {
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: pricing.comparison!.heading });
  await expect(table.locator('thead').getByRole('columnheader')).toHaveText([
    pricing.comparison!.featureLabel,
    ...pricing.plans.map((plan) => plan.name),
  ]);
  const cells = (label: string) => table.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell');
  await expect(cells('Channels')).toHaveText(['3', '10', '25', '50']);
  await expect(cells('Posts per month')).toHaveText(['60', 'Unlimited', 'Unlimited', 'Unlimited']);
  await expect(cells('Media storage')).toHaveText(['1 GB', '10 GB', '50 GB', '200 GB']);
  const { included, notIncluded } = pricing.comparison!;
  await expect(cells('Repeat post')).toHaveText([`—${notIncluded}`, `✓${included}`, `✓${included}`, `✓${included}`]);
  for (const group of pricing.comparison!.groups)
    await expect(table.getByRole('rowheader', { name: group.heading })).toBeVisible();
});

test('a feature the answer does not list is left out of the table, not shown as missing', async ({ page }) => {
  const answer = productAnswer();
  answer.features = answer.features.filter((feature) => feature.key !== 'videoPosting');
  await page.route(PRODUCT_URL, answerWith(answer));
  await openPricingFromHome(page);
  const table = page.getByRole('table', { name: pricing.comparison!.heading });
  await expect(table.getByRole('row', { name: /^Repeat post/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^Video posting/ })).toHaveCount(0);
});

test('while the prices load, a skeleton of the same size holds their place: nothing moves when they arrive', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(PRODUCT_URL, async (route) => {
    await held;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(productAnswer()) });
  });
  await openPricingFromHome(page);
  const card = planCard(page, 'Exosphere');
  await expect(card.locator('.skeleton').first()).toBeVisible();
  await expect(card).not.toContainText('€');
  const table = page.getByRole('table', { name: pricing.comparison!.heading });
  const before = {
    card: await card.boundingBox(),
    table: await table.boundingBox(),
    trial: await page.getByText('14-day free trial').boundingBox(),
  };
  release();
  await expect(card).toContainText(`€79 ${pricing.perMonth}`);
  expect(await card.boundingBox()).toEqual(before.card);
  expect(await page.getByText('14-day free trial').boundingBox()).toEqual(before.trial);
  expect((await table.boundingBox())?.y).toBe(before.table?.y);
});

test('the comparison table is readable on a 360 px screen: every plan in view, no sideways scrolling', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/pricing');
  const table = page.getByRole('table', { name: pricing.comparison!.heading });
  await table.scrollIntoViewIfNeeded();
  const region = page.getByRole('region', { name: pricing.comparison!.heading });
  const { scrollWidth, clientWidth } = await region.evaluate((element) => ({
    scrollWidth: element.scrollWidth,
    clientWidth: element.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
  for (const plan of pricing.plans) {
    const box = (await table.getByRole('columnheader', { name: plan.name }).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
  const fontSize = await table
    .getByRole('cell')
    .first()
    .evaluate((cell) => parseFloat(getComputedStyle(cell).fontSize));
  expect(fontSize).toBeGreaterThanOrEqual(12);
});

test("the comparison table's box is a Tab stop only while the table is wider than it: then the arrow keys scroll it", async ({
  page,
}) => {
  const region = page.getByRole('region', { name: pricing.comparison!.heading });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/pricing');
  await hydrated(page);
  await expect(region).not.toHaveAttribute('tabindex');
  // Narrower than the 360 px the table is laid out for: it scrolls inside its box.
  await page.setViewportSize({ width: 300, height: 740 });
  await expect(region).toHaveAttribute('tabindex', '0');
  await region.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
});
