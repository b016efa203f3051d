/**
 * /pricing when GET /api/product fails: a 500, an answer that is not JSON, one without features, no answer within
 * 10 s. The visitor gets a plain message and a retry button that works; no uncaught error reaches the console.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type Route } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../../browser/api/constants.ts';
import {
  answerWith,
  openPricingFromHome,
  pageErrors,
  planCard,
  pricing,
  PRODUCT_URL,
  productAnswer,
  test,
} from './api-helpers.ts';

const failures: Record<string, (route: Route) => Promise<void>> = {
  'a 500 error': answerWith({ message: 'Internal Server Error' }, 500),
  'an answer that is not JSON': (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><p>Gateway</p>' }),
  'an answer without features': answerWith({ products: productAnswer().products }),
  'an answer of the wrong shape': answerWith({
    products: [{ plan: 'ORBIT', name: 'Orbit', currency: 'EUR', prices: [{ monthly: '29' }] }],
    features: [],
  }),
};

async function expectFailureShown(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: pricing.loadFailed });
  await expect(alert).toBeVisible();
  await expect(planCard(page, 'Lift Off')).not.toContainText('€');
  // The comparison table gives way to the same message, with its own retry button.
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('button', { name: pricing.retryLabel })).toHaveCount(2);
  expect(
    (await new AxeBuilder({ page }).include('.pricing').analyze()).violations.map((violation) => violation.id),
  ).toEqual([]);
}

async function expectRecoveryOnRetry(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.getByRole('button', { name: pricing.retryLabel }).first().click();
  await expect(planCard(page, 'Lift Off')).toContainText(`€12 ${pricing.perMonth}`);
  await expect(page.getByRole('alert').filter({ hasText: pricing.loadFailed })).toHaveCount(0);
  await expect(page.getByRole('row', { name: /^Channels/ }).getByRole('cell')).toHaveText(['3', '10', '25', '50']);
}

for (const [name, failure] of Object.entries(failures)) {
  test(`${name}: a message with a retry button, and the prices once the retry succeeds`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.route(PRODUCT_URL, failure);
    await openPricingFromHome(page);
    await expectFailureShown(page);
    await expectRecoveryOnRetry(page);
    expect(errors).toEqual([]);
  });
}

test('no answer within 10 seconds: the same message, and the retry works', async ({ page }) => {
  const errors = pageErrors(page);
  await page.clock.install();
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(PRODUCT_URL, () => asked()); // never answered
  await openPricingFromHome(page);
  await requested;
  await page.clock.runFor(REQUEST_TIMEOUT_MS - 1000);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(1000);
  await expectFailureShown(page);
  await expectRecoveryOnRetry(page);
  expect(errors).toEqual([]);
});

test('a failed refresh keeps the prerendered prices on screen', async ({ page }) => {
  const errors = pageErrors(page);
  let refused = false;
  await page.route(PRODUCT_URL, (route) => ((refused = true), answerWith({}, 500)(route)));
  await page.goto('/pricing');
  await expect.poll(() => refused).toBe(true);
  await expect(planCard(page, 'Lift Off')).toContainText(`€12 ${pricing.perMonth}`);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(errors).toEqual([]);
});
