/**
 * The server of `npm run edit`, as a browser and a hostile page would meet it: requests from any other name or page
 * are refused before they touch site.json; a save writes exactly the text sent, only over the version it started
 * from and only when the site's checker accepts it. One server for the whole file (Vite takes seconds to start),
 * editing a copy of site.json in a temporary folder that is put back before each test.
 */
import { createHash } from 'node:crypto';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createEditServer, type EditServer } from '../../editor/server/edit-server.ts';
import { SAVE_BODY_LIMIT_BYTES } from '../../editor/server/save-site.ts';
import { MAX_NESTING } from '../../site/json-source.ts';
import { MAX_SITE_BYTES_SETTING } from '../../site/node/check.ts';
import { DEFAULT_SITE_FILE, PROJECT_DIR } from '../../site/node/paths.ts';
import { hostRequest, type Answer } from './support/host-request.ts';

const ORIGINAL = readFileSync(DEFAULT_SITE_FILE);
const ORIGINAL_VERSION = createHash('sha256').update(ORIGINAL).digest('hex');
const SYNTAX_CODES = [
  'empty-file',
  'unclosed-text',
  'quote-ends-text',
  'curly-quotes',
  'bad-escape',
  'trailing-comma',
  'missing-comma',
  'file-ends-early',
  'unexpected-token',
  'unexpected-character',
  'not-json',
];

let folder: string;
let siteFile: string;
let editor: EditServer;
let port: number;
const logged: string[] = [];

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'editor-server-'));
  siteFile = path.join(folder, 'site.json');
  writeFileSync(siteFile, ORIGINAL);
  editor = await createEditServer({ siteFile, port: 0, log: (line) => logged.push(line) });
  port = Number(new URL(editor.url).port);
});
afterAll(async () => {
  await editor?.close();
  rmSync(folder, { recursive: true, force: true });
});
beforeEach(() => {
  writeFileSync(siteFile, ORIGINAL);
  chmodSync(siteFile, 0o644);
});

interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/** A real HTTP request to the editor. Host defaults to localhost:PORT. */
const call = ({ method, path: target, headers, body }: Call) =>
  hostRequest({ port, method, path: target, headers, body });

const own = () => ({ origin: `http://localhost:${port}`, 'content-type': 'application/json' });
const saveBody = (text: string, baseVersion = ORIGINAL_VERSION) => JSON.stringify({ text, baseVersion });
const save = (text: string, baseVersion?: string, headers: Record<string, string> = own()) =>
  call({ method: 'PUT', path: '/api/site', headers, body: saveBody(text, baseVersion) });
const onDisk = () => readFileSync(siteFile);
const json = <T = Record<string, unknown>>(answer: Answer) => JSON.parse(answer.text) as T;

/** site.json with the home page's hero heading replaced. */
function withHomeHeading(heading: string): string {
  const site = JSON.parse(ORIGINAL.toString('utf8')) as { pages: { sections: { type: string; heading?: string }[] }[] };
  site.pages[0]!.sections[0]!.heading = heading;
  return `${JSON.stringify(site, null, 2)}\n`;
}

