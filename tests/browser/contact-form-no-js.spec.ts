/**
 * The contact form without the page's code — JavaScript turned off, or on with every script blocked: the browser posts
 * it to the local API, which answers with the page the form is on — each broken rule's words beside its field and
 * everything typed kept, or the thanks — in the page's language, on a phone and a wide screen. (axe runs only where
 * JavaScript is on: it is a script itself.)
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { problemMessage } from '../../sections/contact-form/messages.ts';
import type { ContactForm } from '../../schemas/site.types.ts';
import { dutch, site } from '../site.ts';
import { TEST_CONTACT_STORE } from './support/test-server.ts';
import { test } from './api-helpers.ts';

const formRoute = (language: typeof site) =>
  language.pages.find((page) => page.sections.some((section) => section.type === 'contactForm'))!.route;

for (const [scripts, javaScriptEnabled] of [
  ['JavaScript off', false],
  ['every script blocked', true],
] as const)
  for (const language of [site, dutch]) {
    const form: ContactForm = language.contactForm!;
    const route = formRoute(language);
    const field = (page: Page, name: keyof ContactForm['fields']) =>
      page.getByRole('textbox', { name: form.fields[name].label, exact: true });
    const consent = (page: Page) => page.getByRole('checkbox');
    const send = (page: Page) => page.getByRole('button', { name: form.submitLabel });

    for (const width of [375, 1280]) {
      test.describe(`${route} at ${width} px, ${scripts}`, () => {
        // Each test its own visitor (the server trusts the address a proxy on this machine names), so that the tests'
        // messages are not counted against one limit per address.
        test.use({
          viewport: { width, height: 800 },
          javaScriptEnabled,
          extraHTTPHeaders: {
            'x-forwarded-for': `198.51.100.${javaScriptEnabled ? 1 : 2}${language === site ? 1 : 2}${width === 375 ? 1 : 2}`,
          },
        });
        const noAccessibilityProblems = async (page: Page) => {
          if (javaScriptEnabled) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
        };

        test('a form with mistakes comes back with each one named beside its field, and everything typed kept', async ({
          page,
        }) => {
          if (javaScriptEnabled) await page.route(/\.m?js(\?|$)/, (request) => request.abort());
          await page.goto(route);
          const message = '\nTwo lines, <b>not bold</b> & "quoted"\nend';
          await field(page, 'fullName').fill('R');
          await field(page, 'email').fill('robin@');
          await field(page, 'message').fill(message);
          await send(page).click();
          await page.waitForURL('**/contact/email#*');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe(language.language.code);
          await expect(field(page, 'fullName')).toHaveValue('R');
          await expect(field(page, 'email')).toHaveValue('robin@');
          await expect(field(page, 'message')).toHaveValue(message);
          const error = (name: keyof ContactForm['fields'], rule: Parameters<typeof problemMessage>[0]) =>
            expect(field(page, name)).toHaveAccessibleDescription(problemMessage(rule, form.messages));
          await error('fullName', { rule: 'tooShort', limit: form.fields.fullName.minLength! });
          await error('email', { rule: 'invalidEmail' });
          await expect(consent(page)).toHaveAccessibleDescription(form.consent.requiredMessage);
          // The answer opens at the form, its first mistake in view.
          await expect(field(page, 'fullName')).toBeInViewport();
          await noAccessibilityProblems(page);

          // Mended on the answer page and sent again: the thanks, the fields emptied, the message stored.
          await field(page, 'fullName').fill('Robin Example');
          await field(page, 'email').fill('robin@example.com');
          const text = `Sent without JavaScript ${width} ${Date.now()}`;
          await field(page, 'message').fill(text);
          await consent(page).check();
          await send(page).click();
          const thanks = page.getByRole('status').filter({ hasText: form.messages.sent });
          await expect(thanks).toBeVisible();
          await expect(thanks).toBeInViewport();
          await expect(field(page, 'message')).toHaveValue('');
          expect(readFileSync(TEST_CONTACT_STORE, 'utf8')).toContain(text);
          await noAccessibilityProblems(page);
        });
      });
    }
  }
