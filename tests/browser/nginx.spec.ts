import { expect, test, type APIResponse } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { acceptAllLetters, consentCategory, knownLetters, rejectAllLetters } from '../../browser/consent/categories.ts';
import { decodeConsent } from '../../browser/consent/consent-value.ts';
import {
  CHOICE_FIELD,
  CONSENT_COOKIE,
  CONSENT_FORM_PATH,
  CONSENT_STATE_STYLESHEET,
} from '../../browser/consent/constants.ts';
import { pageDataUrl } from '../../renderer/payload.ts';
import { DIST_DIR } from '../../site/node/paths.ts';
import { dutch, dutchRoutes, OFF_SITE_SPELLINGS, OTHER_SPELLINGS, routes, site } from '../site.ts';
import {
  rawRequest,
  securityHeaderNames,
  startNginx,
  visitorAddress,
  type RawAnswer,
  type RunningNginx,
} from './support/nginx.ts';
import { TEST_PORT } from './support/test-server.ts';
import { freePort } from '../free-port.ts';

let nginx: RunningNginx;
test.beforeAll(async () => {
  nginx = await startNginx(TEST_PORT);
});
test.afterAll(async () => {
  await nginx?.stop();
});

const consentCategories = site.cookies!.categories.map(consentCategory);

const SECURITY_HEADERS = [
  'content-security-policy',
  'strict-transport-security',
  'x-content-type-options',
  'referrer-policy',
  'permissions-policy',
];

/** Spellings that try to make nginx redirect to another host, beyond those npm run serve is tested with: a "\" or a
 * control character (tab, CR, LF, DEL; browsers drop tabs and newlines from a Location) where a second "/" would go. */
const NGINX_OFF_SITE_SPELLINGS = [
  ...OFF_SITE_SPELLINGS,
  '/\\/evil.example/',
  '/%5C/evil.example/',
  '/%5Cevil.example/index.html',
  '/%5Cevil.example/?next=1',
  '/%5C%2Fevil.example/',
  '/%2F%5Cevil.example/',
  '//%5Cevil.example/',
  '/%20%5Cevil.example/',
  '/..%5Cevil.example/',
  '/pricing/..%5C..%5Cevil.example/',
  '/%09/evil.example/',
  '/%5C%09evil.example/',
  '/%09%5Cevil.example/',
  '/%0D/evil.example/',
  '/%0A/evil.example/',
  '/%0D%0A/evil.example/',
  '/%7F/evil.example/',
  '/%2F%09%2Fevil.example/',
];

/** A Location a browser keeps on this site: one "/" then anything but "/" or "\\", once tabs and newlines are dropped. */
function staysOnSite(location: string): boolean {
  const seen = location.replace(/[\t\n\r]/g, '');
  return seen === '/' || /^\/[^/\\]/.test(seen);
}

/** How often each security header appears (duplicates are invalid: a COOP of "same-origin, same-origin" is ignored). */
function securityHeaderCounts(headers: { name: string }[] | [string, string][]): Record<string, number> {
  const names = headers.map((header) => (Array.isArray(header) ? header[0] : header.name).toLowerCase());
  return Object.fromEntries(
    securityHeaderNames().map((name) => [name, names.filter((other) => other === name).length]),
  );
}
const ONCE_EACH = () => Object.fromEntries(securityHeaderNames().map((name) => [name, 1]));
const countsOf = (response: APIResponse) => securityHeaderCounts(response.headersArray());

