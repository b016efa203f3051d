/**
 * The cookie notice answered by the server, for browsers without script: whatever a browser or a hostile client
 * sends, a choice is saved only when one of the site's pages sent it, the cookie is the one the page's code writes
 * (its prefix kept, its letters, lifetime and attributes), the visitor goes back to a page of this site and never
 * elsewhere, and the stylesheet shows the notice exactly while no valid choice is saved.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { parseSetCookie } from 'cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptAllLetters,
  consentCategory,
  defaultLetters,
  knownLetters,
  rejectAllLetters,
} from '../../browser/consent/categories.ts';
import { consentExpiry } from '../../browser/consent/cookie-jar.ts';
import { decodeConsent, encodeConsent, prefixOf } from '../../browser/consent/consent-value.ts';
import {
  CHOICE_FIELD,
  CONSENT_COOKIE,
  CONSENT_FORM_PATH,
  CONSENT_STATE_STYLESHEET,
  RETURN_FIELD,
  TURN_OFF_FIELD,
  TURN_ON_FIELD,
} from '../../browser/consent/constants.ts';
import { CONSENT_FORM_BODY_LIMIT_BYTES, consentForm, postedChoice } from '../../server/consent-form.ts';
import { requestTargetOf } from '../../server/request-target.ts';
import { dutchRoutes, OFF_SITE_SPELLINGS, routes, site } from '../site.ts';

const categories = site.cookies!.categories.map(consentCategory);
const known = knownLetters(categories);
const switchable = categories.filter((category) => category.canTurnOff && category.letter);
/** The letters that are always in, and every letter in the order the page's code writes them. */
const required = rejectAllLetters(categories);
const order = acceptAllLetters(categories);
/** What the visitor saw: the letters a cookie holds, or the defaults before any choice. */
const shownBy = (text: string | undefined) => decodeConsent(text, known) ?? new Set(defaultLetters(categories));
const inOrder = (letters: Set<string>) => order.filter((letter) => letters.has(letter) || required.includes(letter));

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
let port: number;
beforeAll(async () => {
  const answer = consentForm(categories);
  server = createServer((request, response) => {
    if (!answer(request, response, requestTargetOf(request.url)!)) response.writeHead(404).end('not ours');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** One request as a browser (or anything else) would send it; headers given as they are, none added but Host. */
function send(method: string, path: string, headers: Record<string, string> = {}, body = ''): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: text }));
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

/** The notice's form as Chromium posts it from a page of this site. */
const FORM = {
  'content-type': 'application/x-www-form-urlencoded',
  'sec-fetch-site': 'same-origin',
  origin: 'http://127.0.0.1',
};
const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  send('POST', CONSENT_FORM_PATH, { ...FORM, ...headers }, formBody(fields));

/** The consent cookie an answer sets, read as a browser reads Set-Cookie. */
function setCookieOf(answer: Answer) {
  const lines = answer.headers['set-cookie'] ?? [];
  expect(lines).toHaveLength(1);
  return parseSetCookie(lines[0]!, { decode: (value) => value });
}

/** Where a browser goes with this Location: a "/" then neither "/" nor "\", once it drops tabs and newlines. */
const staysOnSite = (location: string) => /^\/(?![/\\])/.test(location.replace(/[\t\n\r]/g, ''));

/** Cookie texts of every kind: valid ones of this site, near misses, and anything at all. */
const cookieText = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[A-Z]{10}$/), fc.subarray([...known]))
    .map(([prefix, letters]) => encodeConsent(letters, prefix)),
  fc.stringMatching(/^[A-Z]{10}%7[cC][a-z]{0,6}$/),
  fc.stringMatching(/^[A-Za-z0-9%|]{0,20}$/),
);

