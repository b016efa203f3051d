/**
 * No request ends a server. The handler wrapper every server shares answers a throw with 500 and an unreadable
 * target with 400, and the server goes on; then generated requests (tests/http-fuzz) are thrown at the local API and
 * at the editor's server: every one gets a whole HTTP answer, and each server still answers afterwards. The static
 * server of `npm run serve` and nginx in front of it are fuzzed the same way over the built site
 * (tests/browser/request-fuzz.spec.ts).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createEditServer } from '../../editor/server/edit-server.ts';
import { answeringErrors, refuseTunnels } from '../../server/answer-errors.ts';
import { requestTargetOf } from '../../server/request-target.ts';
import { DEFAULT_SITE_FILE } from '../../site/node/paths.ts';
import { fuzzServer, type FuzzRun } from '../http-fuzz/fuzz-server.ts';
import { rawExchange, readAnswer } from '../http-fuzz/raw-http.ts';
import { startLocalApi } from './support/local-api-server.ts';

/** Generated requests per server and run. */
const REQUESTS = 20_000;
const FUZZ_TIMEOUT_MS = 240_000;

const get = async (port: number, target: string, method = 'GET') =>
  readAnswer(
    await rawExchange({
      port,
      request: `${method} ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    }),
    method,
  );

const summary = (run: FuzzRun) =>
  [...run.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

describe('one reading of a request target', () => {
  it.each([
    ['/pricing?x=1', { pathname: '/pricing', search: '?x=1' }],
    ['//%', { pathname: '//%', search: '' }],
    ['//evil.example%2F/x', { pathname: '//evil.example%2F/x', search: '' }],
    ['//[', { pathname: '//[', search: '' }],
    ['//a:x', { pathname: '//a:x', search: '' }],
    ['/a/../b', { pathname: '/b', search: '' }],
    ['http://[/x', { pathname: '/x', search: '' }],
    ['http://host', { pathname: '/', search: '' }],
    ['HTTPS://host:99/nl?q', { pathname: '/nl', search: '?q' }],
  ])('%s is the path on this server %o', (target, expected) => {
    expect(requestTargetOf(target)).toEqual(expected);
  });

  it.each(['*', 'host:443', '', 'pricing', 'ftp://host/x', undefined])(
    '%s is no path: undefined (answered 400)',
    (target) => {
      expect(requestTargetOf(target)).toBeUndefined();
    },
  );
});

describe('a handler that throws', () => {
  let server: Server;
  const logged: string[] = [];
  afterAll(() => new Promise((resolve) => server?.close(resolve)));

  it('is answered 500 (thrown at once or in a promise), an unreadable target 400, CONNECT 405, and the server goes on serving', async () => {
    server = createServer(
      answeringErrors(
        (_request, response, { pathname }) => {
          if (pathname === '/throws') throw new Error('thrown at once');
          if (pathname === '/rejects') return Promise.reject(new Error('rejected later'));
          response.writeHead(200, { 'Content-Type': 'text/plain' }).end('fine');
        },
        (line) => logged.push(line),
      ),
    );
    refuseTunnels(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    expect(await get(port, '/throws')).toEqual({ status: 500 });
    expect(await get(port, '/rejects')).toEqual({ status: 500 });
    expect(await get(port, '*')).toEqual({ status: 400 });
    expect(await get(port, 'example.com:443', 'CONNECT')).toEqual({ status: 405 });
    expect(await get(port, '//%')).toEqual({ status: 200 });
    expect(await get(port, '/')).toEqual({ status: 200 });
    expect(logged.join('\n')).toMatch(
      /GET \/throws failed: Error: thrown at once[\s\S]*GET \/rejects failed: Error: rejected later/,
    );
  });
});

/** Targets that once made `new URL()` throw inside a handler, which ended the process. */
const ONCE_FATAL = [
  '//%',
  '//[',
  '//a:x',
  '//a%2F',
  '//a%00',
  '//1.2.3.4.5',
  '//evil.example%2F',
  '//api%2F/product',
  '//contact%2F/email',
  'http://[',
  'http://[/api/product',
  '//[::1',
  '//a@b:c',
];

describe('targets that once stopped every server', () => {
  it.each(ONCE_FATAL)('%s is answered by the local API and the editor, which go on serving', async (target) => {
    const api = await startLocalApi();
    try {
      const port = Number(new URL(api.url).port);
      expect(await get(port, target)).toHaveProperty('status');
      expect(await get(port, target, 'POST')).toHaveProperty('status');
      expect(await get(port, '/api/product')).toEqual({ status: 200 });
    } finally {
      await api.stop();
    }
  });
});

describe('generated requests', () => {
  it(
    `${REQUESTS} to the local API (targets, headers and bodies of POST /contact/email): each a whole answer, and it still answers`,
    async () => {
      const api = await startLocalApi();
      try {
        const port = Number(new URL(api.url).port);
        const run = await fuzzServer(
          { port, host: `127.0.0.1:${port}`, bodyPaths: ['/contact/email', '/api/product'] },
          REQUESTS,
        );
        console.log(`local API: ${run.requests} requests: ${summary(run)}`);
        expect(run.requests).toBeGreaterThanOrEqual(REQUESTS);
        expect(await get(port, '/api/product')).toEqual({ status: 200 });
      } finally {
        await api.stop();
      }
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `${REQUESTS} to the editor's server (targets, headers and bodies of its API): each a whole answer, and it still answers`,
    async () => {
      const folder = mkdtempSync(path.join(os.tmpdir(), 'editor-fuzz-'));
      const siteFile = path.join(folder, 'site.json');
      copyFileSync(DEFAULT_SITE_FILE, siteFile);
      const editor = await createEditServer({ siteFile, port: 0, log: () => undefined });
      try {
        const port = Number(new URL(editor.url).port);
        for (const shape of ONCE_FATAL) {
          const answer = readAnswer(
            await rawExchange({
              port,
              request: `GET ${shape} HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
            }),
            'GET',
          );
          expect(answer, shape).toHaveProperty('status');
        }
        // The editor's own name and page: requests reach its handlers, not only its guard.
        const run = await fuzzServer(
          {
            port,
            host: `localhost:${port}`,
            fixedHeaders: { Origin: `http://localhost:${port}` },
            bodyPaths: ['/api/site', '/api/site/version', '/api/product'],
          },
          REQUESTS,
        );
        console.log(`editor: ${run.requests} requests: ${summary(run)}`);
        expect(run.requests).toBeGreaterThanOrEqual(REQUESTS);
        const answer = readAnswer(
          await rawExchange({
            port,
            request: `GET /api/site/version HTTP/1.1\r\nHost: localhost:${port}\r\nConnection: close\r\n\r\n`,
          }),
          'GET',
        );
        expect(answer).toEqual({ status: 200 });
      } finally {
        await editor.close();
        rmSync(folder, { recursive: true, force: true });
      }
    },
    FUZZ_TIMEOUT_MS,
  );
});
