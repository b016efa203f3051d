/**
 * The static server of `npm run serve` facing hostile or broken clients: byte ranges of every shape, addresses that
 * try to redirect off the site, methods that do not read, and clients that are slow or too many. Each answer must be
 * a proper status, and the server must go on serving.
 */
import { mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApi } from '../../server/api/local-api.ts';
import { DEFAULT_CONNECTION_LIMITS, type ConnectionLimits } from '../../server/connection-limits.ts';
import { createSiteServer } from '../../server/site-server.ts';
import { rawExchange } from '../http-fuzz/raw-http.ts';

/** 1,000 bytes whose every position is recognisable: byte i is i % 251. */
const FILE = Buffer.from(Array.from({ length: 1000 }, (_, i) => i % 251));
const BROTLI = brotliCompressSync(Buffer.from('x'.repeat(5000)));

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
  mkdirSync(path.join(dist, 'client/pricing'), { recursive: true });
  writeFileSync(path.join(dist, 'client/404.html'), '<!DOCTYPE html><title>Not found</title>');
  writeFileSync(path.join(dist, 'client/index.html'), '<!DOCTYPE html><title>Home</title>');
  writeFileSync(path.join(dist, 'client/pricing/index.html'), '<!DOCTYPE html><title>Pricing</title>');
  writeFileSync(path.join(dist, 'client/data.bin'), FILE);
  writeFileSync(path.join(dist, 'client/page.txt'), 'x'.repeat(5000));
  writeFileSync(path.join(dist, 'client/page.txt.br'), BROTLI);
  writeFileSync(path.join(dist, 'client/_headers'), '/*\n  X-Frame-Options: DENY\n');
  writeFileSync(path.join(dist, 'client/_redirects'), '/nl/*  /nl/404.html  404\n');
  writeFileSync(path.join(dist, 'headers.json'), JSON.stringify({ 'X-Content-Type-Options': 'nosniff' }));
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

async function startServer(limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS, trustedProxies?: string[]) {
  // An API of one path, answering POST: the static rules must leave the API's paths to it.
  const api: LocalApi = {
    handle: (request, response) => request.url === '/api/echo' && (response.writeHead(200).end(request.method), true),
    ready: async () => undefined,
    close: async () => undefined,
  };
  const server: Server = createSiteServer({ distDir: dist, api, limits, trustedProxies });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    connections: () => new Promise<number>((resolve) => server.getConnections((_error, count) => resolve(count))),
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A request written byte for byte as given (fetch would tidy the path), and the raw answer as text. */
const rawRequest = async (port: number, text: string) =>
  (await rawExchange({ port, request: text })).toString('latin1');

const header = (answer: string, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer)?.[1]?.trim();

describe('byte ranges', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => (server = await startServer()));
  afterAll(() => server.stop());

  const get = (range: string, headers: Record<string, string> = {}, file = '/data.bin') =>
    fetch(server.base + file, { headers: { range, 'accept-encoding': 'identity', ...headers } });
  const bytes = async (response: Response) => Buffer.from(await response.arrayBuffer());

  it('answers one range with exactly those bytes (206)', async () => {
    for (const [range, start, end] of [
      ['bytes=0-9', 0, 9],
      ['bytes=10-19', 10, 19],
      ['bytes=990-', 990, 999],
      ['bytes=995-5000', 995, 999],
    ] as const) {
      const response = await get(range);
      expect(response.status, range).toBe(206);
      expect(response.headers.get('content-range'), range).toBe(`bytes ${start}-${end}/1000`);
      expect(await bytes(response), range).toEqual(FILE.subarray(start, end + 1));
    }
  });

  it('answers a suffix range with the last bytes, not the first', async () => {
    const response = await get('bytes=-100');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 900-999/1000');
    expect(await bytes(response)).toEqual(FILE.subarray(900));
  });

  it('answers several ranges in one part that spans them all (206)', async () => {
    const response = await get('bytes=0-9, 20-29');
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe('bytes 0-29/1000');
    expect(await bytes(response)).toEqual(FILE.subarray(0, 30));
  });

  it('answers a reversed range or one past the end 416 with the size, and keeps serving', async () => {
    for (const range of ['bytes=500-100', 'bytes=1000-', 'bytes=2000-3000', 'bytes=-0']) {
      const response = await get(range);
      expect(response.status, range).toBe(416);
      expect(response.headers.get('content-range'), range).toBe('bytes */1000');
      await response.arrayBuffer();
    }
    // On a precompressed file too (the reversed range once made the process exit there).
    const compressed = await get('bytes=500-100', { 'accept-encoding': 'br' }, '/page.txt');
    expect(compressed.status).toBe(416);
    const whole = await fetch(server.base + '/data.bin');
    expect(whole.status).toBe(200);
    expect(await bytes(whole)).toEqual(FILE);
  });

  it('ranges a precompressed file over the bytes it sends, labelled with their encoding', async () => {
    const response = await rawRequest(
      server.port,
      'GET /page.txt HTTP/1.1\r\nHost: x\r\nAccept-Encoding: br\r\nRange: bytes=-10\r\nConnection: close\r\n\r\n',
    );
    expect(response).toMatch(/^HTTP\/1\.1 206/);
    expect(header(response, 'content-encoding')).toBe('br');
    expect(header(response, 'content-range')).toBe(`bytes ${BROTLI.length - 10}-${BROTLI.length - 1}/${BROTLI.length}`);
  });

  it('sends the whole file (200) for a header that is not a byte range, or with If-Range', async () => {
    for (const [range, extra] of [
      ['bytes=abc', {}],
      ['items=0-5', {}],
      ['bytes=0-9', { 'if-range': 'W/"1000-1"' }],
    ] as const) {
      const response = await get(range, extra);
      expect(response.status, range).toBe(200);
      expect(await bytes(response), range).toEqual(FILE);
    }
  });
});

