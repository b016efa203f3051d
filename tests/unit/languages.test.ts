/**
 * The site in more than one language: which strings are texts, the addresses of each language, the first-visit
 * redirect rule and the server that applies it, and the Dutch site as resolved from site.json.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LocalApi } from '../../server/api/local-api.ts';
import { createSiteServer } from '../../server/site-server.ts';
import {
  homeRedirect,
  languageOfPath,
  languagesOf,
  routeIn,
  routeWithoutPrefix,
  type Language,
} from '../../site/languages.ts';
import { textsOf } from '../../site/text-shape.ts';
import { dutch, routeTable, site, texts } from '../site.ts';

const raw = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8'));
const [english, nl] = languagesOf(raw) as [Language, Language];

describe('the texts of site.json', () => {
  const found = textsOf(raw, texts ?? undefined);
  const at = new Map(found.map(({ pointer, text }) => [pointer, text]));

  it('are the words a visitor reads, found by the schemas: titles, labels, paragraphs, screen-reader texts', () => {
    expect(at.get('/pages/0/title')).toBe(raw.pages[0].title);
    expect(at.get('/header/navigation/0/label')).toBe(raw.header.navigation[0].label);
    expect(at.get('/assistiveText/skipToContent')).toBe(raw.assistiveText.skipToContent);
    // A pattern that only asks for a link inside the words still leaves a text.
    expect(at.get('/errorPage/message')).toBe(raw.errorPage.message);
  });

  it('leave out what stays the same in every language: addresses, routes, icons, types, the brand, the figures', () => {
    const pointers = [...at.keys()];
    for (const field of ['href', 'route', 'icon', 'type', 'id', 'illustration', 'style', 'network']) {
      expect(
        pointers.filter((pointer) => pointer.endsWith(`/${field}`)),
        field,
      ).toEqual([]);
    }
    expect(
      pointers.filter((pointer) =>
        /^\/(brand\/name|links|facts|\$schema|site\/(origin|language|locale))/.test(pointer),
      ),
    ).toEqual([]);
  });
});

describe('the addresses of each language', () => {
  it('keeps the default language unprefixed and puts the code in front of the others', () => {
    expect([english.code, english.prefix, nl.code, nl.prefix, nl.locale]).toEqual(['en', '', 'nl', '/nl', 'nl-NL']);
    expect([english.name, nl.name]).toEqual(['English', 'Nederlands']);
    expect(['/pricing', '/', '/pricing#faq', '/#top'].map((route) => routeIn(route, nl))).toEqual([
      '/nl/pricing',
      '/nl',
      '/nl/pricing#faq',
      '/nl#top',
    ]);
    expect(routeIn('/pricing', english)).toBe('/pricing');
  });

  it('tells the language of an address, and the page it is in the default language', () => {
    expect(
      ['/nl', '/nl/pricing', '/pricing', '/nlx', '/'].map((route) => languageOfPath(route, [english, nl]).code),
    ).toEqual(['nl', 'nl', 'en', 'en', 'en']);
    expect(['/nl', '/nl/pricing'].map((route) => routeWithoutPrefix(route, nl))).toEqual(['/', '/pricing']);
  });

  it('resolves every page in both languages, Dutch words at Dutch addresses', () => {
    expect(dutch.pages.map((page) => page.route)).toEqual(site.pages.map((page) => routeIn(page.route, nl)));
    const pricing = routeTable.get('/nl/pricing')!;
    expect(pricing.language).toBe('nl');
    expect(pricing.title).not.toBe(routeTable.get('/pricing')!.title);
    expect(dutch.header.navigation.map((entry) => entry.label)).not.toEqual(
      site.header.navigation.map((entry) => entry.label),
    );
    // Placeholders are filled in Dutch too, and links keep their routes (the page's language is added when drawn).
    expect(JSON.stringify(dutch.pages)).not.toMatch(/\{(brand|facts\.\w+|links\.\w+)\}/);
    expect(JSON.stringify(pricing)).toContain(`"href":"${raw.links.register}"`);
  });

  it('shows a date fact the way each language writes dates', () => {
    const note = (route: string) => (routeTable.get(route)!.sections[0] as { note?: string }).note;
    expect(note('/privacy')).toBe('Effective October 21, 2023');
    expect(note('/nl/privacy')).toBe('Geldig vanaf 21 oktober 2023');
  });
});

describe('the first visit of "/"', () => {
  const languages = [english, nl];
  const rule = (visit: Partial<Parameters<typeof homeRedirect>[0]>) =>
    homeRedirect({ fromThisSite: false, cookie: undefined, preferred: undefined, ...visit }, languages)?.code;

  it("goes to the browser's language without a choice, each time alike, and follows a choice once made", () => {
    expect(rule({ preferred: 'nl' })).toBe('nl');
    expect(rule({ preferred: 'en' })).toBeUndefined();
    expect(rule({})).toBeUndefined();
    expect(rule({ cookie: 'nl', preferred: 'en' })).toBe('nl');
  });

  it('never sends away a visitor who chose the default language, or who followed a link to "/" on the site', () => {
    expect(rule({ cookie: 'en', preferred: 'nl' })).toBeUndefined();
    expect(rule({ fromThisSite: true, preferred: 'nl' })).toBeUndefined();
    expect(rule({ fromThisSite: true, cookie: 'nl' })).toBeUndefined();
    // A cookie of a language the site does not have counts as no choice.
    expect(rule({ cookie: 'xx', preferred: 'nl' })).toBe('nl');
  });
});

describe('npm run serve in two languages', () => {
  let dist: string;
  let base: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'languages-'));
    mkdirSync(path.join(dist, 'client/nl/pricing'), { recursive: true });
    writeFileSync(path.join(dist, 'client/404.html'), '<!DOCTYPE html><html lang="en"><title>Not found</title>');
    writeFileSync(path.join(dist, 'client/nl/404.html'), '<!DOCTYPE html><html lang="nl"><title>Niet gevonden</title>');
    writeFileSync(path.join(dist, 'client/index.html'), '<!DOCTYPE html><title>Home</title>');
    writeFileSync(path.join(dist, 'client/nl/index.html'), '<!DOCTYPE html><title>Thuis</title>');
    writeFileSync(path.join(dist, 'client/nl/pricing/index.html'), '<!DOCTYPE html><title>Prijzen</title>');
    writeFileSync(path.join(dist, 'headers.json'), '{}');
    writeFileSync(path.join(dist, 'languages.json'), JSON.stringify([english, nl]));
    const api: LocalApi = { handle: () => false, ready: async () => undefined, close: async () => undefined };
    const server = createSiteServer({ distDir: dist, api });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      });
  });
  afterAll(async () => {
    await stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (route: string, headers: Record<string, string> = {}) =>
    fetch(base + route, { headers, redirect: 'manual' });

  it('sends a visit from a Dutch browser to /nl without writing a cookie, the same answer every time', async () => {
    for (let visit = 1; visit <= 2; visit++) {
      const answer = await get('/?ref=ad', { 'accept-language': 'de-DE,nl;q=0.8,en;q=0.5' });
      expect(
        [answer.status, answer.headers.get('location'), answer.headers.get('set-cookie')],
        `visit ${visit}`,
      ).toEqual([302, '/nl?ref=ad', null]);
      expect(answer.headers.get('vary')).toContain('Accept-Language');
    }
    // A language the visitor chose (the switch's cookie) holds, whatever the browser says; nothing is written either.
    const chosen = await get('/', { 'accept-language': 'en', cookie: 'i18n_redirected=nl' });
    expect([chosen.status, chosen.headers.get('location'), chosen.headers.get('set-cookie')]).toEqual([
      302,
      '/nl',
      null,
    ]);
  });

  it('serves "/" to an English browser, to a visitor who chose English, and to a click on a link of the site', async () => {
    expect((await get('/', { 'accept-language': 'en-US,en;q=0.9,nl;q=0.8' })).status).toBe(200);
    expect((await get('/', { 'accept-language': 'nl', cookie: 'i18n_redirected=en' })).status).toBe(200);
    expect((await get('/', { 'accept-language': 'nl', 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await get('/', { 'accept-language': 'nl', referer: `${base}/nl/pricing` })).status).toBe(200);
    expect(
      (await get('/', { 'accept-language': 'nl', 'sec-fetch-site': 'cross-site', referer: `${base}/nl` })).status,
    ).toBe(302);
    expect((await get('/', { cookie: 'i18n_redirected=%E0%A4%A' })).status).toBe(200);
  });

  it('answers an unknown address with the 404 page of its language', async () => {
    for (const [route, title] of [
      ['/nl/nope', 'Niet gevonden'],
      ['/nl/404.html', 'Niet gevonden'],
      ['/nope', 'Not found'],
      ['/nlnope', 'Not found'],
    ]) {
      const answer = await get(route!);
      expect(answer.status, route).toBe(404);
      expect(await answer.text(), route).toContain(`<title>${title}</title>`);
    }
    expect((await get('/nl/pricing')).status).toBe(200);
    expect([(await get('/nl/')).status, (await get('/nl/')).headers.get('location')]).toEqual([301, '/nl']);
  });
});
