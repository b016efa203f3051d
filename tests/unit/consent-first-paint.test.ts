/**
 * The script in each page's head that runs the cookie notice until the app's code does: it must read the consent
 * cookie exactly as the app reads it, and write it exactly as the app writes it.
 */
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptAllLetters,
  defaultLetters,
  knownLetters,
  lettersFromSettings,
  rejectAllLetters,
  settingsFromLetters,
  type CookieSettings,
} from '../../browser/consent/categories.ts';
import { decodeConsent, encodeConsent, prefixOf } from '../../browser/consent/consent-value.ts';
import {
  CHOICE_ATTRIBUTE,
  CHOSEN_ATTRIBUTE,
  CONSENT_CHANGE_EVENT,
  CONSENT_COOKIE,
  LETTER_ATTRIBUTE,
  SETTINGS_ATTRIBUTE,
} from '../../browser/consent/constants.ts';
import { consentExpiry } from '../../browser/consent/cookie-jar.ts';
import { consentFirstPaintScript } from '../../browser/consent/first-paint.ts';
import { site } from '../site.ts';

const categories = site.cookies!.categories;
const known = knownLetters(categories);

/** The switches of the settings page: one per category that can be turned off, by its letter. */
const switchable = categories.filter((category) => category.canTurnOff && category.letter);

/**
 * Runs the script in a page of its own whose cookies are `cookie`, holding the notice's buttons and the settings page
 * (its switches disabled, as served); returns what it set and ways to click and to finish parsing.
 */
/** What the script reads of an event. */
interface FakeEvent {
  target: unknown;
  preventDefault(): void;
}