describe('redirects', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => (server = await startServer()));
  afterAll(() => server.stop());

  it('never point off the site, however the address is spelled', async () => {
    const spellings = [
      '/.//evil.example/',
      '//evil.example/',
      '///evil.example/',
      '/\\evil.example/',
      '/\\/evil.example/',
      '/%5Cevil.example/',
      '/%2F%2Fevil.example/',
      '//evil.example/index.html',
      '/./evil.example/',
    ];
    for (const spelling of spellings) {
      const answer = await rawRequest(
        server.port,
        `GET ${spelling} HTTP/1.1\r\nHost: site.example\r\nConnection: close\r\n\r\n`,
      );
      const status = Number(answer.slice(9, 12));
      expect([301, 404], spelling).toContain(status);
      if (status === 301) expect(header(answer, 'location'), spelling).toMatch(/^\/(?![/\\])/);
    }
  });

  it('still send other spellings of a page to its one address', async () => {
    for (const [spelling, address] of [
      ['/pricing/', '/pricing'],
      ['/pricing/index.html', '/pricing'],
      ['//pricing/', '/pricing'],
      ['/index.html', '/'],
    ]) {
      const answer = await rawRequest(server.port, `GET ${spelling} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(answer, spelling).toMatch(/^HTTP\/1\.1 301/);
      expect(header(answer, 'location'), spelling).toBe(address);
    }
  });
});

describe('files that are not pages', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => (server = await startServer()));
  afterAll(() => server.stop());

  it("answers the static hosts' settings (_headers, _redirects) 404 with the error page, never their text", async () => {
    for (const pathname of ['/_headers', '/_redirects', '/_headers.gz']) {
      const response = await fetch(server.base + pathname);
      expect(response.status, pathname).toBe(404);
      expect(response.headers.get('content-type'), pathname).toBe('text/html; charset=utf-8');
      expect(await response.text(), pathname).toContain('Not found');
    }
  });
});

describe('methods', () => {
  let server: Awaited<ReturnType<typeof startServer>>;
  beforeAll(async () => (server = await startServer()));
  afterAll(() => server.stop());

  it('answer 405 on static paths to anything but GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      for (const pathname of ['/', '/pricing', '/data.bin', '/no-such-page']) {
        const response = await fetch(server.base + pathname, { method });
        expect(response.status, `${method} ${pathname}`).toBe(405);
        expect(response.headers.get('allow')).toBe('GET, HEAD');
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    }
    expect((await fetch(server.base + '/pricing', { method: 'HEAD' })).status).toBe(200);
    // The API keeps its own methods.
    expect(await (await fetch(server.base + '/api/echo', { method: 'POST' })).text()).toBe('POST');
  });
});

describe('slow and numerous clients', () => {
  const open = (port: number) =>
    new Promise<Socket>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
    });
  const closed = (socket: Socket) =>
    new Promise<number>((resolve) => {
      const started = performance.now();
      socket.on('close', () => resolve(performance.now() - started));
    });

  it('closes a connection whose headers do not arrive in time (408), and serves others meanwhile', async () => {
    const server = await startServer({
      ...DEFAULT_CONNECTION_LIMITS,
      headersTimeoutMs: 600,
      requestTimeoutMs: 1000,
      checkIntervalMs: 100,
    });
    try {
      const slow = await open(server.port);
      let answer = '';
      slow.on('data', (chunk) => (answer += String(chunk)));
      const wasClosed = closed(slow);
      // A header a little at a time, never finished: each byte alone keeps an idle timeout from ever firing.
      slow.write('GET / HTTP/1.1\r\nHost: x\r\n');
      const drip = setInterval(() => slow.writable && slow.write('X'), 100);
      expect((await fetch(server.base + '/')).status).toBe(200);
      const afterMs = await wasClosed;
      clearInterval(drip);
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(afterMs).toBeLessThan(3000);
    } finally {
      await server.stop();
    }
  });

  it('refuses connections past the cap and takes new ones once others end', async () => {
    const server = await startServer({ ...DEFAULT_CONNECTION_LIMITS, maxConnections: 3 });
    try {
      const held = await Promise.all([open(server.port), open(server.port), open(server.port)]);
      const extra = await open(server.port);
      const extraClosed = closed(extra);
      extra.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
      expect(await extraClosed).toBeLessThan(2000);
      held[0]!.destroy();
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(
        (await rawRequest(server.port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).slice(0, 12),
      ).toBe('HTTP/1.1 200');
      for (const socket of held) socket.destroy();
    } finally {
      await server.stop();
    }
  });

  it('lets one address hold only its share: another address is still answered while one holds slow connections past its cap', async () => {
    // One address (127.0.0.2) tries to hold more connections than the whole server takes, reopening each as it is
    // closed; another (127.0.0.1) asks for pages meanwhile. No proxy is trusted: both are visitors.
    const cap = 20;
    const server = await startServer(
      { ...DEFAULT_CONNECTION_LIMITS, maxConnections: 200, maxConnectionsPerAddress: cap },
      ['none'],
    );
    const held = new Set<Socket>();
    let attacking = true;
    const holdOne = () => {
      if (!attacking) return;
      const socket = connect({ port: server.port, host: '127.0.0.1', localAddress: '127.0.0.2' });
      held.add(socket);
      socket.on('connect', () => socket.write('GET / HTTP/1.1\r\nHost: x\r\n'));
      socket.on('error', () => undefined);
      socket.on('close', () => {
        held.delete(socket);
        setTimeout(holdOne, 250);
      });
    };
    const drip = setInterval(() => held.forEach((socket) => socket.writable && socket.write('X')), 500);
    try {
      for (let i = 0; i < 250; i++) holdOne();
      await new Promise((resolve) => setTimeout(resolve, 500));
      let answered = 0;
      const asked = 60;
      for (let i = 0; i < asked; i++) {
        const answer = await rawRequest(server.port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n').catch(
          () => '',
        );
        if (answer.startsWith('HTTP/1.1 200')) answered++;
      }
      expect(answered / asked).toBeGreaterThanOrEqual(0.95);
      // The server holds the one address's share, not the 250 connections it asked for.
      expect(await server.connections()).toBeLessThanOrEqual(cap);
    } finally {
      attacking = false;
      clearInterval(drip);
      held.forEach((socket) => socket.destroy());
      await server.stop();
    }
  });
});

describe('a new build swapped in while the server runs', () => {
  it('is served at once, whole: its pages with their own sizes, its new files, its headers; the instant of the swap asks to retry', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'site-server-swap-'));
    const live = path.join(root, 'dist');
    const make = (folder: string, title: string, extra: string) => {
      mkdirSync(path.join(folder, 'client'), { recursive: true });
      writeFileSync(path.join(folder, 'client/404.html'), '<!DOCTYPE html><title>Not found</title>');
      writeFileSync(path.join(folder, 'client/index.html'), `<!DOCTYPE html><title>${title}</title>`);
      writeFileSync(path.join(folder, `client/${extra}`), extra);
      writeFileSync(path.join(folder, 'headers.json'), JSON.stringify({ 'X-Build': title }));
    };
    make(live, 'Home', 'first.js');
    const server = createSiteServer({ distDir: live });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await (await fetch(`${base}/`)).text()).toBe('<!DOCTYPE html><title>Home</title>');

      // The build's own swap: the new folder beside, then two renames.
      make(path.join(root, 'staging'), 'A new home page, longer than the first', 'second.js');
      renameSync(live, path.join(root, 'previous'));
      const between = await fetch(`${base}/`);
      expect(between.status).toBe(503);
      expect(between.headers.get('retry-after')).toBe('1');
      renameSync(path.join(root, 'staging'), live);
      rmSync(path.join(root, 'previous'), { recursive: true });

      const page = await fetch(`${base}/`);
      expect(await page.text()).toBe('<!DOCTYPE html><title>A new home page, longer than the first</title>');
      expect(page.headers.get('x-build')).toBe('A new home page, longer than the first');
      expect((await fetch(`${base}/second.js`)).status).toBe(200);
      expect((await fetch(`${base}/first.js`)).status).toBe(404);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      rmSync(root, { recursive: true, force: true });
    }
  });
});
