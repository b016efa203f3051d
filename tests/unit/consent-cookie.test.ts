import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  acceptAllLetters,
  analyticsAllowed,
  defaultLetters,
  defaultSettings,
  knownLetters,
  lettersFromSettings,
  rejectAllLetters,
  settingsFromLetters,
} from '../../browser/consent/categories.ts';
import { ANALYTICS_BEHAVIOUR, LETTERS_START } from '../../browser/consent/constants.ts';
import { consentExpiry, cookieAttributes, cookieDomains } from '../../browser/consent/cookie-jar.ts';
import { decodeConsent, encodeConsent, randomPrefix } from '../../browser/consent/consent-value.ts';
import { declareConsentCategories, hasConsent } from '../../browser/consent/has-consent.ts';
import { PERSONALISATION, siteWithCategory } from '../open-category.ts';
import { site } from '../site.ts';

const categories = site.cookies!.categories;
const known = knownLetters(categories);
const analytics = categories.find((category) => category.drives === ANALYTICS_BEHAVIOUR)!;

describe('the consent cookie value', () => {
  it('is 10 random uppercase letters, the encoded separator (13 characters), then one letter per allowed category', () => {
    const text = encodeConsent(['n', 'f'], 'QZKWMBTRAX');
    expect(text).toBe('QZKWMBTRAX%7Cnf');
    expect(text.slice(0, LETTERS_START)).toHaveLength(13);
    expect(encodeConsent([])).toMatch(/^[A-Z]{10}%7C$/);
  });

  it('draws the prefix from the random source, uppercase letters only', () => {
    expect(randomPrefix(() => [0, 1, 2, 25, 26, 27, 51, 52, 200, 255])).toBe('ABCZABZASV');
    expect(randomPrefix()).toMatch(/^[A-Z]{10}$/);
  });

  it('writes each letter once', () => {
    expect(encodeConsent(['n', 'n', 'p'], 'AAAAAAAAAA')).toBe('AAAAAAAAAA%7Cnp');
  });

  it('reads back the letters it wrote', () => {
    const letters = acceptAllLetters(categories);
    expect(decodeConsent(encodeConsent(letters), known)).toEqual(new Set(letters));
    expect(decodeConsent(encodeConsent([]), known)).toEqual(new Set());
    expect(decodeConsent('QZKWMBTRAX%7cn', known)).toEqual(new Set(['n']));
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['too short', 'ABCDEFGHIJ%7'],
    ['not text', 42],
    ['a lowercase prefix', 'abcdefghij%7Cn'],
    ['a short prefix', 'ABCDEFGHI%7Cnf'],
    ['the separator not encoded', 'ABCDEFGHIJ|nf'],
    ['another separator', 'ABCDEFGHIJ%2Cnf'],
    ['a letter no category uses', 'ABCDEFGHIJ%7Cnz'],
    ['a foreign value', '{"analytics":true}'],
    ['a JWT-like value', 'eyJhbGciOiJIUzI1NiJ9.e30.abc'],
  ])('treats a %s value as no consent, without throwing', (_, value) => {
    expect(decodeConsent(value, known)).toBeNull();
  });
});

describe('what each choice allows, from site.json', () => {
  it('gives the defaults of site.json before any choice, by category id', () => {
    expect(defaultSettings(categories)).toEqual({
      preferences: false,
      advertising: false,
      analytics: false,
      authentication: true,
      'fraud-prevention': true,
      functionality: true,
      security: true,
      'third-party-providers': true,
    });
    expect(analyticsAllowed(categories, defaultSettings(categories))).toBe(false);
  });

  it('accept all allows every category, analytics included', () => {
    const letters = acceptAllLetters(categories);
    expect(letters).toContain(analytics.letter);
    expect(new Set(letters)).toEqual(known);
    expect(analyticsAllowed(categories, settingsFromLetters(categories, new Set(letters)))).toBe(true);
  });

  it('reject all keeps only the categories that cannot be turned off', () => {
    const letters = rejectAllLetters(categories);
    expect(letters).not.toContain(analytics.letter);
    expect(letters).toEqual(
      categories.filter((category) => !category.canTurnOff && category.letter).map((category) => category.letter),
    );
    const settings = settingsFromLetters(categories, new Set(letters));
    for (const category of categories) expect(settings[category.id]).toBe(!category.canTurnOff);
  });

  it('switching one category changes only its letter, and never drops a category that cannot be turned off', () => {
    const start = defaultSettings(categories);
    const withAnalytics = lettersFromSettings(categories, { ...start, [analytics.id]: true });
    expect(new Set(withAnalytics)).toEqual(new Set([...defaultLetters(categories), analytics.letter]));
    expect(withAnalytics).toHaveLength(defaultLetters(categories).length + 1);
    const allOff = Object.fromEntries(Object.keys(start).map((id) => [id, false]));
    expect(lettersFromSettings(categories, allOff)).toEqual(rejectAllLetters(categories));
  });

  it('treats a cookie without the letters of mandatory categories as having them', () => {
    const settings = settingsFromLetters(categories, new Set());
    const necessary = categories.find((category) => !category.canTurnOff && category.letter)!;
    expect(settings[necessary.id]).toBe(true);
  });
});

