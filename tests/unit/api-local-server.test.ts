/** The local API of `npm start` / `npm run serve`: every status it answers, and what it stores and mails. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_BODY_LIMIT_BYTES } from '../../browser/api/constants.ts';
import { mailFor, type MailSender } from '../../server/api/mailer.ts';
import type { StoredMessage } from '../../server/api/message-store.ts';
import { apiSettingsFromEnv } from '../../server/api/settings.ts';
import { DEFAULT_PRODUCT_DATA_FILE } from '../../site/node/paths.ts';
import { createSiteServer } from '../../server/site-server.ts';
import { createLocalApi } from '../../server/api/local-api.ts';
import { startLocalApi, type RunningApi } from './support/local-api-server.ts';
import { site } from '../site.ts';

const valid = {
  fullName: 'Robin Example',
  email: 'robin@example.com',
  message: 'A question about the Orbit plan.',
  privacyAccepted: true,
};
let api: RunningApi | undefined;
afterEach(async () => {
  await api?.stop();
  api = undefined;
});

const post = (body: string, contentType = 'application/json') =>
  fetch(`${api!.url}/contact/email`, { method: 'POST', headers: { 'content-type': contentType }, body });
const stored = (): StoredMessage[] =>
  existsSync(api!.storeFile)
    ? readFileSync(api!.storeFile, 'utf8')
        .trim()
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as StoredMessage)
    : [];

async function expectRefusal(response: Response, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(((await response.json()) as { success: boolean }).success).toBe(false);
  expect(stored()).toEqual([]);
}

describe('GET /api/product', () => {
  it('answers 200 with the data file as JSON', async () => {
    api = await startLocalApi();
    const response = await fetch(`${api.url}/api/product`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.json()).toEqual(JSON.parse(readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8')));
  });

  it('behind a proxy on this machine, counts each visitor the proxy names (X-Forwarded-For)', async () => {
    const running = (api = await startLocalApi({
      settings: { rateLimit: { max: 1, windowMs: 60_000, maxAddresses: 1000 } },
    }));
    const from = (visitor: string) =>
      fetch(`${running.url}/contact/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        body: JSON.stringify(valid),
      });
    // The test connects from 127.0.0.1, as nginx does: each visitor it names has a limit of their own.
    expect((await from('203.0.113.7')).status).toBe(200);
    expect((await from('203.0.113.8')).status).toBe(200);
    expect((await from('203.0.113.7')).status).toBe(429);
    // An address the visitor wrote in front of the one the proxy added is never believed.
    expect((await from('198.51.100.1, 203.0.113.7')).status).toBe(429);
  });

  it('answers 405 to another method', async () => {
    api = await startLocalApi();
    const response = await fetch(`${api.url}/api/product`, { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
  });

  it('refuses to start on a data file that does not match the schema, naming the problem', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'product-data-'));
    const file = path.join(dir, 'products.json');
    writeFileSync(file, JSON.stringify({ products: [] }));
    try {
      const settings = { ...apiSettingsFromEnv({}), productDataFile: file };
      expect(() => createLocalApi({ settings, form: site.contactForm })).toThrow(
        /products\.json does not match[\s\S]*"features" is missing/,
      );
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});

describe('POST /contact/email', () => {
  it('answers 200 { success: true } only once the message is stored, trimmed', async () => {
    api = await startLocalApi();
    const response = await post(JSON.stringify({ ...valid, fullName: '  Robin Example ' }));
    expect(response.status).toBe(200);
    const answer = (await response.json()) as { success: boolean; id: string };
    expect(answer.success).toBe(true);
    const [message] = stored();
    expect(message).toMatchObject({
      id: answer.id,
      fullName: 'Robin Example',
      email: valid.email,
      message: valid.message,
    });
    expect(Date.parse(message!.receivedAt)).not.toBeNaN();
  });

  it('answers 400 to a body that is not JSON', async () => {
    api = await startLocalApi();
    await expectRefusal(await post('{"fullName": "Robin",'), 400);
  });

  it('answers 400 to JSON of the wrong shape: a missing field, an unknown one, an unticked privacy box', async () => {
    api = await startLocalApi();
    const { email: _email, ...withoutEmail } = valid;
    await expectRefusal(await post(JSON.stringify(withoutEmail)), 400);
    await expectRefusal(await post(JSON.stringify({ ...valid, phone: '123' })), 400);
    await expectRefusal(await post(JSON.stringify({ ...valid, privacyAccepted: false })), 400);
    await expectRefusal(await post(JSON.stringify([valid])), 400);
  });

  it("answers 400 when site.json's rules refuse a field, naming it for developers", async () => {
    api = await startLocalApi();
    const tooShort = await post(JSON.stringify({ ...valid, message: 'Hi' }));
    expect(tooShort.status).toBe(400);
    expect(((await tooShort.json()) as { message: string }).message).toBe('message: tooShort');
    await expectRefusal(await post(JSON.stringify({ ...valid, email: 'robin@example' })), 400);
    await expectRefusal(await post(JSON.stringify({ ...valid, fullName: '   ' })), 400);
    await expectRefusal(
      await post(JSON.stringify({ ...valid, message: 'x'.repeat(site.contactForm!.fields.message.maxLength + 1) })),
      400,
    );
  });

  it('answers 413 to a body over 16 KiB, announced or not', async () => {
    api = await startLocalApi();
    const big = JSON.stringify({ ...valid, message: 'x'.repeat(CONTACT_BODY_LIMIT_BYTES) });
    await expectRefusal(await post(big), 413);
    // Sent in chunks, without a Content-Length: the server stops reading once past the limit.
    const { port } = new URL(api.url);
    const status = await new Promise<number>((resolve, reject) => {
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/contact/email',
          method: 'POST',
          headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode!);
        },
      );
      request.on('error', reject);
      for (let i = 0; i < 4; i++) request.write(big.slice(i * 5000, (i + 1) * 5000));
      request.end(big.slice(20000));
    });
    expect(status).toBe(413);
    expect(stored()).toEqual([]);
  });

  it('answers 415 to anything but application/json or a form the browser posts', async () => {
    api = await startLocalApi();
    await expectRefusal(await post(JSON.stringify(valid), 'text/plain'), 415);
    await expectRefusal(await post('fullName=Robin', 'multipart/form-data; boundary=x'), 415);
  });

  it('answers 429 beyond the per-address limit, with Retry-After', async () => {
    api = await startLocalApi({ settings: { rateLimit: { max: 2, windowMs: 60_000, maxAddresses: 1000 } } });
    expect((await post(JSON.stringify(valid))).status).toBe(200);
    expect((await post(JSON.stringify(valid))).status).toBe(200);
    const refused = await post(JSON.stringify(valid));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(stored()).toHaveLength(2);
  });

  it('answers 405 to another method', async () => {
    api = await startLocalApi();
    const response = await fetch(`${api.url}/contact/email`);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  it('answers 500 without claiming success when the message cannot be stored', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'store-'));
    const notAFile = path.join(dir, 'messages.jsonl');
    mkdirSync(notAFile); // a folder where the file should be: every write fails
    try {
      api = await startLocalApi({ settings: { messageStoreFile: notAFile } });
      const response = await post(JSON.stringify(valid));
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, message: 'The message could not be stored.' });
      expect(api.logs.join('\n')).toMatch(/NOT stored/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('answers 503 when site.json declares no contact form', async () => {
    api = await startLocalApi({ form: undefined });
    await expectRefusal(await post(JSON.stringify(valid)), 503);
  });

  it('never echoes what was sent into HTML: every answer is JSON, the text stays out of it', async () => {
    api = await startLocalApi();
    const attack = '<script>alert(1)</script>';
    for (const body of [
      JSON.stringify({ ...valid, fullName: attack }),
      `{"x": "${attack}"`,
      JSON.stringify({ ...valid, email: attack }),
    ]) {
      const response = await post(body);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.text()).not.toContain('<script>');
    }
  });
});

describe('mail', () => {
  it('mails each stored message when a sender is set up, after storing it', async () => {
    const sent: StoredMessage[] = [];
    const mailer: MailSender = { send: async (message) => void sent.push(message) };
    api = await startLocalApi({ mailer });
    await post(JSON.stringify(valid));
    await expect.poll(() => sent.length).toBe(1);
    expect(sent[0]).toEqual(stored()[0]);
  });

  it('still answers success when mailing fails (the message is stored), and logs it', async () => {
    const mailer: MailSender = { send: async () => Promise.reject(new Error('SMTP down')) };
    api = await startLocalApi({ mailer });
    expect((await post(JSON.stringify(valid))).status).toBe(200);
    await expect.poll(() => api!.logs.join('\n')).toMatch(/stored, but not e-mailed: SMTP down/);
    expect(stored()).toHaveLength(1);
  });

  it('writes plain text, with a one-line subject whatever the name holds', () => {
    const mail = mailFor(
      {
        id: '1',
        receivedAt: '2024-01-01T00:00:00.000Z',
        fullName: 'Robin\r\nBcc: x@example.com',
        email: 'robin@example.com',
        message: '<b>Hi</b>',
      },
      { from: 'site@example.com', to: 'team@example.com' },
    );
    expect(mail.subject).toBe('Contact form: Robin Bcc: x@example.com');
    expect(mail).not.toHaveProperty('html');
    expect(mail.text).toContain('<b>Hi</b>');
    expect(mail.replyTo).toEqual({ name: 'Robin Bcc: x@example.com', address: 'robin@example.com' });
  });
});

describe('settings from the environment', () => {
  it('has defaults that need nothing', () => {
    const settings = apiSettingsFromEnv({});
    expect(settings.messageStoreFile).toMatch(/storage\/contact-messages\.jsonl$/);
    expect(settings.smtp).toBeUndefined();
  });

  it('reads SMTP only with a recipient, and refuses numbers that are not', () => {
    expect(() => apiSettingsFromEnv({ SMTP_HOST: 'smtp.example.com' })).toThrow(/CONTACT_MAIL_TO/);
    expect(
      apiSettingsFromEnv({ SMTP_HOST: 'smtp.example.com', SMTP_PORT: '465', CONTACT_MAIL_TO: 'team@example.com' }).smtp,
    ).toMatchObject({ port: 465, secure: true, to: 'team@example.com' });
    expect(() => apiSettingsFromEnv({ CONTACT_RATE_LIMIT: 'many' })).toThrow(
      /CONTACT_RATE_LIMIT must be a whole number/,
    );
  });
});

describe('the site server', () => {
  it('serves the local API beside the static site, on one origin', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    mkdirSync(path.join(dist, 'client'));
    writeFileSync(path.join(dist, 'client/404.html'), '<!DOCTYPE html><title>Not found</title>');
    writeFileSync(path.join(dist, 'headers.json'), JSON.stringify({ 'X-Content-Type-Options': 'nosniff' }));
    const localApi = createLocalApi({
      settings: { ...apiSettingsFromEnv({}), messageStoreFile: path.join(dist, 'messages.jsonl') },
      form: site.contactForm,
    });
    const server = createSiteServer({ distDir: dist, api: localApi });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const product = await fetch(`${base}/api/product`);
      expect(product.status).toBe(200);
      expect(product.headers.get('x-content-type-options')).toBe('nosniff');
      expect(
        (
          await fetch(`${base}/contact/email`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(valid),
          })
        ).status,
      ).toBe(200);
      expect((await fetch(`${base}/no-such-page`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe('the rules the local API reads from site.json', () => {
  it("are site.json's contact form, placeholders filled", async () => {
    const { contactFormOfSite } = await import('../../server/api/contact-form-of-site.ts');
    expect(contactFormOfSite()?.form).toEqual(site.contactForm);
  });

  it('are none while site.json has problems: the API then refuses messages (503) rather than guess', async () => {
    const { contactFormOfSite } = await import('../../server/api/contact-form-of-site.ts');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-'));
    const file = path.join(dir, 'site.json');
    writeFileSync(file, '{ "brand": ');
    const logs: string[] = [];
    try {
      expect(contactFormOfSite(file, (line) => logs.push(line))).toBeUndefined();
      expect(logs.join('\n')).toMatch(/has problems \(run `npm run validate`\)/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });
});
