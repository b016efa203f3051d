import { expect, test } from '@playwright/test';
import { OTHER_SPELLINGS, routes, site } from '../site.ts';
import { startNginx, type RunningNginx } from './support/nginx.ts';
import { TEST_PORT } from './support/test-server.ts';

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(TEST_PORT);
});
test.afterAll(async () => {
  await nginx?.stop();
});

const SECURITY_HEADERS = ['content-security-policy', 'strict-transport-security', 'x-content-type-options', 'referrer-policy', 'permissions-policy'];

test.describe('deploy/nginx.conf over dist/', () => {
  test('answers every route 200 with HTML, security headers and no-cache', async ({ request }) => {
    for (const route of routes) {
      const response = await request.get(nginx.origin + route, { maxRedirects: 0 });
      expect(response.status(), route).toBe(200);
      const headers = response.headers();
      expect(headers['content-type'], route).toContain('text/html');
      expect(headers['cache-control'], route).toBe('no-cache');
      for (const name of SECURITY_HEADERS) expect(headers[name], `${route} ${name}`).toBeTruthy();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    }
  });

  test('answers an unknown path 404 with the error page', async ({ request }) => {
    for (const unknown of ['/no/such/page', '/404', '/404.html']) {
      const response = await request.get(nginx.origin + unknown);
      expect(response.status(), unknown).toBe(404);
      expect(await response.text()).toContain(site.errorPage.title);
      expect(response.headers()['content-security-policy']).toBeTruthy();
    }
  });

  test('redirects other spellings of a page address (301) to its one address, on the same host', async ({ request }) => {
    for (const [spelling, address] of OTHER_SPELLINGS) {
      const response = await request.get(nginx.origin + spelling, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(301);
      expect(response.headers().location, spelling).toBe(address);
    }
  });

  test('the API paths: security headers, JSON refusals of its own, and a flood of requests refused with 429', async ({ request }) => {
    const product = await request.get(nginx.origin + '/api/product');
    expect(product.status()).toBe(200);
    for (const name of SECURITY_HEADERS) expect(product.headers()[name], `/api/product ${name}`).toBeTruthy();

    const tooLarge = await request.post(nginx.origin + '/contact/email', { headers: { 'content-type': 'application/json' }, data: JSON.stringify({ message: 'x'.repeat(20_000) }) });
    expect(tooLarge.status()).toBe(413);
    expect(tooLarge.headers()['content-type']).toContain('application/json');
    expect((await tooLarge.json()).success).toBe(false);
    expect(tooLarge.headers()['content-security-policy']).toBeTruthy();

    // GET is refused by the API itself (405) without touching its own limit; nginx counts every request.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await request.get(nginx.origin + '/contact/email')).status());
    expect(statuses).toContain(405);
    const refused = statuses.indexOf(429);
    expect(refused, `statuses: ${statuses.join(' ')}`).toBeGreaterThan(0);
    const flood = await request.get(nginx.origin + '/contact/email');
    expect(flood.status()).toBe(429);
    expect((await flood.json()).success).toBe(false);
    expect(flood.headers()['retry-after']).toBeTruthy();
  });

  test('sends the precompressed brotli and gzip files, and caches hashed assets for a year', async ({ request }) => {
    const home = await (await request.get(nginx.origin + '/')).text();
    const script = /<script src="([^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    for (const [accept, encoding] of [['br', 'br'], ['gzip', 'gzip']] as const) {
      for (const url of ['/', script!]) {
        const response = await request.get(nginx.origin + url, { headers: { 'accept-encoding': accept } });
        expect(response.headers()['content-encoding'], `${url} ${accept}`).toBe(encoding);
      }
    }
    const asset = await request.get(nginx.origin + script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('runs every page in the browser with no Content-Security-Policy violation', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`));
    });
    for (const route of routes) {
      await page.goto(nginx.origin + route);
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    }
    expect(violations).toEqual([]);
  });
});
