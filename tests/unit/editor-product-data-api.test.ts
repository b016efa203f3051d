/**
 * The editor's API for the product data (GET and PUT /api/product-data), and saving it together with site.json: a
 * save writes exactly the text sent, only over the version it started from and only when the product answer's schema
 * takes it; anything else leaves the file as it was. The API runs on a plain server here (the request guard in front
 * of it is tested in editor-server.test.ts), over copies of site.json and the product data in a temporary folder.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveWithProductData } from '../../editor/app/api.ts';
import { SAVE_BODY_LIMIT_BYTES } from '../../editor/server/save-site.ts';
import { siteApi } from '../../editor/server/site-api.ts';
import { requestTargetOf } from '../../server/request-target.ts';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE } from '../../site/node/paths.ts';

/** The disk refuses the next atomic write when set (the tests run as any user, so permissions cannot be relied on). */
const disk = vi.hoisted(() => ({ full: false }));
vi.mock('../../editor/server/atomic-write.ts', async (original) => {
  const real = await original<typeof import('../../editor/server/atomic-write.ts')>();
  return {
    writeFileAtomically: (file: string, bytes: Uint8Array) =>
      disk.full
        ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }))
        : real.writeFileAtomically(file, bytes),
  };
});

const SITE = readFileSync(DEFAULT_SITE_FILE, 'utf8');
const PRODUCT = readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8');
const versionOf = (text: string) => createHash('sha256').update(text).digest('hex');

let folder: string;
let siteFile: string;
let productFile: string;
let server: Server;
let base: string;
const logged: string[] = [];
const settingBefore = process.env.PRODUCT_DATA_FILE;

beforeAll(async () => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'editor-product-data-'));
  siteFile = path.join(folder, 'site.json');
  productFile = path.join(folder, 'products.json');
  process.env.PRODUCT_DATA_FILE = productFile;
  const api = siteApi(siteFile, (line) => logged.push(line));
  server = createServer((request, response) => {
    if (!api.handle(request, response, requestTargetOf(request.url)!)) response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(folder, { recursive: true, force: true });
  if (settingBefore === undefined) delete process.env.PRODUCT_DATA_FILE;
  else process.env.PRODUCT_DATA_FILE = settingBefore;
});
beforeEach(() => {
  writeFileSync(siteFile, SITE);
  writeFileSync(productFile, PRODUCT);
  disk.full = false;
  logged.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

const put = (body: string, where = '/api/product-data') =>
  fetch(base + where, { method: 'PUT', headers: { 'content-type': 'application/json' }, body });
const save = (text: string, baseVersion = versionOf(PRODUCT)) => put(JSON.stringify({ text, baseVersion }));
const onDisk = () => readFileSync(productFile, 'utf8');

/** The product data with one plan's monthly price set (the plans in the file's order: 0 is the free plan). */
function withMonthly(plan: number, monthly: unknown): string {
  const data = JSON.parse(PRODUCT) as { products: { prices: Record<string, unknown>[] }[] };
  data.products[plan]!.prices[0]!.monthly = monthly;
  return `${JSON.stringify(data, null, 2)}\n`;
}

/** The product data with the free plan's channels set. */
const withFreeChannels = (channels: number) =>
  PRODUCT.replace(/("key": "channels",\s*"values": \{\s*"grounded": )3/, `$1${channels}`);

describe('GET /api/product-data', () => {
  it("gives the file's path as the problems name it, its text and its version", async () => {
    const answer = await fetch(`${base}/api/product-data`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      name: path.relative(process.cwd(), productFile),
      text: PRODUCT,
      version: versionOf(PRODUCT),
    });
  });

  it('says 404 in words when the file is not there, and 405 to a method it does not take', async () => {
    rmSync(productFile);
    const missing = await fetch(`${base}/api/product-data`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: 'missing',
      message: expect.stringContaining('There is no product data at'),
    });
    const deleted = await fetch(`${base}/api/product-data`, { method: 'DELETE' });
    expect(deleted.status).toBe(405);
    expect(deleted.headers.get('allow')).toBe('GET, HEAD, PUT');
  });
});

describe('PUT /api/product-data', () => {
  it('saves exactly the text sent and answers its version, leaving no temporary file behind', async () => {
    const text = withMonthly(1, 13);
    const answer = await save(text);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ version: versionOf(text) });
    expect(onDisk()).toBe(text);
    expect(readdirSync(folder).sort()).toEqual(['products.json', 'site.json']);
    expect(readFileSync(siteFile, 'utf8')).toBe(SITE);
  });

  it('refuses a save made from another version with the text on disk now (409), and writes nothing', async () => {
    const answer = await save(withMonthly(1, 13), versionOf('an older file'));
    expect(answer.status).toBe(409);
    expect(await answer.json()).toEqual({ error: 'changed-on-disk', version: versionOf(PRODUCT), text: PRODUCT });
    expect(onDisk()).toBe(PRODUCT);
  });

  it("refuses what the product answer's schema refuses (422), each problem in words at its line and column", async () => {
    const text = withMonthly(1, -1);
    const answer = await save(text);
    expect(answer.status).toBe(422);
    const { error, problems } = (await answer.json()) as { error: string; problems: Record<string, unknown>[] };
    expect(error).toBe('invalid');
    const lines = text.split('\n');
    const line = lines.findIndex((row) => row.includes('"monthly": -1')) + 1;
    expect(problems).toEqual([
      expect.objectContaining({
        file: path.relative(process.cwd(), productFile),
        line,
        column: lines[line - 1]!.indexOf('-1') + 1,
        pointer: '/products/1/prices/0/monthly',
        path: 'product 2 › price 1 › monthly',
        message: 'must be at least 0, found -1',
      }),
    ]);
    expect(onDisk()).toBe(PRODUCT);
  });

  it('refuses a text that is not JSON with the problem at its line and column', async () => {
    const text = PRODUCT.replace('"name": "Orbit",', '"name": "Orbit",,');
    const answer = await save(text);
    expect(answer.status).toBe(422);
    const { problems } = (await answer.json()) as {
      problems: { line: number; column: number; message: string; code: string }[];
    };
    expect(problems).toHaveLength(1);
    const lines = text.split('\n');
    const line = lines.findIndex((row) => row.includes(',,')) + 1;
    expect(problems[0]).toMatchObject({
      line,
      column: lines[line - 1]!.indexOf(',,') + 2,
      message: 'unexpected "," here: check for a missing or extra quote, comma or bracket just before',
    });
    expect(onDisk()).toBe(PRODUCT);
  });

  it('answers 400 to a body that is not a save request, and 413 to one over the limit, writing nothing', async () => {
    for (const body of ['not json', '[]', '{"text": 1, "baseVersion": "x"}', '{"text": "{}"}']) {
      const answer = await put(body);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toMatchObject({
        error: 'bad-request',
        message: expect.stringContaining('The body must be JSON of the form'),
      });
    }
    const huge = await put(
      JSON.stringify({ text: ' '.repeat(SAVE_BODY_LIMIT_BYTES), baseVersion: versionOf(PRODUCT) }),
    );
    expect(huge.status).toBe(413);
    expect(await huge.json()).toMatchObject({
      error: 'too-large',
      message: 'The text is larger than 5 MB; nothing was saved.',
    });
    expect(onDisk()).toBe(PRODUCT);
  });

  it('says why in words when the disk refuses the write (500), and the file stays as it was', async () => {
    disk.full = true;
    const answer = await save(withMonthly(1, 13));
    expect(answer.status).toBe(500);
    const name = path.relative(process.cwd(), productFile);
    const message = `${name} could not be saved: the disk is full. The file on disk is unchanged.`;
    expect(await answer.json()).toEqual({ error: 'write-failed', message });
    expect(logged).toContain(message);
    expect(onDisk()).toBe(PRODUCT);
  });
});

