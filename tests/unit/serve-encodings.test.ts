/**
 * What `npm run serve` sends each client of the files the build compresses: the build's own .br to a client that takes
 * brotli, its .gz where the file has one, and otherwise compression made per request (the pages have a .br alone, the
 * page data no copy), the file as it is for a client that takes neither; each answer decodes to the file, for every
 * mix of encodings a client may accept and every kind of file.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_BYTES } from '../../scripts/build/compression-levels.ts';
import { precompress } from '../../scripts/build/precompress.ts';
import { createSiteServer } from '../../server/site-server.ts';

/** Text that compresses as pages do, different for each seed. */
const text = (seed: number, length = 6000) =>
  Array.from({ length: length / 8 }, (_, i) => `w${(seed * 31 + i * 7) % 97} `)
    .join('')
    .padEnd(length, '.');

/** Each address asked for, the file that answers it (relative to client/), and its status. */
const ADDRESSES = [
  { address: '/', file: 'index.html', status: 200 },
  { address: '/pricing', file: 'pricing/index.html', status: 200 },
  { address: '/_data/pricing.json', file: '_data/pricing.json', status: 200 },
  { address: '/assets/app-1a2b3c.js', file: 'assets/app-1a2b3c.js', status: 200 },
  { address: '/assets/site-1a2b3c.css', file: 'assets/site-1a2b3c.css', status: 200 },
  { address: '/sitemap.xml', file: 'sitemap.xml', status: 200 },
  { address: '/robots.txt', file: 'robots.txt', status: 200 },
  { address: '/no/such/page', file: '404.html', status: 404 },
] as const;

let dist: string;
let server: Server;
let port: number;
beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'serve-encodings-'));
  const client = path.join(dist, 'client');
  ADDRESSES.forEach(({ file }, i) => {
    mkdirSync(path.dirname(path.join(client, file)), { recursive: true });
    // robots.txt is too small to gain from compression: it has no copy, and none is made per request.
    writeFileSync(path.join(client, file), file === 'robots.txt' ? 'User-agent: *\nAllow: /\n' : text(i));
  });
  writeFileSync(path.join(dist, 'headers.json'), '{}');
  // The copies the build writes, at its levels.
  await precompress(client, { cacheDir: path.join(dist, 'cache') });
  server = createSiteServer({ distDir: dist });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  rmSync(dist, { recursive: true, force: true });
});

/** A request with these headers, its answer as sent: no client decodes it on the way. */
function get(address: string, headers: Record<string, string>, method = 'GET') {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path: address, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

const decoded = (body: Buffer, encoding: string | undefined) =>
  encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
const fileOf = (file: string) => readFileSync(path.join(dist, 'client', file));
const hasCopy = (file: string, suffix: string) => {
  try {
    return readFileSync(path.join(dist, 'client', file + suffix)).length > 0;
  } catch {
    return false;
  }
};

describe('the encodings a client accepts', () => {
  it('are answered with brotli, gzip or the file itself, each decoding to the file, for any mix and any file', async () => {
    const encodings = fc
      .subarray(['gzip', 'br', 'deflate', 'identity'])
      .chain((chosen) => fc.shuffledSubarray(chosen, { minLength: chosen.length }));
    await fc.assert(
      fc.asyncProperty(encodings, fc.constantFrom(...ADDRESSES), async (accepted, { address, file, status }) => {
        const answer = await get(address, { 'accept-encoding': accepted.join(', ') });
        const encoding = answer.headers['content-encoding'];
        const content = fileOf(file);
        // Brotli from the build's copy, or made per request of a file with no copy the client takes.
        const madePerRequest = content.length >= MIN_BYTES;
        const expected =
          accepted.includes('br') && (hasCopy(file, '.br') || (madePerRequest && !hasCopy(file, '.gz')))
            ? 'br'
            : accepted.includes('gzip') && madePerRequest
              ? 'gzip'
              : undefined;
        expect(answer.status).toBe(status);
        expect(encoding, `${address} for "${accepted.join(', ')}"`).toBe(expected);
        expect(decoded(answer.body, encoding).equals(content), address).toBe(true);
        if (encoding) expect(String(answer.headers.vary)).toMatch(/accept-encoding/i);
        // The build's own copy when there is one, byte for byte.
        const suffix = { br: '.br', gzip: '.gz' }[encoding ?? ''];
        if (suffix && hasCopy(file, suffix))
          expect(answer.body.equals(readFileSync(path.join(dist, 'client', file + suffix)))).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('that takes brotli gets page data made per request (the build writes no copy of it), and the .br of a page', async () => {
    for (const { address, file } of ADDRESSES.filter(({ file }) => /\.(html|json)$/.test(file))) {
      const copy = hasCopy(file, '.br');
      expect(copy, file).toBe(file.endsWith('.html'));
      const answer = await get(address, { 'accept-encoding': 'gzip, deflate, br' });
      expect(answer.headers['content-encoding'], address).toBe('br');
      expect(brotliDecompressSync(answer.body).equals(fileOf(file)), address).toBe(true);
      if (copy) expect(answer.body.equals(readFileSync(path.join(dist, 'client', `${file}.br`))), address).toBe(true);
    }
  });

  it('that is gzip alone gets a page and its data gzipped per request (the build writes no .gz of them)', async () => {
    for (const { address, file } of ADDRESSES.filter(({ file }) => /\.(html|json)$/.test(file))) {
      expect(hasCopy(file, '.gz'), file).toBe(false);
      const answer = await get(address, { 'accept-encoding': 'gzip' });
      expect(answer.headers['content-encoding'], address).toBe('gzip');
      expect(answer.headers['content-length'], address).toBeUndefined();
      expect(gunzipSync(answer.body).equals(fileOf(file)), address).toBe(true);
    }
  });

  it('that is gzip alone gets a byte range of a page as those bytes of the file, not gzipped', async () => {
    const answer = await get('/pricing', { 'accept-encoding': 'gzip', range: 'bytes=10-29' });
    expect(answer.status).toBe(206);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.equals(fileOf('pricing/index.html').subarray(10, 30))).toBe(true);
  });

  it('that is gzip alone asking HEAD gets the headers and no body', async () => {
    const answer = await get('/pricing', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(answer.body).toHaveLength(0);
  });
});
