/** /contact: the contact form with site.json's rules — errors beside their fields, nothing sent until all pass. */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TEST_CONTACT_STORE } from './support/test-server.ts';
import {
  answerWith,
  CONTACT_URL,
  contactForm,
  contactFormReady,
  contactSection,
  hydrated,
  hydrationCodeUrl,
  pageErrors,
  test,
} from './api-helpers.ts';

const { fields, messages } = contactForm;
const field = (page: Page, name: keyof typeof fields) => page.getByLabel(fields[name].label, { exact: true });
const consent = (page: Page) => page.getByRole('checkbox', { name: 'I have read and agree to the Privacy Policy' });
const sendButton = (page: Page) => page.getByRole('button', { name: contactForm.submitLabel });

async function openForm(page: Page) {
  await page.goto('/contact');
  await hydrated(page);
  await contactFormReady(page);
}

async function fillValid(page: Page, text: string) {
  await field(page, 'fullName').fill('Robin Example');
  await field(page, 'email').fill('robin@example.com');
  await field(page, 'message').fill(text);
  await consent(page).check();
}

/** Counts the posts the page makes (the browser still sends them to the real local API). */
function countPosts(page: Page): () => number {
  let posts = 0;
  page.on('request', (request) => request.method() === 'POST' && request.url().endsWith('/contact/email') && posts++);
  return () => posts;
}

test('the page has its heading, and the form its fields, consent box, privacy link and send button', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('We love to hear from you');
  const form = page.getByRole('form', { name: 'Send an email' });
  await expect(form).toBeVisible();
  await expect(field(page, 'fullName')).toBeVisible();
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Your message', { exact: true })).toBeVisible();
  await expect(consent(page)).not.toBeChecked();
  await expect(form.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(sendButton(page)).toBeVisible();
  expect(contactSection.heading).toBe('Send an email');
});

test('an empty form: "This field is required!" under every field, focus on the first, nothing sent', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const posts = countPosts(page);
  await openForm(page);
  await sendButton(page).click();
  for (const name of ['fullName', 'email', 'message'] as const) {
    const input = field(page, name);
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(messages.required);
  }
  await expect(consent(page)).toHaveAccessibleDescription(contactForm.consent.requiredMessage);
  await expect(field(page, 'fullName')).toBeFocused();
  expect(posts()).toBe(0);
  expect(
    (await new AxeBuilder({ page }).include('form').analyze()).violations.map((violation) => violation.id),
  ).toEqual([]);
  expect(errors).toEqual([]);
});

test('length and e-mail rules from site.json, each error gone once its field is right', async ({ page }) => {
  const posts = countPosts(page);
  await openForm(page);
  await field(page, 'fullName').fill('R');
  await field(page, 'email').fill('robin@example');
  await field(page, 'message').fill('Too short');
  await consent(page).check();
  await sendButton(page).click();
  const min = (name: 'fullName' | 'message') => `${messages.tooShort} ${fields[name].minLength} ${messages.characters}`;
  await expect(field(page, 'fullName')).toHaveAccessibleDescription(min('fullName'));
  await expect(field(page, 'email')).toHaveAccessibleDescription(messages.invalidEmail);
  await expect(field(page, 'message')).toHaveAccessibleDescription(min('message'));
  await expect(field(page, 'fullName')).toBeFocused();

  await field(page, 'fullName').fill('Robin Example');
  await expect(field(page, 'fullName')).not.toHaveAttribute('aria-invalid');
  await expect(page.getByText(min('fullName'))).toHaveCount(0);
  await sendButton(page).click();
  await expect(field(page, 'email')).toBeFocused(); // now the first invalid field
  expect(posts()).toBe(0);
  // The field takes no more than its maximum.
  await field(page, 'message').fill('x'.repeat(fields.message.maxLength + 50));
  await expect(field(page, 'message')).toHaveValue('x'.repeat(fields.message.maxLength));
});

test('a name of invisible characters counts as empty, and a pasted control character is named; nothing is sent', async ({
  page,
}) => {
  const posts = countPosts(page);
  await openForm(page);
  await fillValid(page, 'A question about the Orbit plan,\u0007 pasted from a terminal.');
  await field(page, 'fullName').fill('\u200b\u200b\u200b');
  await sendButton(page).click();
  await expect(field(page, 'fullName')).toHaveAccessibleDescription(messages.required);
  await expect(field(page, 'message')).toHaveAccessibleDescription(messages.invalidCharacters);
  expect(posts()).toBe(0);
});