describe('saving site.json with the product data', () => {
  const freeChannelsIn = (site: string, channels: number) =>
    site.replace('"freeChannels": 3,', `"freeChannels": ${channels},`);

  /** The browser's calls (relative addresses), sent to the test's server. */
  const serverFetch = globalThis.fetch;
  const asBrowser = () =>
    vi.stubGlobal('fetch', (where: string, init?: RequestInit) => serverFetch(base + where, init));

  it('writes both when the fact follows the figure: the product data first, then site.json, which is checked against it', async () => {
    const site = freeChannelsIn(SITE, 5);
    const before = await put(JSON.stringify({ text: site, baseVersion: versionOf(SITE) }), '/api/site');
    expect(before.status).toBe(422);

    asBrowser();
    const result = await saveWithProductData(
      { text: site, baseVersion: versionOf(SITE) },
      { text: withFreeChannels(5), saved: { text: PRODUCT, version: versionOf(PRODUCT) } },
    );
    expect(result).toEqual({
      product: { ok: true, version: versionOf(withFreeChannels(5)) },
      site: { ok: true, version: versionOf(site) },
    });
    expect(onDisk()).toBe(withFreeChannels(5));
    expect(readFileSync(siteFile, 'utf8')).toBe(site);
  });

  it('puts the product data back when site.json is refused, so the two files on disk never differ', async () => {
    asBrowser();
    const result = await saveWithProductData(
      { text: freeChannelsIn(SITE, 5), baseVersion: versionOf('an older site.json') },
      { text: withFreeChannels(5), saved: { text: PRODUCT, version: versionOf(PRODUCT) } },
    );
    expect(result.product).toEqual({ ok: true, version: versionOf(withFreeChannels(5)) });
    expect(result.site).toMatchObject({ ok: false, reason: 'changed-on-disk' });
    expect(result.productPutBack).toBe(true);
    expect(onDisk()).toBe(PRODUCT);
    expect(readFileSync(siteFile, 'utf8')).toBe(SITE);
  });

  it('does not save site.json when the product data is refused, and saves site.json alone when the product data is unchanged', async () => {
    asBrowser();
    const refused = await saveWithProductData(
      { text: SITE, baseVersion: versionOf(SITE) },
      { text: withMonthly(1, -1), saved: { text: PRODUCT, version: versionOf(PRODUCT) } },
    );
    expect(refused.product).toMatchObject({ ok: false, reason: 'invalid' });
    expect(refused.site).toBeUndefined();
    const alone = await saveWithProductData(
      { text: SITE, baseVersion: versionOf(SITE) },
      { text: PRODUCT, saved: { text: PRODUCT, version: versionOf(PRODUCT) } },
    );
    expect(alone).toEqual({ site: { ok: true, version: versionOf(SITE) } });
    expect(onDisk()).toBe(PRODUCT);
  });
});