describe('a choice posted by the notice', () => {
  it('saves the letters of the choice, keeps the prefix of a valid earlier choice, and writes the attributes the page writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('accept', 'reject'),
        fc.option(cookieText, { nil: undefined }),
        fc.constantFrom('http', 'https'),
        async (choice, earlier, scheme) => {
          const before = Date.now();
          const answer = await post(
            { [CHOICE_FIELD]: choice, [RETURN_FIELD]: '/pricing' },
            {
              origin: `${scheme}://127.0.0.1`,
              ...(earlier !== undefined ? { cookie: `${CONSENT_COOKIE}=${earlier}` } : {}),
            },
          );
          expect(answer.status).toBe(303);
          expect(answer.headers['cache-control']).toBe('no-store');
          const cookie = setCookieOf(answer);
          expect(cookie.name).toBe(CONSENT_COOKIE);
          const letters = choice === 'accept' ? acceptAllLetters(categories) : rejectAllLetters(categories);
          expect(decodeConsent(cookie.value, known)).toEqual(new Set(letters));
          // The letters in the categories' order, as the page writes them.
          expect(cookie.value).toBe(encodeConsent(letters, prefixOf(cookie.value)));
          const kept = prefixOf(earlier);
          if (kept) expect(prefixOf(cookie.value)).toBe(kept);
          else expect(prefixOf(cookie.value)).toMatch(/^[A-Z]{10}$/);
          expect(cookie.path).toBe('/');
          expect(cookie.sameSite).toBe('lax');
          expect(cookie.secure === true).toBe(scheme === 'https');
          // The same day the page's code would name (consentExpiry), to the second the answer took.
          const expires = cookie.expires!.getTime();
          expect(expires).toBeGreaterThanOrEqual(consentExpiry(new Date(before)).getTime() - 1000);
          expect(expires).toBeLessThanOrEqual(consentExpiry(new Date()).getTime());
        },
      ),
      { numRuns: 150 },
    );
  });

  it('sends the visitor back to the page the form names, and never to another site', async () => {
    for (const route of [...routes, ...dutchRoutes]) {
      const answer = await post({ [CHOICE_FIELD]: 'reject', [RETURN_FIELD]: route });
      expect(answer.headers.location, route).toBe(route);
    }
    const hostile = fc.oneof(
      fc.constantFrom(...OFF_SITE_SPELLINGS, 'https://evil.example/', '/\t/evil.example/', '/\\/x', '\\\\evil', ''),
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc
        .array(fc.constantFrom('/', '\\', '.', '%2F', '%5C', '\t', '\n', 'evil.example', '?', '#', ':'), {
          maxLength: 8,
        })
        .map((parts) => parts.join('')),
      fc.webUrl(),
    );
    // The page the browser says it sent the form from, as a Referer of any shape, or none.
    const here = () => `http://127.0.0.1:${port}`;
    const referer = fc.option(
      fc
        .oneof(
          hostile.map((path) => `${here()}${path}`),
          hostile,
          fc.constantFrom('/pricing', '/nl/no/such/page').map((path) => `${here()}${path}`),
        )
        .filter((value) => /^[\x20-\x7e]*$/.test(value)), // what an HTTP header may hold
      { nil: undefined },
    );
    await fc.assert(
      fc.asyncProperty(hostile, referer, async (back, from) => {
        const answer = await post(
          { [CHOICE_FIELD]: 'accept', [RETURN_FIELD]: back },
          from === undefined ? {} : { referer: from },
        );
        expect(answer.status).toBe(303);
        expect(
          staysOnSite(String(answer.headers.location)),
          `${JSON.stringify(back)} from ${JSON.stringify(from)} → ${answer.headers.location}`,
        ).toBe(true);
      }),
      { numRuns: 400 },
    );
    // No page named: the home page.
    expect((await post({ [CHOICE_FIELD]: 'accept' })).headers.location).toBe('/');
  });

  it('goes back to the address the browser sent the form from: an error page names its own, not the one asked for', async () => {
    const from = (path: string, host = `127.0.0.1:${port}`) => ({ referer: `http://${host}${path}` });
    const back = async (fields: Record<string, string>, headers: Record<string, string>) =>
      (await post(fields, headers)).headers.location;
    expect(await back({ [CHOICE_FIELD]: 'accept', [RETURN_FIELD]: '/404.html' }, from('/no/such/page'))).toBe(
      '/no/such/page',
    );
    // The form's fragment is kept; the Referer's query is not.
    expect(
      await back(
        { [CHOICE_FIELD]: 'save', [RETURN_FIELD]: '/cookie-settings#cookie-choice-saved' },
        from('/cookie-settings?x=1'),
      ),
    ).toBe('/cookie-settings#cookie-choice-saved');
    // Another host's page, or an address no page has, leaves the form's own.
    expect(await back({ [CHOICE_FIELD]: 'accept', [RETURN_FIELD]: '/pricing' }, from('/about', 'evil.example'))).toBe(
      '/pricing',
    );
    expect(await back({ [CHOICE_FIELD]: 'accept', [RETURN_FIELD]: '/pricing' }, from('//evil.example/'))).toBe(
      '/pricing',
    );
  });

  it("saves nothing that another site's page sent, in its visitors' names", async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      const answer = await post({ [CHOICE_FIELD]: 'accept' }, { 'sec-fetch-site': site });
      expect(answer.status, site).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
    // A browser too old to send Sec-Fetch-Site still names the page's origin.
    const older = { ...FORM, 'sec-fetch-site': '' };
    delete (older as Record<string, string>)['sec-fetch-site'];
    const elsewhere = await send(
      'POST',
      CONSENT_FORM_PATH,
      { ...older, origin: 'https://evil.example' },
      formBody({ [CHOICE_FIELD]: 'accept' }),
    );
    expect(elsewhere.status).toBe(403);
    const here = await send(
      'POST',
      CONSENT_FORM_PATH,
      { ...older, origin: `http://127.0.0.1:${port}` },
      formBody({ [CHOICE_FIELD]: 'accept' }),
    );
    expect(here.status).toBe(303);
  });

  it('answers anything but a choice of the notice with a sentence, and saves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.string(), fc.constantFrom('constructor', '__proto__', 'toString', 'Accept', 'accept ')),
        async (choice) => {
          fc.pre(!['accept', 'reject', 'save'].includes(choice));
          const answer = await post({ [CHOICE_FIELD]: choice });
          expect(answer.status).toBe(400);
          expect(answer.body).toContain('"accept", "reject" or "save"');
          expect(answer.headers['set-cookie']).toBeUndefined();
        },
      ),
      { numRuns: 100 },
    );
    const wrongType = await send(
      'POST',
      CONSENT_FORM_PATH,
      { ...FORM, 'content-type': 'application/json' },
      '{"choice":"accept"}',
    );
    expect([wrongType.status, wrongType.headers['set-cookie']]).toEqual([415, undefined]);
    const tooLarge = await post({
      [CHOICE_FIELD]: 'accept',
      [RETURN_FIELD]: `/${'a'.repeat(CONSENT_FORM_BODY_LIMIT_BYTES)}`,
    });
    expect([tooLarge.status, tooLarge.headers['set-cookie']]).toEqual([413, undefined]);
    for (const method of ['GET', 'HEAD', 'PUT', 'DELETE']) {
      const answer = await send(method, CONSENT_FORM_PATH);
      expect([answer.status, answer.headers.allow], method).toEqual([405, 'POST']);
    }
  });
});

