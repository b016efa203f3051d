/**
 * The editor's team mode, as its people and a stranger would meet it: accounts made on the command line (stored as
 * slow salted hashes only); before signing in, nothing of the editor, its API or the site's files, whatever is asked
 * and however; a wrong password and an unknown e-mail answered alike; repeated wrong passwords slowed down, then
 * paused, per e-mail and per address; a session in an HttpOnly, SameSite=Strict cookie (Secure but on this machine),
 * which ends on sign-out everywhere, on expiry, and when its account is removed.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditServer, type EditServer } from '../../editor/server/edit-server.ts';
import { AccountStore } from '../../editor/team/accounts.ts';
import { SESSION_MS, Sessions } from '../../editor/team/sessions.ts';
import { SignInThrottle } from '../../editor/team/sign-in-throttle.ts';
import { DEFAULT_SITE_FILE, PROJECT_DIR } from '../../site/node/paths.ts';
import { hostRequest, type Answer } from './support/host-request.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'editor-team-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const PASSWORD = 'correct horse battery staple';

describe('npm run edit:user', () => {
  const file = path.join(folder, 'cli-accounts.json');
  const run = (args: string[], input?: string) =>
    spawnSync('node', ['scripts/run.mjs', 'scripts/edit-user.ts', ...args], {
      cwd: PROJECT_DIR,
      encoding: 'utf8',
      input: input ?? '',
      env: { ...process.env, EDITOR_ACCOUNTS_FILE: file },
    });

  it('adds, lists and removes accounts; the file, its owner’s alone, holds no password', async () => {
    const added = run(['add', 'Ana@Example.com', '--role', 'publisher', '--password-stdin'], `${PASSWORD}\n`);
    expect(added.status, added.stderr).toBe(0);
    expect(run(['add', 'ben@example.com', '--role', 'editor', '--password-stdin'], PASSWORD).status).toBe(0);
    const listed = run(['list']).stdout;
    expect(listed).toMatch(/^ana@example\.com {2}publisher {2}since \d{4}-\d\d-\d\d$/m);
    expect(listed).toMatch(/^ben@example\.com {2}editor/m);
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain('horse');
    expect(listed).not.toContain('scrypt');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await new AccountStore(file).signIn('ana@example.com', PASSWORD)).toMatchObject({ role: 'publisher' });
    expect(await new AccountStore(file).signIn('ana@example.com', `${PASSWORD}!`)).toBeUndefined();

    expect(run(['remove', 'ben@example.com']).status).toBe(0);
    expect(run(['list']).stdout).not.toContain('ben@');
  });

  it('refuses in words, changing nothing: a taken e-mail, a short password, a wrong role, no e-mail, no terminal', () => {
    const before = readFileSync(file, 'utf8');
    const refusals: [string[], string | undefined, RegExp][] = [
      [['add', 'ANA@example.com', '--role', 'editor', '--password-stdin'], PASSWORD, /has an account already/],
      [['add', 'cy@example.com', '--role', 'editor', '--password-stdin'], 'short', /at least 12 characters/],
      [
        ['add', 'cy@example.com', '--role', 'admin', '--password-stdin'],
        PASSWORD,
        /--role must be editor or publisher/,
      ],
      [['add', 'not-an-email', '--role', 'editor', '--password-stdin'], PASSWORD, /is not an e-mail address/],
      [['add', '--role', 'editor'], undefined, /Which e-mail\?/],
      [['add', 'cy@example.com', '--role', 'editor'], undefined, /pass it with --password-stdin/],
      [['remove', 'nobody@example.com'], undefined, /has no account/],
      [['rename'], undefined, /^Usage:/],
    ];
    for (const [args, input, said] of refusals) {
      const result = run(args, input);
      expect(result.status, args.join(' ')).toBe(1);
      expect(result.stderr, args.join(' ')).toMatch(said);
    }
    expect(readFileSync(file, 'utf8')).toBe(before);
  });
});

describe('the editor in team mode', () => {
  const accountsFile = path.join(folder, 'accounts.json');
  const accounts = new AccountStore(accountsFile);
  const throttle = new SignInThrottle({
    freeFailures: 2,
    firstWaitMs: 200,
    maxWaitMs: 400,
    pauseAfter: 5,
    pauseMs: 60_000,
  });
  let editor: EditServer;
  let port: number;
  const siteFile = path.join(folder, 'site.json');

  beforeAll(async () => {
    copyFileSync(DEFAULT_SITE_FILE, siteFile);
    await accounts.add('ana@example.com', 'publisher', PASSWORD);
    await accounts.add('ben@example.com', 'editor', PASSWORD);
    await accounts.add('cy@example.com', 'editor', PASSWORD);
    editor = await createEditServer({
      siteFile,
      port: 0,
      log: () => undefined,
      team: { accounts, throttle, publicOrigin: 'https://editor.example.com' },
    });
    port = Number(new URL(editor.url).port);
  }, 120_000);
  afterAll(() => editor?.close());

  const call = (method: string, target: string, headers: Record<string, string> = {}, body?: string) =>
    hostRequest({ port, method, path: target, headers, body });
  const own = () => ({ origin: `http://localhost:${port}` });
  const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
    call(
      'POST',
      '/sign-in',
      {
        origin: `http://localhost:${port}`,
        'content-type': 'application/x-www-form-urlencoded',
        'x-real-ip': '203.0.113.1',
        ...headers,
      },
      new URLSearchParams(fields).toString(),
    );
  const sessionOf = (answer: Answer) => /editor_session=([^;]+)/.exec(String(answer.headers['set-cookie']))?.[1];
  const signIn = async (email: string, headers: Record<string, string> = {}) => {
    const answer = await form({ email, password: PASSWORD }, headers);
    expect(answer.status, answer.text).toBe(303);
    return sessionOf(answer)!;
  };
  const withSession = (token: string) => ({ cookie: `editor_session=${token}` });
  const siteText = readFileSync(DEFAULT_SITE_FILE, 'utf8');
  const origin = (JSON.parse(siteText) as { site: { origin: string } }).site.origin;

  it('serves nothing before signing in: every path, every method, a page sent to the sign-in page', async () => {
    const known = [
      '/',
      '/index.html',
      '/preview.html',
      '/api/site',
      '/api/site/version',
      '/api/schemas',
      '/api/media',
      '/api/media/files',
      '/api/media/outputs',
      '/api/product-data',
      '/api/product',
      '/api/session',
      '/media/publishing-calendar.png',
      '/assets/index.js',
    ];
    const method = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE');
    const pathOf = fc.oneof(
      fc.constantFrom(...known),
      fc.webPath().map((value) => value || '/'),
    );
    await fc.assert(
      fc.asyncProperty(method, pathOf, async (verb, target) => {
        const answer = await call(
          verb,
          target,
          { ...own(), 'content-type': 'application/json' },
          verb === 'POST' || verb === 'PUT' ? '{}' : undefined,
        );
        if (target === '/sign-in' || target === '/sign-out') return;
        expect([303, 401, 403, 405], `${verb} ${target}`).toContain(answer.status);
        if (answer.status === 303) expect(answer.headers.location).toBe('/sign-in');
        expect(answer.text).not.toContain('"pages"');
        expect(answer.text).not.toContain(origin);
      }),
      { numRuns: 150 },
    );
    // Nothing was written: every write of the API (a save, a picture, the product data) asked without a session.
    for (const [verb, target] of [
      ['PUT', '/api/site'],
      ['PUT', '/api/product-data'],
      ['POST', '/api/media'],
      ['POST', '/api/publish'],
      ['POST', '/api/restore'],
    ] as const) {
      const answer = await call(
        verb,
        target,
        { ...own(), 'content-type': 'application/json' },
        '{"text": "{}", "baseVersion": "x"}',
      );
      expect(answer.status, `${verb} ${target}`).toBe(401);
    }
    expect(readFileSync(siteFile, 'utf8')).toBe(siteText);
    const signInPage = await call('GET', '/sign-in');
    expect(signInPage.status).toBe(200);
    expect(signInPage.text).toContain('<form method="post" action="/sign-in">');
    expect(signInPage.text).not.toContain('<script');
  });

  it('answers a wrong password and an unknown e-mail alike, and signs in with the right one', async () => {
    const wrong = await form(
      { email: 'ana@example.com', password: 'not the password at all' },
      { 'x-real-ip': '198.51.100.7' },
    );
    const unknown = await form({ email: 'nobody@example.com', password: PASSWORD }, { 'x-real-ip': '198.51.100.8' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const problemOf = (answer: Answer) => /<p class="problem" role="alert">(.*?)<\/p>/.exec(answer.text)?.[1];
    expect(problemOf(wrong)).toBe(problemOf(unknown));
    expect(sessionOf(wrong)).toBeUndefined();

    const right = await form({ email: 'Ana@Example.com', password: PASSWORD }, { 'x-real-ip': '198.51.100.9' });
    expect(right.status).toBe(303);
    expect(right.headers.location).toBe('/');
    const cookie = String(right.headers['set-cookie']);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).not.toMatch(/Secure/);
    const token = sessionOf(right)!;
    expect(token.length).toBeGreaterThanOrEqual(43);
    const site = await call('GET', '/api/site', withSession(token));
    expect(site.status).toBe(200);
    expect(site.text).toBe(siteText);
    expect(JSON.parse((await call('GET', '/api/session', withSession(token))).text)).toEqual({
      email: 'ana@example.com',
      role: 'publisher',
      // Without git as the store, nothing to publish to.
      publishing: false,
      canPublish: false,
    });
  });

  it('sets a Secure cookie for the public address, and refuses a sign-in form from another page', async () => {
    const publicHost = {
      host: 'editor.example.com',
      origin: 'https://editor.example.com',
      'x-real-ip': '198.51.100.20',
    };
    const answer = await form({ email: 'ben@example.com', password: PASSWORD }, publicHost);
    expect(answer.status).toBe(303);
    expect(String(answer.headers['set-cookie'])).toMatch(/; Secure/);
    for (const origin of ['https://evil.example', 'http://editor.example.com']) {
      const forged = await form({ email: 'ben@example.com', password: PASSWORD }, { ...publicHost, origin });
      expect(forged.status, origin).toBe(403);
      expect(sessionOf(forged)).toBeUndefined();
    }
  });

  it('slows wrong passwords down, then pauses signing in, per e-mail and per address, the right password too', async () => {
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await form({ email: 'cy@example.com', password: `wrong ${i}` }, { 'x-real-ip': `192.0.2.${i}` });
      times.push(performance.now() - started);
      expect(answer.status).toBe(401);
    }
    // The third and later wrong passwords for the e-mail wait: 200 ms, then 400.
    expect(times[3]!).toBeGreaterThanOrEqual(190);
    const paused = await form({ email: 'cy@example.com', password: PASSWORD }, { 'x-real-ip': '192.0.2.99' });
    expect(paused.status).toBe(429);
    expect(paused.text).toContain('signing in is paused');
    expect(sessionOf(paused)).toBeUndefined();

    // From one address, wrong passwords for any e-mails pause that address for every e-mail.
    for (let i = 0; i < 5; i++)
      await form({ email: `guess${i}@example.com`, password: 'wrong' }, { 'x-real-ip': '192.0.2.200' });
    expect((await form({ email: 'ben@example.com', password: PASSWORD }, { 'x-real-ip': '192.0.2.200' })).status).toBe(
      429,
    );
    expect((await form({ email: 'ben@example.com', password: PASSWORD }, { 'x-real-ip': '192.0.2.201' })).status).toBe(
      303,
    );
  });

  it('signs out everywhere: every session of the account ends, not another account’s', async () => {
    const first = await signIn('ben@example.com', { 'x-real-ip': '198.51.100.30' });
    const second = await signIn('ben@example.com', { 'x-real-ip': '198.51.100.31' });
    const other = await signIn('ana@example.com', { 'x-real-ip': '198.51.100.32' });
    const out = await call('POST', '/sign-out', {
      ...own(),
      'content-type': 'application/x-www-form-urlencoded',
      ...withSession(first),
    });
    expect(out.status).toBe(303);
    expect(out.headers.location).toBe('/sign-in');
    expect(String(out.headers['set-cookie'])).toMatch(/editor_session=; .*Max-Age=0/);
    for (const token of [first, second]) expect((await call('GET', '/api/site', withSession(token))).status).toBe(401);
    expect((await call('GET', '/api/site', withSession(other))).status).toBe(200);
  });

  it('ends the sessions of an account removed on the command line at their next request', async () => {
    await accounts.add('dee@example.com', 'editor', PASSWORD);
    const token = await signIn('dee@example.com', { 'x-real-ip': '198.51.100.40' });
    expect((await call('GET', '/api/site', withSession(token))).status).toBe(200);
    await accounts.remove('dee@example.com');
    expect((await call('GET', '/api/site', withSession(token))).status).toBe(401);
  });
});

describe('a session', () => {
  it('lasts its working day, then ends', () => {
    let now = 1_000_000;
    const sessions = new Sessions(() => now);
    const { token } = sessions.start('ana@example.com', 'editor');
    now += SESSION_MS - 1;
    expect(sessions.of(token)?.email).toBe('ana@example.com');
    now += 1;
    expect(sessions.of(token)).toBeUndefined();
    expect(sessions.of('made-up')).toBeUndefined();
  });
});
