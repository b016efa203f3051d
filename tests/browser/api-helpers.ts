/** Shared steps of the pricing-*.spec.ts and contact-*.spec.ts browser tests: their copy comes from site.json. */
import { readFileSync } from 'node:fs';
import { expect, type Page, type Route } from '@playwright/test';
import { CONTACT_PATH, PRODUCT_PATH } from '../../browser/api/constants.ts';
import type { ContactFormSection, PricingSection, ProductAnswer } from '../../schemas/site.types.ts';
import { DEFAULT_PRODUCT_DATA_FILE } from '../../site/node/paths.ts';
import { routeTable, site } from '../site.ts';
import { hydrated } from './navigation-helpers.ts';

export { hydrated, hydrationCodeUrl, test } from './navigation-helpers.ts';

export const PRODUCT_URL = `**${PRODUCT_PATH}`;
export const CONTACT_URL = `**${CONTACT_PATH}`;

export const productAnswer = (): ProductAnswer =>
  JSON.parse(readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8')) as ProductAnswer;

const sectionOf = <T>(route: string, type: string) =>
  routeTable.get(route)!.sections.find((section) => section.type === type) as T;
export const pricing = sectionOf<PricingSection>('/pricing', 'pricing');
export const contactSection = sectionOf<ContactFormSection>('/contact', 'contactForm');
export const contactForm = site.contactForm!;

/** Waits for the contact form's own code: until then a click on Send is the browser's own post of the form. */
export async function contactFormReady(page: Page): Promise<void> {
  await page.locator('form.contact__form[data-hydrated]').waitFor();
}

export const answerWith =
  (body: unknown, status = 200) =>
  (route: Route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

/**
 * Uncaught errors and console errors of the page. The browser's own "Failed to load resource" lines for an HTTP
 * error status are not the page's errors: they are what the tests provoke.
 */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return errors;
}

/** Arrive on /pricing the way most visitors do: from another page, through the header (no prerendered prices). */
export async function openPricingFromHome(page: Page): Promise<void> {
  await page.goto('/');
  await hydrated(page);
  await page.locator('header').getByRole('link', { name: 'Pricing', exact: true }).first().click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 2, name: pricing.heading })).toBeVisible();
}

/** The card of one plan of site.json, found by its name. */
export const planCard = (page: Page, name: string) => page.getByRole('article', { name });