describe('the settings page without script', () => {
  it('turns one switch on or off from what the visitor saw, saves a whole choice, and refuses anything else', () => {
    const shown = fc.subarray([...known]).map((letters) => new Set(letters));
    fc.assert(
      fc.property(
        shown,
        fc.oneof(
          fc.tuple(
            fc.constantFrom(TURN_ON_FIELD, TURN_OFF_FIELD),
            fc.constantFrom(...switchable.map((c) => c.letter!)),
          ),
          fc.tuple(fc.constant(CHOICE_FIELD), fc.constantFrom('accept', 'reject', 'save')),
          fc.tuple(
            fc.constantFrom(TURN_ON_FIELD, TURN_OFF_FIELD, CHOICE_FIELD, 'other'),
            fc.oneof(fc.string(), fc.constantFrom(...required, 'constructor', 'A', '')),
          ),
        ),
        (saw, [field, value]) => {
          const choice = postedChoice(new URLSearchParams({ [field]: value }), categories, saw);
          const category = switchable.find((candidate) => candidate.letter === value);
          if ((field === TURN_ON_FIELD || field === TURN_OFF_FIELD) && category) {
            const expected = new Set(saw);
            if (field === TURN_ON_FIELD) expected.add(value);
            else expected.delete(value);
            expect(choice).toEqual({ letters: inOrder(expected), card: category.id });
          } else if (field === CHOICE_FIELD && ['accept', 'reject', 'save'].includes(value)) {
            const expected = { accept: new Set(order), reject: new Set(required), save: saw }[value as 'save'];
            expect(choice).toEqual({ letters: inOrder(expected) });
          } else expect(choice).toHaveProperty('problem');
        },
      ),
      { numRuns: 500 },
    );
  });

  it("goes back to the switch's card, or to the words that say it saved", async () => {
    const [first] = switchable;
    const answer = await post({
      [TURN_ON_FIELD]: first!.letter!,
      [RETURN_FIELD]: '/cookie-settings#cookie-choice-saved',
    });
    expect(answer.headers.location).toBe(`/cookie-settings#${first!.id}`);
    expect(decodeConsent(setCookieOf(answer).value, known)).toEqual(
      new Set(inOrder(new Set([...shownBy(undefined), first!.letter!]))),
    );
    const saved = await post({ [CHOICE_FIELD]: 'save', [RETURN_FIELD]: '/nl/cookie-settings#cookie-choice-saved' });
    expect(saved.headers.location).toBe('/nl/cookie-settings#cookie-choice-saved');
    // Only an element's id is kept as the fragment.
    for (const fragment of ['#"><script>', '#a b', '#', '#1a', '#%0D%0Ax'])
      expect((await post({ [CHOICE_FIELD]: 'save', [RETURN_FIELD]: `/pricing${fragment}` })).headers.location).toBe(
        '/pricing',
      );
  });
});

