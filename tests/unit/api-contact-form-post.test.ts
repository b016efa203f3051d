/**
 * The contact form sent by the browser itself (no JavaScript, or a click before the page's code arrived): the local
 * API checks it by the same rules, stores it in the same store, and answers with the page the form is on, in its
 * language, everything sent kept in the fields, each broken rule's words beside its field, and none of the page's code.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_FORM_BODY_LIMIT_BYTES } from '../../browser/api/constants.ts';
import { CONTACT_FIELDS, contactProblems, type ContactValues } from '../../browser/contact/rules.ts';
import { contactFormOfSite } from '../../server/api/contact-form-of-site.ts';
import type { MessageStore } from '../../server/api/message-store.ts';
import { CONSENT_FIELD, PAGE_FIELD } from '../../sections/contact-form/ContactFormFields.tsx';
import { problemMessage } from '../../sections/contact-form/messages.ts';
import { dutch, site } from '../site.ts';
import { startLocalApi, type RunningApi } from './support/local-api-server.ts';
import { readFileSync, existsSync } from 'node:fs';

const contact = contactFormOfSite()!;
const [englishRoute, dutchRoute] = [site, dutch].map(
  (language) => [...contact.pages].find(([, page]) => page.language.code === language.language.code)![0],
);
const englishForm = site.contactForm!;
const dutchForm = dutch.contactForm!;

/** A prerendered page as the build writes it: the page's code, its data, the stylesheet for no JavaScript, the form. */
const template = (route: string) => `<!DOCTYPE html>
<html lang="${route.startsWith('/nl') ? 'nl' : 'en'}">
  <head>
    <noscript><link rel="stylesheet" href="/no-js.css"></noscript>
    <link rel="modulepreload" href="/assets/chunks/app.js">
    <script type="module" src="/assets/entries/entry.js" async></script>
  </head>
  <body>
    <div id="root"><h1>page ${route}</h1><h2 id="section-2-heading">Write to us</h2><form class="contact__form" noValidate="" aria-labelledby="section-2-heading"><input name="fullName"/></form><footer>the footer</footer></div>
    <script id="page-payload" type="application/json">{"page":"${route}"}</script>
  </body>
</html>`;

let pagesDir: string;
beforeAll(() => {
  pagesDir = mkdtempSync(path.join(os.tmpdir(), 'pages-'));
  for (const route of contact.pages.keys()) {
    mkdirSync(path.join(pagesDir, route), { recursive: true });
    writeFileSync(path.join(pagesDir, route, 'index.html'), template(route));
  }
});
afterAll(() => rmSync(pagesDir, { recursive: true, force: true }));

let api: RunningApi | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});
const start = (options: Parameters<typeof startLocalApi>[0] = {}) =>
  startLocalApi({ formPages: contact.pages, pagesDir, ...options });

const valid: ContactValues = {
  fullName: 'Robin Example',
  email: 'robin@example.com',
  message: 'A question about the Orbit plan.',
};