describe('the request guard', () => {
  it('refuses another Host name or port (DNS rebinding), reads and writes alike, and writes nothing', async () => {
    for (const host of [`evil.example:${port}`, `localhost:${port + 1}`, '127.0.0.1', 'localhost']) {
      const page = await call({ path: '/', headers: { host } });
      expect(page.status).toBe(403);
      expect(page.text).toContain(`This editor answers only at http://localhost:${port}`);
      expect((await call({ path: '/api/site', headers: { host } })).status).toBe(403);
      expect((await save(withHomeHeading('Rebound'), undefined, { ...own(), host })).status).toBe(403);
    }
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it('answers at both of its names', async () => {
    expect((await call({ path: '/api/site/version', headers: { host: `127.0.0.1:${port}` } })).status).toBe(200);
    expect((await call({ path: '/api/site/version', headers: { host: `localhost:${port}` } })).status).toBe(200);
  });

  it('refuses a save from another origin, without an origin, or not sent as JSON', async () => {
    const text = withHomeHeading('Forged');
    const foreign = await save(text, undefined, { ...own(), origin: 'http://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await save(text, undefined, { ...own(), origin: `http://localhost:${port + 1}` })).status).toBe(403);
    expect((await save(text, undefined, { ...own(), origin: 'null' })).status).toBe(403);
    expect((await save(text, undefined, { 'content-type': 'application/json' })).status).toBe(403);
    const plain = await save(text, undefined, { ...own(), 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect((await save(text, undefined, { origin: own().origin })).status).toBe(415);
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it('refuses a read by another origin', async () => {
    expect((await call({ path: '/api/site', headers: { origin: 'http://evil.example' } })).status).toBe(403);
  });

  it('refuses what a browser marks as sent by another site', async () => {
    expect((await call({ path: '/', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await call({ path: '/api/site', headers: { 'sec-fetch-site': 'cross-site' } })).status).toBe(403);
    expect((await save(withHomeHeading('Cross'), undefined, { ...own(), 'sec-fetch-site': 'cross-site' })).status).toBe(
      403,
    );
    expect(onDisk().equals(ORIGINAL)).toBe(true);
    expect((await call({ path: '/api/site/version', headers: { 'sec-fetch-site': 'same-origin' } })).status).toBe(200);
  });

  it('never sends CORS headers', async () => {
    for (const target of ['/', '/preview.html', '/api/site']) {
      const answer = await call({ path: target, headers: { origin: `http://localhost:${port}` } });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    }
  });
});

describe('reading and saving site.json', () => {
  it('gives the text and its version', async () => {
    const answer = await call({ path: '/api/site' });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    // The file's bytes as they are on disk, its version and name beside them.
    expect(answer.text).toBe(ORIGINAL.toString('utf8'));
    expect(answer.headers['x-site-version']).toBe(ORIGINAL_VERSION);
    expect(answer.headers['x-site-name']).toBe('site.json');
    expect(answer.headers['content-length']).toBe(String(ORIGINAL.length));
    expect(json(await call({ path: '/api/site/version' }))).toEqual({ version: ORIGINAL_VERSION });
  });

  it('saves exactly the text sent, then refuses a save from the old version with the current text', async () => {
    const text = withHomeHeading('Every channel, one calendar');
    const saved = await save(text);
    expect(saved.status).toBe(200);
    const { version } = json<{ version: string }>(saved);
    expect(version).toBe(createHash('sha256').update(text).digest('hex'));
    expect(onDisk().toString('utf8')).toBe(text);
    expect(json(await call({ path: '/api/site/version' }))).toEqual({ version });

    const stale = await save(withHomeHeading('Someone else'), ORIGINAL_VERSION);
    expect(stale.status).toBe(409);
    expect(json(stale)).toEqual({ error: 'changed-on-disk', version, text });
    expect(onDisk().toString('utf8')).toBe(text);
  });

  it('saves one of two simultaneous saves from the same version, and refuses the other', async () => {
    const first = withHomeHeading('First');
    const second = withHomeHeading('Second');
    const answers = await Promise.all([save(first), save(second)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const winner = answers[0]!.status === 200 ? first : second;
    expect(onDisk().toString('utf8')).toBe(winner);
  });

  it('refuses a text the checker finds wrong (422, with each problem) and writes nothing', async () => {
    const answer = await save(withHomeHeading(''));
    expect(answer.status).toBe(422);
    const { error, problems } = json<{
      error: string;
      problems: { code: string; pointer: string; line: number; message: string }[];
    }>(answer);
    expect(error).toBe('invalid');
    expect(problems).toContainEqual(
      expect.objectContaining({ code: 'empty-text', pointer: '/pages/0/sections/0/heading', file: 'site.json' }),
    );
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it('refuses broken JSON with the syntax problem', async () => {
    const answer = await save(ORIGINAL.toString('utf8').trimEnd().slice(0, -1));
    expect(answer.status).toBe(422);
    const { problems } = json<{ problems: { code: string }[] }>(answer);
    expect(SYNTAX_CODES).toContain(problems[0]!.code);
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it('refuses lists nested 100,000 deep with the problem that says so, not as a syntax error', async () => {
    const answer = await save('['.repeat(100_000));
    expect(answer.status).toBe(422);
    const { problems } = json<{ problems: { code: string; line: number; column: number }[] }>(answer);
    expect(problems).toEqual([expect.objectContaining({ code: 'nested-too-deep', line: 1, column: MAX_NESTING + 1 })]);
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it("refuses a text over the checker's size limit (422), and answers a plain sentence when site.json itself is over it", async () => {
    const setting = process.env[MAX_SITE_BYTES_SETTING];
    try {
      process.env[MAX_SITE_BYTES_SETTING] = String(ORIGINAL.length);
      const larger = await save(withHomeHeading('A heading longer than the one site.json has, so the text is larger'));
      expect(larger.status).toBe(422);
      expect(
        json<{ problems: { code: string; line: number; column: number; message: string }[] }>(larger).problems,
      ).toEqual([
        expect.objectContaining({
          code: 'file-too-large',
          line: 1,
          column: 1,
          message: expect.stringContaining(`set ${MAX_SITE_BYTES_SETTING} to its size in bytes or more`),
        }),
      ]);
      expect(onDisk().equals(ORIGINAL)).toBe(true);

      process.env[MAX_SITE_BYTES_SETTING] = String(ORIGINAL.length - 1);
      const read = await call({ path: '/api/site' });
      expect(read.status).toBe(500);
      expect(json(read).message).toBe(
        `site.json cannot be read: the file is ${ORIGINAL.length.toLocaleString('en-US')} bytes, more than the ${(ORIGINAL.length - 1).toLocaleString('en-US')} bytes the checker reads: to check it anyway, set ${MAX_SITE_BYTES_SETTING} to its size in bytes or more, as in ${MAX_SITE_BYTES_SETTING}=${ORIGINAL.length}.`,
      );
    } finally {
      if (setting === undefined) delete process.env[MAX_SITE_BYTES_SETTING];
      else process.env[MAX_SITE_BYTES_SETTING] = setting;
    }
  });

  it('answers 400 to a body that is not a save request', async () => {
    for (const body of ['not json', '[]', '{"text": 1, "baseVersion": "x"}', '{"text": "{}"}']) {
      const answer = await call({ method: 'PUT', path: '/api/site', headers: own(), body });
      expect(answer.status).toBe(400);
      expect(json(answer)).toMatchObject({ error: 'bad-request', message: expect.stringContaining('"text"') });
    }
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it('answers 413 to a body over 5 MB, announced or not, and writes nothing', async () => {
    const huge = saveBody('x'.repeat(SAVE_BODY_LIMIT_BYTES));
    const announced = await call({
      method: 'PUT',
      path: '/api/site',
      headers: { ...own(), 'content-length': String(Buffer.byteLength(huge)) },
      body: huge,
    });
    expect(announced.status).toBe(413);
    const streamed = await call({
      method: 'PUT',
      path: '/api/site',
      headers: { ...own(), 'transfer-encoding': 'chunked' },
      body: huge,
    });
    expect(streamed.status).toBe(413);
    expect(json(streamed)).toMatchObject({ error: 'too-large' });
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it("keeps the file's permissions and leaves no temporary file behind", async () => {
    chmodSync(siteFile, 0o640);
    expect((await save(withHomeHeading('Kept mode'))).status).toBe(200);
    expect(statSync(siteFile).mode & 0o777).toBe(0o640);
    expect(readFileSync(siteFile, 'utf8')).toBe(withHomeHeading('Kept mode'));
    expect(readdirSync(folder)).toEqual(['site.json']);
  });

  it('says 404 when the file is gone', async () => {
    rmSync(siteFile);
    const answer = await call({ path: '/api/site/version' });
    expect(answer.status).toBe(404);
    expect(json(answer)).toEqual({ error: 'missing' });
  });
});

describe('the rest of the API and the app', () => {
  it("serves the editor's built pages, with no live-reload client that would call a websocket", async () => {
    const page = await call({ path: '/' });
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<div id="editor">');
    expect(page.text).not.toContain('/@vite/client');
    expect((await call({ path: '/preview.html' })).status).toBe(200);
    expect((await call({ path: '/@vite/client' })).status).toBe(404);
  });

  it('lists the schemas, with site.schema.json', async () => {
    const answer = await call({ path: '/api/schemas' });
    expect(answer.status).toBe(200);
    const { documents } = json<{ documents: { file: string; schema: unknown }[] }>(answer);
    expect(documents.map((document) => document.file)).toContain('site.schema.json');
  });

  it('answers the product data as JSON', async () => {
    const answer = await call({ path: '/api/product' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json(answer)).toHaveProperty('products');
  });

  it("says no one is signed in on a person's own machine, as an answer rather than an error", async () => {
    const answer = await call({ path: '/api/session' });
    expect(answer.status).toBe(200);
    expect(json(answer)).toBeNull();
  });

  it('answers 404 JSON to an unknown API path, and 405 to a method a path does not take', async () => {
    const unknown = await call({ path: '/api/files?name=../../etc/passwd' });
    expect(unknown.status).toBe(404);
    expect(unknown.headers['content-type']).toBe('application/json; charset=utf-8');
    const deleted = await call({ method: 'DELETE', path: '/api/site', headers: own() });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.allow).toBe('GET, HEAD, PUT');
    expect(onDisk().equals(ORIGINAL)).toBe(true);
  });

  it('serves nothing but the built app: no project file, whatever the path says', async () => {
    const paths = [
      ...['storage/contact-messages.jsonl', '.git/config', 'site.json', 'package.json'].map(
        (file) => `/@fs${path.join(PROJECT_DIR, file)}`,
      ),
      '/../../../site.json',
      '/%2e%2e/%2e%2e/%2e%2e/site.json',
      '/..%2f..%2f..%2fpackage.json',
      '/__open-in-editor?file=site.json',
    ];
    for (const target of paths) {
      const answer = await call({ path: target });
      expect(answer.status, target).toBe(404);
      expect(answer.text, target).not.toContain('"brand"');
    }
  });
});