test('nothing is sent until the privacy box is ticked', async ({ page }) => {
  const posts = countPosts(page);
  await openForm(page);
  await fillValid(page, 'A question about the Orbit plan, please.');
  await consent(page).uncheck();
  await sendButton(page).click();
  await expect(consent(page)).toBeFocused();
  await expect(consent(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(contactForm.consent.requiredMessage)).toBeVisible();
  expect(posts()).toBe(0);
});

test('sent: the message reaches the local API store, a confirmation shows and the form is cleared', async ({
  page,
}) => {
  const errors = pageErrors(page);
  const text = `Browser test message ${Date.now()}-${Math.random()}`;
  await openForm(page);
  await fillValid(page, text);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: messages.sent })).toBeFocused();
  for (const name of ['fullName', 'email', 'message'] as const) await expect(field(page, name)).toHaveValue('');
  await expect(consent(page)).not.toBeChecked();
  const stored = readFileSync(TEST_CONTACT_STORE, 'utf8')
    .split('\n')
    .filter((line) => line.includes(text));
  expect(stored).toHaveLength(1);
  expect(JSON.parse(stored[0]!)).toMatchObject({
    fullName: 'Robin Example',
    email: 'robin@example.com',
    message: text,
  });
  expect(errors).toEqual([]);
});

test('while sending, the button is disabled: a second click or Enter sends nothing more', async ({ page }) => {
  const posts = countPosts(page);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_URL, async (route) => {
    await held;
    await answerWith({ success: true })(route);
  });
  await openForm(page);
  await fillValid(page, 'A question about the Orbit plan, please.');
  await sendButton(page).click();
  const sending = page.getByRole('button', { name: contactForm.sendingLabel });
  await expect(sending).toBeDisabled();
  await sending.click({ force: true });
  await field(page, 'message').press('Enter');
  await field(page, 'fullName').press('Enter');
  release();
  await expect(page.getByText(messages.sent)).toBeVisible();
  expect(posts()).toBe(1);
});

test('what was typed survives a visit to the privacy policy and back', async ({ page }) => {
  await openForm(page);
  await fillValid(page, 'Half-written question about data.');
  await page.getByRole('form').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await page.goBack();
  await expect(field(page, 'message')).toHaveValue('Half-written question about data.');
  await expect(field(page, 'fullName')).toHaveValue('Robin Example');
  await expect(consent(page)).toBeChecked();
});

test("what the visitor typed before the page's code arrived is kept, and sent", async ({ page, baseURL }) => {
  // The code that hydrates the page is held back until the visitor has typed.
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await hydrationCodeUrl(page, baseURL + '/contact'), async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/contact');
  const text = `Typed before the code arrived ${Date.now()}`;
  await fillValid(page, text);
  release();
  await hydrated(page);

  await expect(field(page, 'fullName')).toHaveValue('Robin Example');
  await expect(field(page, 'email')).toHaveValue('robin@example.com');
  await expect(field(page, 'message')).toHaveValue(text);
  await expect(consent(page)).toBeChecked();
  await contactFormReady(page);
  await sendButton(page).click();
  await expect(page.getByText(messages.sent)).toBeVisible();
  expect(readFileSync(TEST_CONTACT_STORE, 'utf8')).toContain(text);
});

test("Send pressed before the page's code arrived: the browser posts the form itself, and the answer says it was sent", async ({
  page,
  baseURL,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(await hydrationCodeUrl(page, baseURL + '/contact'), async (route) => {
    await released;
    await route.continue();
  });
  // A visitor of its own (the server trusts the address a proxy on this machine names): the other tests' messages
  // count against the limit of 127.0.0.1.
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': '198.51.100.30' });
  await page.goto('/contact');
  const text = `Sent before the code arrived ${Date.now()}`;
  await fillValid(page, text);
  await sendButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: messages.sent })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/contact/email');
  expect(readFileSync(TEST_CONTACT_STORE, 'utf8')).toContain(text);
  release();
});