function postForm(
  fields: Record<string, string>,
  headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' },
): Promise<Response> {
  return fetch(`${api!.url}/contact/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}
const sent = (values: ContactValues, page = englishRoute!, consent = true) =>
  postForm({ [PAGE_FIELD]: page, ...values, ...(consent ? { [CONSENT_FIELD]: 'true' } : {}) });

const stored = () =>
  existsSync(api!.storeFile)
    ? readFileSync(api!.storeFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>)
    : [];

/** React writes text and attribute values with these five characters escaped. */
const unescape = (html: string) =>
  html.replace(
    /&(lt|gt|quot|#x27|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', '#x27': "'", amp: '&' })[name]!,
  );

/** What each field of the answered form holds, as the browser will show it. */
function fieldsIn(html: string): ContactValues {
  const value = (name: string) => {
    const input = html.match(new RegExp(`<input[^>]*name="${name}"[^>]*>`))?.[0];
    if (input) return unescape(input.match(/ value="([^"]*)"/)?.[1] ?? '');
    // An HTML parser drops the newline that starts a textarea's content (React writes one more when the text starts
    // with one).
    const text = html.match(new RegExp(`<textarea[^>]*name="${name}"[^>]*>([\\s\\S]*?)</textarea>`))![1]!;
    return unescape(text.replace(/^\n/, ''));
  };
  return Object.fromEntries(CONTACT_FIELDS.map((name) => [name, value(name)])) as ContactValues;
}

/** The error shown for a field: the paragraph its input names with aria-describedby. */
function errorOf(html: string, name: string): string | undefined {
  const control = html.match(new RegExp(`<(input|textarea)[^>]*name="${name}"[^>]*>`))![0];
  const describedBy = control.match(/aria-describedby="([^"]+)"/)?.[1];
  return describedBy && unescape(html.match(new RegExp(`<p id="${describedBy}"[^>]*>([^<]*)</p>`))![1]!);
}

async function expectAnswerPage(response: Response, status: number, route: string) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(response.headers.get('cache-control')).toBe('no-store');
  const html = await response.text();
  // The page the form is on, its form drawn anew and none of its code: only its data, which never runs.
  expect(html).toContain(`<h1>page ${route}</h1>`);
  expect(html).toContain('<footer>the footer</footer>');
  expect(html.match(/<script\b[^>]*>/g)).toEqual(['<script id="page-payload" type="application/json">']);
  expect(html).not.toContain('modulepreload');
  expect(html).toContain('<link rel="stylesheet" href="/no-js.css">');
  expect(html).not.toContain('<noscript><link');
  expect(html.match(/<form\b/g)).toHaveLength(1);
  expect(html).toMatch(
    /<form class="contact__form"[^>]*aria-labelledby="section-2-heading"[^>]*action="\/contact\/email#section-2-heading"/,
  );
  return html;
}

describe('a contact form posted without JavaScript', () => {
  it('is stored like the JSON request and answered with its page: the thanks first, the fields emptied', async () => {
    api = await start();
    const html = await expectAnswerPage(await sent({ ...valid, fullName: '  Robin Example ' }), 200, englishRoute!);
    expect(stored()).toMatchObject([valid]);
    const form = html.slice(html.indexOf('<form'));
    expect(form).toMatch(
      new RegExp(`^<form[^>]*><input type="hidden"[^>]*/><p[^>]*role="status"[^>]*>${englishForm.messages.sent}</p>`),
    );
    expect(fieldsIn(html)).toEqual({ fullName: '', email: '', message: '' });
  });

  const broken: [string, Partial<ContactValues>][] = [
    ['every field empty', { fullName: '', email: '', message: '' }],
    ['a name of one letter and an address without a host', { fullName: 'R', email: 'robin@' }],
    ['a message too long', { message: 'x'.repeat(englishForm.fields.message.maxLength + 1) }],
    ['a hidden character pasted into the name', { fullName: 'Robin\u0000Example' }],
    ['only spaces and zero-width characters', { fullName: ' \u200b\u200b ', message: '\u200b'.repeat(20) }],
  ];
  for (const [what, change] of broken) {
    it(`${what}: answered 400 with each broken rule's words beside its field, all sent kept, nothing stored`, async () => {
      api = await start();
      const values = { ...valid, ...change };
      const html = await expectAnswerPage(await sent(values), 400, englishRoute!);
      expect(fieldsIn(html)).toEqual(values);
      const problems = contactProblems(values, englishForm);
      expect(Object.keys(problems).length).toBeGreaterThan(0);
      for (const name of CONTACT_FIELDS) {
        const problem = problems[name];
        expect(errorOf(html, name), name).toBe(problem && problemMessage(problem, englishForm.messages));
      }
      expect(errorOf(html, CONSENT_FIELD)).toBeUndefined();
      expect(stored()).toEqual([]);
    });
  }

  it('without the privacy box ticked: its words beside it, everything typed kept, nothing stored', async () => {
    api = await start();
    const html = await expectAnswerPage(await sent(valid, englishRoute, false), 400, englishRoute!);
    expect(errorOf(html, CONSENT_FIELD)).toBe(englishForm.consent.requiredMessage);
    expect(fieldsIn(html)).toEqual(valid);
    expect(stored()).toEqual([]);
  });

  it('from the Dutch page: answered with the Dutch page, in Dutch', async () => {
    api = await start();
    const html = await expectAnswerPage(await sent({ ...valid, email: 'robin@' }, dutchRoute), 400, dutchRoute!);
    expect(errorOf(html, 'email')).toBe(dutchForm.messages.invalidEmail);
    expect(html).toContain(`>${unescapeNot(dutchForm.fields.fullName.label)}</label>`);
    const thanks = await expectAnswerPage(await sent(valid, dutchRoute), 200, dutchRoute!);
    expect(thanks).toContain(dutchForm.messages.sent);
  });

  it('naming a page that has no form, or none at all: answered with the first page that has it, never a file elsewhere', async () => {
    api = await start();
    for (const page of ['/pricing', '/../../../etc/passwd', '/contact/../../x', '', '\u0000']) {
      await expectAnswerPage(await sent({ ...valid, fullName: '' }, page), 400, englishRoute!);
    }
    await expectAnswerPage(await postForm({ ...valid, [CONSENT_FIELD]: 'true' }), 200, englishRoute!);
  });

  it("too many from one address: 429 in the page's words, with everything typed kept", async () => {
    api = await start({ settings: { rateLimit: { max: 1, windowMs: 60_000, maxAddresses: 10 } } });
    await expectAnswerPage(await sent(valid), 200, englishRoute!);
    const response = await sent({ ...valid, message: 'A second question, soon after.' });
    expect(response.headers.get('retry-after')).toMatch(/^\d+$/);
    const html = await expectAnswerPage(response, 429, englishRoute!);
    expect(html).toContain(englishForm.messages.rateLimited);
    expect(fieldsIn(html)).toEqual({ ...valid, message: 'A second question, soon after.' });
    expect(stored()).toHaveLength(1);
  });

  it("a store that fails: 500 in the page's words, with everything typed kept", async () => {
    const failing: MessageStore = {
      add: () => Promise.reject(new Error('disk full')),
      ready: () => Promise.resolve(),
      close: () => Promise.resolve(),
    } as unknown as MessageStore;
    api = await start({ store: failing });
    const html = await expectAnswerPage(await sent(valid), 500, englishRoute!);
    expect(html).toContain(englishForm.messages.failed);
    expect(fieldsIn(html)).toEqual(valid);
    expect(api.logs.join('\n')).toContain('NOT stored: disk full');
  });

  it('over the size a form can send: 413, nothing read or stored', async () => {
    api = await start();
    const response = await sent({ ...valid, message: 'x'.repeat(CONTACT_FORM_BODY_LIMIT_BYTES) });
    await expectAnswerPage(response, 413, englishRoute!);
    expect(stored()).toEqual([]);
  });

  it("posted by another site's page: refused 403, nothing stored", async () => {
    api = await start();
    for (const from of ['cross-site', 'same-site']) {
      const response = await postForm({ ...valid, [CONSENT_FIELD]: 'true' }, { 'sec-fetch-site': from });
      expect(response.status).toBe(403);
    }
    expect(stored()).toEqual([]);
    // A browser that does not say where the post comes from is answered as before.
    expect((await postForm({ ...valid, [CONSENT_FIELD]: 'true', [PAGE_FIELD]: englishRoute! }, {})).status).toBe(200);
  });

  it('without a built page to draw from (the dev server): a whole page holding the form', async () => {
    api = await start({ pagesDir: undefined });
    const response = await sent({ ...valid, email: 'x' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(errorOf(html, 'email')).toBe(englishForm.messages.invalidEmail);
    expect(html).not.toMatch(/<script/);
  });

  it('whatever was typed comes back exactly as typed, as text, never as markup', async () => {
    api = await start();
    const piece = fc.constantFrom(
      '<',
      '>',
      '&',
      '"',
      "'",
      '</textarea>',
      '<script>alert(1)</script>',
      '&amp;',
      'a',
      '語',
      '😀',
      ' ',
      '\t',
      '\n',
    );
    const typed = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));
    await fc.assert(
      fc.asyncProperty(typed, typed, typed, async (fullName, email, message) => {
        // An address never passes, so the answer always shows the form with what was sent.
        const values = { fullName, email: `${email}@`, message };
        const html = await expectAnswerPage(await sent(values), 400, englishRoute!);
        expect(fieldsIn(html)).toEqual(values);
      }),
      { numRuns: 60 },
    );
    expect(stored()).toEqual([]);
  });
});

/** A label as the page writes it: the same escaping as any text. */
function unescapeNot(text: string) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
