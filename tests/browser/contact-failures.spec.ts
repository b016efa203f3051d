/**
 * /contact when sending fails — the answer says success: false, an HTTP error, no answer within 10 s, no connection:
 * a general message in plain words (never the server's), everything typed kept, and sending again works.
 */
import { expect, type Page } from '@playwright/test';
import { REQUEST_TIMEOUT_MS } from '../../browser/api/constants.ts';
import { answerWith, CONTACT_URL, contactForm, contactFormReady, hydrated, pageErrors, test } from './api-helpers.ts';

const { messages } = contactForm;
const SERVER_TEXT = 'SMTP relay 10.0.0.3 refused: mailbox quota';
const typed = {
  fullName: 'Robin Example',
  email: 'robin@example.com',
  message: 'A question about moving from Lift Off to Orbit.',
};

async function fillAndSend(page: Page) {
  await page.goto('/contact');
  await hydrated(page);
  await contactFormReady(page);
  await page.getByLabel(contactForm.fields.fullName.label, { exact: true }).fill(typed.fullName);
  await page.getByLabel(contactForm.fields.email.label, { exact: true }).fill(typed.email);
  await page.getByLabel(contactForm.fields.message.label, { exact: true }).fill(typed.message);
  await page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' }).check();
  await page.getByRole('button', { name: contactForm.submitLabel }).click();
}

async function expectKept(page: Page, message: string) {
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
  // Focus goes to the message, not lost to the page: read out, and Tab goes on from the form.
  await expect(page.getByRole('alert').filter({ hasText: message })).toBeFocused();
  await expect(page.getByText(SERVER_TEXT)).toHaveCount(0);
  await expect(page.getByLabel(contactForm.fields.fullName.label, { exact: true })).toHaveValue(typed.fullName);
  await expect(page.getByLabel(contactForm.fields.email.label, { exact: true })).toHaveValue(typed.email);
  await expect(page.getByLabel(contactForm.fields.message.label, { exact: true })).toHaveValue(typed.message);
  await expect(page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' })).toBeChecked();
  await expect(page.getByRole('button', { name: contactForm.submitLabel })).toBeEnabled();
}

async function expectSentOnRetry(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.route(CONTACT_URL, answerWith({ success: true }));
  await page.getByRole('button', { name: contactForm.submitLabel }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.sent })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

const failures = {
  'the answer says success: false': answerWith({ success: false, message: SERVER_TEXT }),
  'an HTTP 500 error': answerWith({ success: false, message: SERVER_TEXT }, 500),
  'an HTTP 502 from a proxy, as HTML': (route: Parameters<ReturnType<typeof answerWith>>[0]) =>
    route.fulfill({ status: 502, contentType: 'text/html', body: `<h1>${SERVER_TEXT}</h1>` }),
};

for (const [name, failure] of Object.entries(failures)) {
  test(`${name}: a general message, everything typed kept, and sending again works`, async ({ page }) => {
    const errors = pageErrors(page);
    await page.route(CONTACT_URL, failure);
    await fillAndSend(page);
    await expectKept(page, messages.failed);
    await expectSentOnRetry(page);
    expect(errors).toEqual([]);
  });
}

test('too many messages (429): says to wait a few minutes, everything typed kept', async ({ page }) => {
  const errors = pageErrors(page);
  await page.route(CONTACT_URL, answerWith({ success: false, message: SERVER_TEXT }, 429));
  await fillAndSend(page);
  await expectKept(page, messages.rateLimited);
  expect(errors).toEqual([]);
});

test('no answer within 10 seconds: a general message, everything typed kept', async ({ page }) => {
  const errors = pageErrors(page);
  await page.clock.install();
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  await page.route(CONTACT_URL, () => asked()); // never answered
  await fillAndSend(page);
  await requested;
  await expect(page.getByRole('button', { name: contactForm.sendingLabel })).toBeDisabled();
  await page.clock.runFor(REQUEST_TIMEOUT_MS);
  await expectKept(page, messages.failed);
  await expectSentOnRetry(page);
  expect(errors).toEqual([]);
});

test('offline: says so, everything typed kept, and sending works once back online', async ({ page, context }) => {
  const errors = pageErrors(page);
  await page.goto('/contact');
  await hydrated(page);
  await contactFormReady(page);
  await context.setOffline(true);
  await page.getByLabel(contactForm.fields.fullName.label, { exact: true }).fill(typed.fullName);
  await page.getByLabel(contactForm.fields.email.label, { exact: true }).fill(typed.email);
  await page.getByLabel(contactForm.fields.message.label, { exact: true }).fill(typed.message);
  await page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' }).check();
  await page.getByRole('button', { name: contactForm.submitLabel }).click();
  await expectKept(page, messages.offline);
  await context.setOffline(false);
  await expectSentOnRetry(page);
  expect(errors).toEqual([]);
});
