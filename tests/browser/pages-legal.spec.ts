/**
 * The legal pages say everything they must, read from the rendered page: every topic of the terms of use under its
 * own heading, the account rules, and every fact of the privacy policy; each heading is a jump target
 * listed in the page's table of contents.
 */
import { expect, type Page } from '@playwright/test';
import { hydrated, test } from './navigation-helpers.ts';

/** The words of the page's main content, answers of closed FAQ items included, one space between blocks. */
const mainText = async (page: Page) =>
  (await page.locator('main').locator('h1, h2, h3, p, li, dt, dd, summary').allTextContents())
    .join(' ')
    .replace(/\s+/g, ' ');

async function expectAnchoredHeadings(page: Page) {
  const headings = page.locator('main .rich-text h2');
  const count = await headings.count();
  expect(count).toBeGreaterThan(5);
  for (let i = 0; i < count; i++) {
    const id = await headings.nth(i).getAttribute('id');
    expect(id, `heading ${i + 1} has an anchor`).toBeTruthy();
    await expect(page.locator(`main nav a[href="#${id}"]`)).toHaveText((await headings.nth(i).innerText()).trim());
  }
}

test.describe('terms of use', () => {
  const topics = [
    /prohibited conduct/i,
    /suspension and termination/i,
    /interactions with other users/i,
    /intellectual property/i,
    /fees and payments/i,
    /^privacy$/i,
    /third-party links/i,
    /indemnity/i,
    /severability/i,
    /^headings$/i,
    /assignment/i,
    /waiver/i,
    /entire agreement/i,
    /jurisdiction/i,
  ];

  test('every topic of the list has its own heading, with an anchor in the table of contents', async ({ page }) => {
    await page.goto('/terms');
    await hydrated(page);
    const headings = await page.locator('main .rich-text h2').allInnerTexts();
    for (const topic of topics)
      expect(
        headings.some((heading) => topic.test(heading.trim())),
        `a heading matches ${topic}`,
      ).toBe(true);
    await expectAnchoredHeadings(page);
  });

  test('the account, payment and court rules are stated', async ({ page }) => {
    await page.goto('/terms');
    const text = await mainText(page);
    expect(text).toMatch(/of legal age/);
    expect(text).toMatch(/guardian/);
    expect(text).toMatch(
      /cancel[^.]*\. After cancelling you keep access until the next payment date\. Payments already made are not refunded/,
    );
    expect(text).toMatch(/suspend or terminate an account without notice/);
    expect(text).toMatch(/its data is lost/);
    expect(text).toMatch(/new account after a suspension or termination requires our written authorization/);
    expect(text).toMatch(/change our prices or plans\. We notify you of such a change at least 30 days before/);
    expect(text).toMatch(/courts of The Netherlands/);
    expect(text).toMatch(/not liable for your interactions with other users/);
    expect(text).toMatch(/responsible for the content you post[^.]*intellectual property/);
  });

  test('the trial and free-plan rules are stated', async ({ page }) => {
    await page.goto('/terms');
    const text = await mainText(page);
    expect(text).toMatch(/14-day free trial that needs no payment details/);
    expect(text).toMatch(/When the trial ends, the account drops to the free plan/);
    expect(text).toMatch(/3 channels and 15 scheduled posts per week/);
    expect(text).toMatch(
      /over the free plan’s limits are frozen\. The first 3 channels and the first 15 scheduled items stay usable/,
    );
  });
});

test.describe('privacy policy', () => {
  test('every fact of the policy is stated', async ({ page }) => {
    await page.goto('/privacy');
    const text = await mainText(page);
    expect(text).toMatch(/Effective October 21, 2023/);
    expect(text).toMatch(/our customer — is the data controller/);
    expect(text).toMatch(/is the data processor/);
    for (const field of ['first name', 'last name', 'email address', 'password']) expect(text).toContain(field);
    expect(text).toMatch(/stored in Europe/);
    expect(text).toMatch(/Invoices and receipts are kept for up to 5 years/);
    expect(text).toMatch(/object to those uses within 5 business days of creating your account/);
    expect(text).toMatch(/answer every data-rights request within 20 business days/);
  });

  test('the cookies section has its anchor and links to the cookie settings', async ({ page }) => {
    await page.goto('/privacy#cookies');
    await hydrated(page);
    const heading = page.locator('main h2#cookies');
    await expect(heading).toBeInViewport();
    const paragraph = heading.locator('xpath=following-sibling::p[1]');
    await expect(paragraph.getByRole('link')).toHaveAttribute('href', '/cookie-settings');
    await expectAnchoredHeadings(page);
  });

  test('a link of the table of contents jumps to its section', async ({ page }) => {
    await page.goto('/privacy');
    await hydrated(page);
    const link = page.locator('main nav a[href="#rights"]');
    await link.click();
    await expect(page).toHaveURL(/\/privacy#rights$/);
    await expect(page.locator('main h2#rights')).toBeInViewport();
  });
});