test.describe('deploy/nginx.conf over dist/', () => {
  test('answers every route of both languages 200 with HTML, security headers and no-cache', async ({ request }) => {
    for (const route of [...routes, ...dutchRoutes]) {
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

  test("answers an unknown path 404 with the error page, and the static hosts' settings too (they are not pages)", async ({
    request,
  }) => {
    for (const unknown of ['/no/such/page', '/404', '/404.html', '/_headers', '/_redirects', '/_headers.gz']) {
      const response = await request.get(nginx.origin + unknown);
      expect(response.status(), unknown).toBe(404);
      expect(await response.text()).toContain(site.errorPage.title);
      expect(response.headers()['content-security-policy']).toBeTruthy();
    }
  });

  test('answers an unknown /nl/ path 404 with the Dutch error page', async ({ request }) => {
    for (const unknown of ['/nl/no/such/page', '/nl/404', '/nl/404.html']) {
      const response = await request.get(nginx.origin + unknown);
      expect(response.status(), unknown).toBe(404);
      const html = await response.text();
      expect(html, unknown).toContain('<html lang="nl">');
      expect(html, unknown).toContain(dutch.errorPage.title);
    }
  });

  test('sends a visit of "/" from a Dutch browser to /nl each time without writing a cookie; a chosen language decides', async ({
    playwright,
  }) => {
    // Each visit from a client of its own, which keeps no cookie from the one before: the headers given are all it sends.
    const visit = async (headers: Record<string, string>) => {
      const client = await playwright.request.newContext();
      const response = await client.get(nginx.origin + '/', { headers, maxRedirects: 0 });
      const answer = { status: () => response.status(), headers: () => response.headers() };
      await client.dispose();
      return answer;
    };
    for (let time = 1; time <= 2; time++) {
      const dutchVisit = await visit({ 'accept-language': 'nl-NL,nl;q=0.9,en;q=0.8' });
      expect(
        [dutchVisit.status(), dutchVisit.headers().location, dutchVisit.headers()['set-cookie']],
        `visit ${time}`,
      ).toEqual([302, '/nl', undefined]);
      for (const name of SECURITY_HEADERS) expect(dutchVisit.headers()[name], `redirect ${name}`).toBeTruthy();
    }
    // Dutch after a language the site does not have: the first of the browser's languages the site has counts.
    const germanThenDutch = await visit({ 'accept-language': 'de-DE,de;q=0.9,nl-BE;q=0.8,en;q=0.5' });
    expect([germanThenDutch.status(), germanThenDutch.headers().location]).toEqual([302, '/nl']);
    const chosenDutch = await visit({ 'accept-language': 'en', cookie: 'i18n_redirected=nl' });
    expect([chosenDutch.status(), chosenDutch.headers().location, chosenDutch.headers()['set-cookie']]).toEqual([
      302,
      '/nl',
      undefined,
    ]);
    const staying: Record<string, string>[] = [
      { 'accept-language': 'nl', cookie: 'i18n_redirected=en' },
      { 'accept-language': 'nl', 'sec-fetch-site': 'same-origin' },
      { 'accept-language': 'en-US,nl;q=0.5' },
      { 'accept-language': 'fr, nl;q=0, en;q=0.1' },
      {},
    ];
    for (const headers of staying) {
      const stay = await visit(headers);
      expect(stay.status(), JSON.stringify(headers)).toBe(200);
      expect(stay.headers()['set-cookie'], JSON.stringify(headers)).toBeUndefined();
      expect(stay.headers().vary, JSON.stringify(headers)).toContain('Accept-Language');
    }
  });

  test('redirects other spellings of a page address (301) to its one address, on the same host', async ({
    request,
  }) => {
    for (const [spelling, address] of OTHER_SPELLINGS) {
      const response = await request.get(nginx.origin + spelling, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(301);
      expect(response.headers().location, spelling).toBe(address);
    }
  });

  test('the API paths: security headers, JSON refusals of its own, and a flood of requests refused with 429', async ({
    request,
  }) => {
    const product = await request.get(nginx.origin + '/api/product');
    expect(product.status()).toBe(200);
    for (const name of SECURITY_HEADERS) expect(product.headers()[name], `/api/product ${name}`).toBeTruthy();

    const tooLarge = await request.post(nginx.origin + '/contact/email', {
      headers: { 'content-type': 'application/json' },
      data: JSON.stringify({ message: 'x'.repeat(20_000) }),
    });
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

  test("sends brotli and gzip (the build's files, or gzip made per request of page data and of a page for gzip alone), and caches hashed assets for a year", async ({
    request,
  }) => {
    const home = await (await request.get(nginx.origin + '/')).text();
    const script = /<script src="([^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    // A page has a .br alone, and its page data no copy: nginx gzips what has no copy the client takes.
    const pageData = pageDataUrl('/');
    for (const suffix of ['.br', '.gz'])
      expect(existsSync(path.join(DIST_DIR, 'client', `${pageData}${suffix}`)), suffix).toBe(false);
    const urls = ['/', pageData, script!];
    // What a client accepts, the address, and the encoding of the answer.
    const cases: [string, string, string | undefined][] = [
      ['gzip, deflate, br', '/', 'br'],
      ['gzip, deflate, br', pageData, 'gzip'],
      ['gzip, deflate, br', script!, 'br'],
      ...urls.map((url): [string, string, string] => ['gzip', url, 'gzip']),
      ...urls.map((url): [string, string, undefined] => ['identity', url, undefined]),
    ];
    for (const [accept, url, encoding] of cases) {
      const response = await request.get(nginx.origin + url, { headers: { 'accept-encoding': accept } });
      expect(response.headers()['content-encoding'], `${url} ${accept}`).toBe(encoding);
      // Decoded, the file the build wrote.
      const file = url === '/' ? 'index.html' : url;
      expect(
        (await response.body()).equals(readFileSync(path.join(DIST_DIR, 'client', file))),
        `${url} ${accept}`,
      ).toBe(true);
    }
    const asset = await request.get(nginx.origin + script!);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('runs every page in the browser with no Content-Security-Policy violation', async ({ page }) => {
    test.setTimeout(90_000); // twenty pages, each run until its code has started
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(`Refused to load (CSP): ${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    for (const route of routes) {
      await page.goto(nginx.origin + route);
      await page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
    }
    expect(violations).toEqual([]);
  });

  test('no spelling of an address makes nginx redirect to another host: every Location is one "/" and a path', async () => {
    for (const spelling of NGINX_OFF_SITE_SPELLINGS) {
      let target = spelling;
      let answer: RawAnswer;
      // Follow nginx's redirects as a browser would (a path-only Location), checking each one.
      for (let hop = 0; ; hop++) {
        answer = await rawRequest(nginx.origin, target);
        const location = answer.headers.find(([name]) => name === 'location')?.[1];
        if (answer.status < 300 || answer.status > 399) break;
        expect(location, `${spelling} (hop ${hop}): ${answer.status} without a Location`).toBeDefined();
        expect(staysOnSite(location!), `${spelling} (hop ${hop}) redirects to ${JSON.stringify(location)}`).toBe(true);
        expect(hop, `${spelling}: too many redirects`).toBeLessThan(3);
        target = location!;
      }
      // Wherever it ends (the error page, or 400 for what nginx will not parse), the answer has the security headers.
      expect([200, 400, 404], `${spelling} ends with ${answer.status}`).toContain(answer.status);
      expect(securityHeaderCounts(answer.headers), spelling).toEqual(ONCE_EACH());
    }
  });

  test('no spelling of an address sends Chromium off the site', async ({ page }) => {
    const here = new URL(nginx.origin).host;
    // Every request the page makes, redirects included: a redirect off the site shows here even though the other host
    // cannot be resolved (page.goto then fails with ERR_NAME_NOT_RESOLVED).
    const offSite: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).host !== here) offSite.push(request.url());
    });
    for (const spelling of NGINX_OFF_SITE_SPELLINGS) {
      const failure = await page.goto(nginx.origin + spelling, { waitUntil: 'domcontentloaded' }).then(
        () => undefined,
        (error: Error) => error.message.split('\n')[0],
      );
      expect(offSite, `${spelling} led to another host (${failure})`).toEqual([]);
      expect(failure, spelling).toBeUndefined();
      expect(new URL(page.url()).host, spelling).toBe(here);
    }
  });

  test('every 301 carries each security header once', async ({ request }) => {
    const spellings = [
      ...OTHER_SPELLINGS.map(([spelling]) => spelling),
      '/pricing//',
      '//pricing/',
      '/pricing/index.html',
      '/no/such/page/',
      '/api/product/',
    ];
    for (const spelling of spellings) {
      const response = await request.get(nginx.origin + spelling, { maxRedirects: 0 });
      expect(response.status(), spelling).toBe(301);
      expect(countsOf(response), spelling).toEqual(ONCE_EACH());
    }
  });

  test('without JavaScript, the cookie notice asks, saves a choice through the server and comes back; once each header', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 800 } });
    try {
      const page = await context.newPage();
      for (const [route, words, label, letters] of [
        ['/pricing', site.cookies!.banner, 'acceptLabel', acceptAllLetters(consentCategories)],
        [dutchRoutes[1]!, dutch.cookies!.banner, 'rejectLabel', rejectAllLetters(consentCategories)],
      ] as const) {
        await context.clearCookies();
        await page.goto(nginx.origin + route);
        const notice = page.getByRole('region', { name: words.label });
        await expect(notice, route).toBeVisible();
        await notice.getByRole('button', { name: words[label] }).click();
        await page.waitForURL((url) => url.pathname === route);
        await expect(notice, route).toBeHidden();
        const cookie = (await context.cookies()).find((candidate) => candidate.name === CONSENT_COOKIE)!;
        expect(decodeConsent(cookie.value, knownLetters(consentCategories)), route).toEqual(new Set(letters));
        expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' });
      }
    } finally {
      await context.close();
    }
    const state = await request.get(nginx.origin + CONSENT_STATE_STYLESHEET);
    expect([state.status(), state.headers()['content-type'], state.headers()['cache-control']]).toEqual([
      200,
      'text/css; charset=utf-8',
      'no-store',
    ]);
    expect(countsOf(state)).toEqual(ONCE_EACH());
    const forged = await request.post(nginx.origin + CONSENT_FORM_PATH, {
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/x-www-form-urlencoded' },
      data: `${CHOICE_FIELD}=accept`,
      maxRedirects: 0,
    });
    expect(forged.status()).toBe(403);
    expect(countsOf(forged)).toEqual(ONCE_EACH());
  });

  test('while the server behind it is down, the cookie form is answered in words, and no page shows the notice', async ({
    browser,
    request,
  }) => {
    // Nothing listens on this port: nginx's proxy fails as it would with npm run serve stopped.
    const down = await startNginx(await freePort());
    try {
      const answer = await request.post(down.origin + CONSENT_FORM_PATH, {
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' },
        data: `${CHOICE_FIELD}=accept`,
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(503);
      expect(answer.headers()['content-type']).toBe('text/plain; charset=utf-8');
      expect(await answer.text()).toMatch(/^The cookie choice could not be saved just now/);
      expect(countsOf(answer)).toEqual(ONCE_EACH());
      const tooLarge = await request.post(down.origin + CONSENT_FORM_PATH, {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        data: `${CHOICE_FIELD}=accept&back=${'a'.repeat(4096)}`,
      });
      expect([tooLarge.status(), await tooLarge.text()]).toEqual([
        413,
        'The cookie choice was too large to be one: nothing was saved.\n',
      ]);
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(down.origin + '/pricing');
      await expect(page.locator('.cookie-notice')).toBeHidden();
      await context.close();
    } finally {
      await down.stop();
    }
  });

  test('the API answers through nginx carry each security header once (nginx hides the copies the API sends)', async ({
    request,
  }) => {
    // A fresh nginx: its flood limit on /contact/email has not been used up by the test above, so the API answers.
    const fresh = await startNginx(TEST_PORT);
    try {
      const product = await request.get(fresh.origin + '/api/product');
      expect(product.status()).toBe(200);
      expect(countsOf(product), 'GET /api/product').toEqual(ONCE_EACH());
      expect(product.headers()['cross-origin-opener-policy']).toBe('same-origin');

      const get = await request.get(fresh.origin + '/contact/email');
      expect(get.status(), 'the API refuses GET itself').toBe(405);
      expect(get.headers().allow).toBe('POST');
      expect(countsOf(get), 'GET /contact/email').toEqual(ONCE_EACH());

      const invalid = await request.post(fresh.origin + '/contact/email', {
        headers: { 'content-type': 'application/json' },
        data: '{}',
      });
      expect(
        [400, 429],
        'the API refuses an empty message (or, if other tests used up its limit, the flood)',
      ).toContain(invalid.status());
      expect((await invalid.json()).success).toBe(false);
      expect(countsOf(invalid), 'POST /contact/email').toEqual(ONCE_EACH());
    } finally {
      await fresh.stop();
    }
  });

  test('static paths answer other methods than GET and HEAD with 405, Allow: GET, HEAD and the security headers', async ({
    request,
  }) => {
    const home = await (await request.get(nginx.origin + '/')).text();
    const script = /<script src="([^"]+\.js)"/.exec(home)?.[1];
    expect(script).toBeTruthy();
    const paths = [
      '/',
      '/pricing',
      '/pricing/',
      '/index.html',
      script!,
      '/robots.txt',
      '/no/such/page',
      '/assets/no-such-file.js',
    ];
    for (const url of paths) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
        const response = await request.fetch(nginx.origin + url, {
          method,
          maxRedirects: 0,
          data: method === 'POST' || method === 'PUT' || method === 'PATCH' ? 'x=1' : undefined,
        });
        expect(response.status(), `${method} ${url}`).toBe(405);
        expect(response.headers().allow, `${method} ${url}`).toBe('GET, HEAD');
        expect(countsOf(response), `${method} ${url}`).toEqual(ONCE_EACH());
      }
      const head = await request.head(nginx.origin + url, { maxRedirects: 0 });
      expect([200, 301, 404], `HEAD ${url}`).toContain(head.status());
    }
    expect((await request.head(nginx.origin + '/pricing')).status()).toBe(200);
    expect((await request.head(nginx.origin + script!)).status()).toBe(200);
  });

  test('behind a TLS proxy on the same machine (the realip lines uncommented), each visitor is counted by X-Forwarded-For', async ({
    request,
  }) => {
    const proxied = await startNginx(TEST_PORT, { realIp: true });
    try {
      const from = (address: string) =>
        request.get(proxied.origin + '/contact/email', { headers: { 'x-forwarded-for': address } });
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) statuses.push((await from('203.0.113.7')).status());
      expect(statuses, 'one visitor sending a flood').toContain(429);
      // Another visitor behind the same proxy is not refused for the first one's flood: the API answers (405 to GET).
      expect((await from('198.51.100.9')).status()).toBe(405);
    } finally {
      await proxied.stop();
    }
  });

  test("the API counts each visitor by the X-Forwarded-For nginx passes on, not everyone as nginx's own address", async ({
    request,
  }) => {
    const proxied = await startNginx(TEST_PORT, { realIp: true });
    try {
      // Documentation addresses (2001:db8::/32), new on each run: the API remembers an address for its whole window.
      const group = () => Math.floor(Math.random() * 0x10000).toString(16);
      const [first, second] = [`2001:db8:${group()}:${group()}::1`, `2001:db8:${group()}:${group()}::2`];
      // Not JSON: the API counts the request, then refuses it with 415, so nothing is stored.
      const send = (address: string) =>
        request.post(proxied.origin + '/contact/email', {
          headers: { 'x-forwarded-for': address, 'content-type': 'text/plain' },
          data: 'not JSON',
        });
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const response = await send(first);
        answers.push(`${response.status()} ${(await response.json()).message ?? ''}`);
        if (response.status() === 429) break;
      }
      expect(answers.at(-1), `answers: ${answers.join(' | ')}`).toMatch(/^429 Too many messages from this address/);
      expect(
        answers.slice(0, -1).every((answer) => answer.startsWith('415 ')),
        `answers: ${answers.join(' | ')}`,
      ).toBe(true);
      // Another visitor is not refused for the first one's messages.
      expect((await send(second)).status()).toBe(415);
    } finally {
      await proxied.stop();
    }
  });

  test('a visitor who reaches nginx directly cannot choose the address the API counts by writing X-Forwarded-For', async () => {
    // The visitor must connect from an address the API does not trust as a proxy: this machine's network address.
    const from = visitorAddress();
    if (!from)
      throw new Error('this test needs a network address besides loopback (the API trusts loopback as a proxy)');
    const fresh = await startNginx(TEST_PORT);
    try {
      // Each message claims another address; all come from one visitor, whom the API must count as one.
      const group = () => Math.floor(Math.random() * 0x10000).toString(16);
      const answers: string[] = [];
      for (let i = 0; i < 6; i++) {
        const answer = await rawRequest(fresh.origin, '/contact/email', {
          method: 'POST',
          localAddress: from,
          body: 'not JSON',
          headers: { 'content-type': 'text/plain', 'x-forwarded-for': `2001:db8:${group()}:${group()}::1` },
        });
        answers.push(`${answer.status} ${(JSON.parse(answer.body) as { message?: string }).message ?? ''}`);
        if (answer.status === 429) break;
      }
      expect(answers.at(-1), `answers: ${answers.join(' | ')}`).toMatch(/^429 Too many messages from this address/);
    } finally {
      await fresh.stop();
    }
  });
});
