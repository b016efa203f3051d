/**
 * The script in each page's head that runs the cookie notice until the app's code does: it must read the consent
 * cookie exactly as the app reads it, and write it exactly as the app writes it.
 */
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptAllLetters, knownLetters, rejectAllLetters } from '../../browser/consent/categories.ts';
import { decodeConsent, encodeConsent } from '../../browser/consent/consent-value.ts';
import { CHOICE_ATTRIBUTE, CHOSEN_ATTRIBUTE, CONSENT_COOKIE } from '../../browser/consent/constants.ts';
import { consentExpiry } from '../../browser/consent/cookie-jar.ts';
import { consentFirstPaintScript } from '../../browser/consent/first-paint.ts';
import { site } from '../site.ts';

const categories = site.cookies!.categories;
const known = knownLetters(categories);

/** Runs the script in a page of its own whose cookies are `cookie`; returns what it set and a way to click. */
function runScript(cookie: string, { hydrated = false, protocol = 'http:' } = {}) {
  class Element {
    constructor(private readonly choice: string | null) {}
    closest(selector: string) {
      return selector === `[${CHOICE_ATTRIBUTE}]` && this.choice ? this : null;
    }
    getAttribute(name: string) {
      return name === CHOICE_ATTRIBUTE ? this.choice : null;
    }
  }
  const attributes = new Set<string>();
  const written: string[] = [];
  let onClick: ((event: { target: unknown }) => void) | undefined;
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
    get cookie() {
      return cookie;
    },
    set cookie(line: string) {
      written.push(line);
    },
    addEventListener: (type: string, listener: typeof onClick) => type === 'click' && (onClick = listener),
    querySelector: (selector: string) => (hydrated && selector.includes('#root') ? {} : null),
    getElementById: () => null,
    activeElement: null,
  };
  runInNewContext(consentFirstPaintScript(categories), {
    document,
    location: { protocol },
    crypto: globalThis.crypto,
    Element,
    Date,
    Uint8Array,
    Array,
    RegExp,
  });
  return {
    chosen: () => attributes.has(CHOSEN_ATTRIBUTE),
    written,
    click: (choice: string | null) => onClick!({ target: new Element(choice) }),
  };
}

describe("the cookie notice's first-paint script", () => {
  it('marks the page as chosen exactly when the app reads a valid choice from the cookie, for any cookie text', () => {
    const letter = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz', ...known);
    const value = fc.oneof(
      fc.string(),
      fc
        .tuple(fc.stringMatching(/^[A-Za-z]{8,11}$/), fc.constantFrom('%7C', '%7c', '|', '%7D'), fc.array(letter))
        .map(([prefix, separator, letters]) => `${prefix}${separator}${letters.join('')}`),
      fc.array(letter).map((letters) => encodeConsent(letters)),
    );
    const others = fc.constantFrom('', 'theme=dark; ', '_ga=GA1.1.2; ', `x${CONSENT_COOKIE}=ABCDEFGHIJ%7C; `);
    fc.assert(
      fc.property(others, value, fc.constantFrom('', '; lang=nl'), (before, text, after) => {
        const { chosen } = runScript(`${before}${CONSENT_COOKIE}=${text}${after}`);
        expect(chosen()).toBe(decodeConsent(text, known) !== null);
      }),
      { numRuns: 2000 },
    );
    expect(runScript('').chosen()).toBe(false);
  });

  for (const [choice, letters] of [
    ['accept', acceptAllLetters(categories)],
    ['reject', rejectAllLetters(categories)],
  ] as const) {
    it(`answers "${choice}" before the page has hydrated: the cookie the app would write, and the notice hidden`, () => {
      for (const protocol of ['http:', 'https:']) {
        const page = runScript('', { protocol });
        page.click(choice);
        expect(page.chosen()).toBe(true);
        expect(page.written).toHaveLength(1);
        const [pair, ...attributes] = page.written[0]!.split('; ');
        const [name, text] = pair!.split('=');
        expect(name).toBe(CONSENT_COOKIE);
        expect(decodeConsent(text, known)).toEqual(new Set(letters));
        expect(text).toMatch(/^[A-Z]{10}%7C/);
        const expires = new Date(attributes.find((part) => part.startsWith('expires='))!.slice('expires='.length));
        expect(Math.abs(expires.getTime() - consentExpiry().getTime())).toBeLessThan(2000);
        expect(attributes.filter((part) => !part.startsWith('expires='))).toEqual(
          protocol === 'https:' ? ['path=/', 'SameSite=Lax', 'Secure'] : ['path=/', 'SameSite=Lax'],
        );
      }
    });
  }

  it('leaves other clicks alone, and every click once the page has hydrated (the app answers then)', () => {
    const page = runScript('');
    page.click(null);
    expect(page.written).toEqual([]);
    const hydrated = runScript('', { hydrated: true });
    hydrated.click('accept');
    expect(hydrated.written).toEqual([]);
    expect(hydrated.chosen()).toBe(false);
  });
});