function runScript(cookie: string, { hydrated = false, protocol = 'http:' } = {}) {
  const settings = {
    querySelector: () => ({ removeAttribute: (name: string) => name === 'hidden' && (saidSaved = true) }),
  };
  let saidSaved = false;
  class Element {
    readonly attributes = new Map<string, string>();
    disabled = true;
    constructor(
      readonly kind: 'notice' | 'settings' | 'switch' | 'other',
      value: string | null,
    ) {
      if (kind === 'switch') this.attributes.set(LETTER_ATTRIBUTE, value!);
      else if (value) this.attributes.set(CHOICE_ATTRIBUTE, value);
    }
    closest(selector: string) {
      if (selector === `[${SETTINGS_ATTRIBUTE}] [${LETTER_ATTRIBUTE}]`) return this.kind === 'switch' ? this : null;
      if (selector === `[${CHOICE_ATTRIBUTE}]`) return this.attributes.has(CHOICE_ATTRIBUTE) ? this : null;
      if (selector === `[${SETTINGS_ATTRIBUTE}]`)
        return this.kind === 'switch' || this.kind === 'settings' ? settings : null;
      if (selector === 'section') return { contains: () => false };
      return null;
    }
    getAttribute(name: string) {
      return this.attributes.get(name) ?? null;
    }
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    }
  }
  const switches = switchable.map((category) => new Element('switch', category.letter!));
  const settingsButtons = (['accept', 'reject', 'save'] as const).map((choice) => new Element('settings', choice));
  const attributes = new Set<string>();
  const written: string[] = [];
  const listeners = new Map<string, (event: FakeEvent) => void>();
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
    get cookie() {
      return cookie;
    },
    set cookie(line: string) {
      written.push(line);
      cookie = line.split('; ')[0]!;
    },
    addEventListener: (type: string, listener: (event: FakeEvent) => void) => listeners.set(type, listener),
    querySelector: (selector: string) => (hydrated && selector.includes('#root') ? {} : null),
    querySelectorAll: (selector: string) =>
      selector === `[${SETTINGS_ATTRIBUTE}] [${LETTER_ATTRIBUTE}]`
        ? switches
        : selector === `[${SETTINGS_ATTRIBUTE}] button[disabled]`
          ? [...switches, ...settingsButtons].filter((element) => element.disabled)
          : [],
    getElementById: () => null,
    activeElement: null,
    dispatchEvent: (event: Event) => told.push(event.type),
  };
  const told: string[] = [];
  // Clicks whose default the script prevented: a button of the notice's form it answered is not also posted.
  let prevented = 0;
  const clickOn = (target: unknown) => listeners.get('click')!({ target, preventDefault: () => prevented++ });
  runInNewContext(consentFirstPaintScript(categories), {
    document,
    location: { protocol },
    crypto: globalThis.crypto,
    Element,
    Date,
    Uint8Array,
    Array,
    RegExp,
    Set,
    String,
    Event,
  });
  return {
    chosen: () => attributes.has(CHOSEN_ATTRIBUTE),
    written,
    /** The letters the cookie holds now, as the app reads them. */
    letters: () => decodeConsent(/(?:^|; )cookie_consent=([^;]*)/.exec(cookie)?.[1], known),
    prefix: () => /(?:^|; )cookie_consent=([A-Z]{10})/.exec(cookie)?.[1],
    parsed: () => listeners.get('DOMContentLoaded')!({ target: null, preventDefault: () => undefined }),
    click: (choice: string | null) => clickOn(new Element('notice', choice)),
    clickSettings: (choice: 'accept' | 'reject' | 'save') =>
      clickOn(settingsButtons.find((button) => button.getAttribute(CHOICE_ATTRIBUTE) === choice)),
    flip: (letter: string) => clickOn(switches.find((element) => element.getAttribute(LETTER_ATTRIBUTE) === letter)),
    /** How many clicks the script kept from their default action (the form's post). */
    prevented: () => prevented,
    /** The letters of the switches shown on, and whether every switch and button was enabled. */
    shown: () =>
      switches
        .filter((element) => element.getAttribute('aria-checked') === 'true')
        .map((element) => element.getAttribute(LETTER_ATTRIBUTE)!),
    enabled: () => [...switches, ...settingsButtons].every((element) => !element.disabled),
    saidSaved: () => saidSaved,
    /** The events dispatched for the app to read the cookie again. */
    told,
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
        expect(page.prevented(), 'the form is not posted too').toBe(1);
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
    expect(page.prevented()).toBe(0);
    const hydrated = runScript('', { hydrated: true });
    hydrated.click('accept');
    expect(hydrated.written).toEqual([]);
    expect(hydrated.chosen()).toBe(false);
    expect(hydrated.prevented(), "the app's own click handler prevents it then").toBe(0);
  });

  it('shows the switches of the settings page as the cookie holds them once the page is parsed, the defaults before any choice, and enables them', () => {
    const before = runScript('');
    before.parsed();
    expect(before.shown()).toEqual(
      defaultLetters(categories).filter((letter) => switchable.some((c) => c.letter === letter)),
    );
    expect(before.enabled()).toBe(true);
    expect(before.written).toEqual([]);
    const chosen = runScript(`${CONSENT_COOKIE}=${encodeConsent(rejectAllLetters(categories))}`);
    chosen.parsed();
    expect(chosen.shown()).toEqual([]);
  });

  it('answers any run of switches, Accept all, Reject all and Save with the cookie the app would write, and tells the app', () => {
    const step = fc.oneof(
      fc.constantFrom(...switchable.map((category) => ({ flip: category.letter! }))),
      fc.constantFrom(...(['accept', 'reject', 'save'] as const).map((choice) => ({ choice }))),
    );
    const start = fc.oneof(
      fc.constant(''),
      fc.subarray([...known]).map((letters) => `${CONSENT_COOKIE}=${encodeConsent(letters)}`),
    );
    fc.assert(
      fc.property(start, fc.array(step, { minLength: 1, maxLength: 8 }), (cookie, steps) => {
        const page = runScript(cookie);
        page.parsed();
        // The app's own steps: the settings it shows, and the letters its save writes.
        const startLetters = decodeConsent(/=(.*)$/.exec(cookie)?.[1], known);
        let shown: CookieSettings = settingsFromLetters(
          categories,
          new Set(startLetters ?? defaultLetters(categories)),
        );
        const startPrefix = prefixOf(/=(.*)$/.exec(cookie)?.[1]);
        for (const next of steps) {
          const letters =
            'flip' in next
              ? lettersFromSettings(categories, {
                  ...shown,
                  [switchable.find((c) => c.letter === next.flip)!.id]:
                    !shown[switchable.find((c) => c.letter === next.flip)!.id],
                })
              : next.choice === 'accept'
                ? acceptAllLetters(categories)
                : next.choice === 'reject'
                  ? rejectAllLetters(categories)
                  : lettersFromSettings(categories, shown);
          if ('flip' in next) page.flip(next.flip);
          else page.clickSettings(next.choice);
          shown = settingsFromLetters(categories, new Set(letters));
          expect(page.letters()).toEqual(new Set(letters));
          expect(/cookie_consent=[A-Z]{10}%7C([a-z]*)/.exec(page.written.at(-1)!)![1]).toBe(letters.join(''));
          expect(page.shown()).toEqual(switchable.filter((c) => shown[c.id]).map((c) => c.letter));
        }
        expect(page.chosen()).toBe(true);
        expect(page.saidSaved()).toBe(true);
        expect(page.told).toEqual(steps.map(() => CONSENT_CHANGE_EVENT));
        // A change of mind changes the letters only: the prefix of an earlier choice stays.
        if (startPrefix && startLetters) expect(page.prefix()).toBe(startPrefix);
      }),
      { numRuns: 500 },
    );
  });

  it('answers the settings page after hydration too (the app has no answer of its own there), and tells the app', () => {
    const page = runScript('', { hydrated: true });
    const letter = switchable[0]!.letter!;
    page.flip(letter);
    expect(page.written).toHaveLength(1);
    expect(page.letters()!.has(letter)).toBe(defaultLetters(categories).includes(letter) ? false : true);
    expect(page.told).toEqual([CONSENT_CHANGE_EVENT]);
    page.clickSettings('accept');
    expect(page.letters()).toEqual(new Set(acceptAllLetters(categories)));
    // The notice's buttons are the app's once it has hydrated.
    page.click('reject');
    expect(page.written).toHaveLength(2);
  });
});