describe('the stylesheet of a page without script', () => {
  /** The switch buttons it hides, as "field=letter", and whether it shows the notice. */
  const readStylesheet = (css: string) => ({
    notice: css.includes('.cookie-notice { display: block; }'),
    hidden: [...css.matchAll(/\[name="(\w+)"\]\[value="(\w)"\]/g)]
      .map(([, field, letter]) => `${field}=${letter}`)
      .sort(),
  });
  /** For each switch, the button of the state it is not in: the one that would put it in the state it is in. */
  const hiddenFor = (shown: Set<string>) =>
    switchable.map(({ letter }) => `${shown.has(letter!) ? TURN_ON_FIELD : TURN_OFF_FIELD}=${letter}`).sort();

  it('shows the notice exactly while the cookie holds no valid choice of this site, each switch as the choice has it, and is never cached', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(cookieText, { nil: undefined }), async (text) => {
        const answer = await send(
          'GET',
          CONSENT_STATE_STYLESHEET,
          text === undefined ? {} : { cookie: `${CONSENT_COOKIE}=${text}; other=1` },
        );
        expect(answer.status).toBe(200);
        expect(answer.headers['content-type']).toBe('text/css; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(readStylesheet(answer.body)).toEqual({
          notice: decodeConsent(text, known) === null,
          hidden: hiddenFor(shownBy(text)),
        });
      }),
      { numRuns: 200 },
    );
    expect((await send('POST', CONSENT_STATE_STYLESHEET)).status).toBe(405);
  });

  it('hides the notice, and shows the switches as saved, once a form has saved a choice', async () => {
    for (const fields of <Record<string, string>[]>[
      { [CHOICE_FIELD]: 'accept' },
      { [CHOICE_FIELD]: 'reject' },
      { [TURN_ON_FIELD]: switchable[1]!.letter! },
    ]) {
      const cookie = setCookieOf(await post(fields));
      const answer = await send('GET', CONSENT_STATE_STYLESHEET, { cookie: `${cookie.name}=${cookie.value}` });
      expect(readStylesheet(answer.body), JSON.stringify(fields)).toEqual({
        notice: false,
        hidden: hiddenFor(decodeConsent(cookie.value, known)!),
      });
    }
  });
});

it('leaves every other path to the rest of the server', async () => {
  for (const path of ['/', '/consent', '/consent/choice/', '/consent/state.css/x', '/pricing'])
    expect((await send('GET', path)).body, path).toBe('not ours');
});
