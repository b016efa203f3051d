/**
 * A page's first paint is the whole page: every control a visitor sees is drawn, and answers, in the first frame.
 * A slow connection may deliver a page's HTML in pieces; the browser must not paint the header and leave the rest (the
 * cookie notice, the billing switch, the questions) for a later frame, which would also lay the page out twice. Each
 * page is served here through a proxy that sends its HTML in two pieces, the second well after the first.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { PAYLOAD_SCRIPT_ID } from '../../renderer/json-script.ts';
import { dutchRoutes, routes } from '../site.ts';

/** How long the proxy holds the rest of a page's HTML once the browser has parsed its header. */
const PAUSE_MS = 500;
/** How long it waits at most to hear that the header was parsed (a page without one is sent whole after it). */
const MOST_WAIT_MS = 10_000;
/** Where the proxy cuts a page's HTML: after its header, so the first piece could be painted on its own. */
const CUT_AFTER = '</header>';

/**
 * Lets go of the rest of the page under way: called from the page once its header is in the document. Waiting for
 * that, not for a fixed time, keeps the two pieces apart however long a loaded machine takes to parse the first (its
 * head waits for the stylesheet). One page at a time per worker, so one at a time per proxy.
 */
let headerParsed: (() => void) | undefined;

/** A server that answers as `origin` does, but sends a page's HTML in two pieces: the rest once the header is parsed. */
function startSplittingProxy(origin: string): Promise<http.Server> {
  const server = http.createServer(async (request, response) => {
    const answer = await fetch(origin + request.url, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries(
      [...answer.headers].filter(
        ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
      ),
    );
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, headers);
    const text = body.toString('utf8');
    const cut = text.indexOf(CUT_AFTER);
    if (!(answer.headers.get('content-type') ?? '').startsWith('text/html') || cut < 0) return response.end(body);
    const parsed = new Promise<void>((resolve) => {
      headerParsed = resolve;
      setTimeout(resolve, MOST_WAIT_MS);
    });
    response.write(text.slice(0, cut + CUT_AFTER.length));
    await parsed;
    setTimeout(() => response.end(text.slice(cut + CUT_AFTER.length)), PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

let proxy: http.Server;
let proxyOrigin: string;
test.beforeAll(async ({ baseURL }) => {
  proxy = await startSplittingProxy(baseURL!);
  proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())));

for (const route of [...routes, ...dutchRoutes, '/this-page-does-not-exist']) {
  test(`${route}: first painted once the whole page has arrived, even when its HTML comes in pieces`, async ({
    page,
  }) => {
    await page.exposeFunction('headerParsed', () => headerParsed?.());
    await page.addInitScript((payloadId) => {
      // When the parser put the header and the payload that follows the page's content into the document.
      const seen: { header?: number; payload?: number } = {};
      (window as unknown as { seen: typeof seen }).seen = seen;
      new MutationObserver(() => {
        const now = performance.now();
        if (!seen.header && document.querySelector('header')) {
          seen.header = now;
          (window as unknown as { headerParsed: () => void }).headerParsed();
        }
        if (!seen.payload && document.getElementById(payloadId)) seen.payload = now;
      }).observe(document, { childList: true, subtree: true });
    }, PAYLOAD_SCRIPT_ID);
    await page.goto(proxyOrigin + route);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    const { header, payload, paint } = await page.evaluate(() => ({
      ...(window as unknown as { seen: { header: number; payload: number } }).seen,
      paint: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
    }));
    // The header came alone, and the rest of the page well after it.
    expect(payload - header).toBeGreaterThan(PAUSE_MS / 2);
    expect(paint).toBeGreaterThanOrEqual(payload);
  });
}