describe('a category an editor added, that drives nothing built in ("Personalisation")', () => {
  const open = siteWithCategory().cookies!.categories;

  it('accept all includes its letter, reject all does not, and it starts off', () => {
    expect(acceptAllLetters(open)).toContain(PERSONALISATION.letter);
    expect(rejectAllLetters(open)).not.toContain(PERSONALISATION.letter);
    expect(defaultLetters(open)).not.toContain(PERSONALISATION.letter);
    expect(decodeConsent(encodeConsent(acceptAllLetters(open)), knownLetters(open))).toContain(PERSONALISATION.letter);
  });

  it('its switch adds and removes only its letter, and reads back by its id', () => {
    const start = defaultSettings(open);
    const on = lettersFromSettings(open, { ...start, personalisation: true });
    expect(on).toHaveLength(defaultLetters(open).length + 1);
    expect(new Set(on)).toEqual(new Set([...defaultLetters(open), PERSONALISATION.letter]));
    expect(settingsFromLetters(open, new Set(on))).toMatchObject({ personalisation: true, analytics: false });
    expect(lettersFromSettings(open, { ...start, personalisation: false })).toEqual(defaultLetters(open));
    // Allowing it allows no built-in behaviour: Google Analytics stays off.
    expect(analyticsAllowed(open, settingsFromLetters(open, new Set(on)))).toBe(false);
  });
});

describe('hasConsent(id): what site code reads', () => {
  const open = siteWithCategory().cookies!.categories;
  const withCookie = (letters: string[] | null) => {
    vi.stubGlobal('document', {
      cookie: letters ? `other=1; cookie_consent=${encodeConsent(letters, 'QZKWMBTRAX')}` : 'other=1',
    });
    declareConsentCategories(open);
  };
  afterEach(() => {
    vi.unstubAllGlobals();
    declareConsentCategories([]);
  });

  it('is true for a category with a switch only once the saved choice includes it', () => {
    withCookie(acceptAllLetters(open));
    expect(hasConsent('personalisation')).toBe(true);
    expect(hasConsent('analytics')).toBe(true);
    withCookie(rejectAllLetters(open));
    expect(hasConsent('personalisation')).toBe(false);
    withCookie([...rejectAllLetters(open), PERSONALISATION.letter!]);
    expect(hasConsent('personalisation')).toBe(true);
    expect(hasConsent('analytics')).toBe(false);
  });

  it('before any choice: no for a switch, even one on by default; yes for what cannot be turned off', () => {
    withCookie(null);
    expect(hasConsent('personalisation')).toBe(false);
    expect(hasConsent('authentication')).toBe(false);
    expect(hasConsent('functionality')).toBe(true);
  });

  it('is false for an id site.json does not declare, and with no categories known (on the server)', () => {
    withCookie(acceptAllLetters(open));
    expect(hasConsent('marketing')).toBe(false);
    declareConsentCategories([]);
    expect(hasConsent('personalisation')).toBe(false);
  });
});

describe('cookie attributes', () => {
  it('path /, SameSite=Lax, Secure only on https', () => {
    expect(cookieAttributes('https:', 365)).toEqual({ expires: 365, path: '/', sameSite: 'Lax', secure: true });
    expect(cookieAttributes('http:', 365)).toMatchObject({ path: '/', sameSite: 'Lax', secure: false });
  });

  it('consent lasts three calendar months', () => {
    expect(consentExpiry(new Date(2024, 0, 15, 10, 30))).toEqual(new Date(2024, 3, 15, 10, 30));
    expect(consentExpiry(new Date(2024, 10, 20))).toEqual(new Date(2025, 1, 20));
  });

  it('deletes analytics cookies on the host and every parent domain, never on an IP address', () => {
    expect(cookieDomains('www.example.com')).toEqual([undefined, 'www.example.com', 'example.com']);
    expect(cookieDomains('example.com')).toEqual([undefined, 'example.com']);
    expect(cookieDomains('localhost')).toEqual([undefined]);
    expect(cookieDomains('127.0.0.1')).toEqual([undefined]);
    expect(cookieDomains('::1')).toEqual([undefined]);
  });
});
