/**
 * The text of the consent cookie: 10 random uppercase letters, the encoded separator "%7C" (13 characters
 * so far), then one letter per allowed category, for example "QZKWMBTRAX%7Cnfrst". Pure functions: the cookie jar
 * reads and writes the text, these turn it into letters and back.
 */
import { ENCODED_SEPARATOR, LETTERS_START, PREFIX_LENGTH } from './constants.ts';

/** The letters of the random prefix. */
export const UPPERCASE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** PREFIX_LENGTH random uppercase letters, from the browser's (or Node's) cryptographic random source. */
export function randomPrefix(
  randomBytes: (count: number) => ArrayLike<number> = (count) => crypto.getRandomValues(new Uint8Array(count)),
): string {
  return Array.from(randomBytes(PREFIX_LENGTH), (byte) => UPPERCASE[byte % UPPERCASE.length]).join('');
}

/** The cookie text for a set of allowed letters, written in the order given (each once). */
export function encodeConsent(letters: Iterable<string>, prefix: string = randomPrefix()): string {
  return prefix + ENCODED_SEPARATOR + [...new Set(letters)].join('');
}

/** The random prefix of a cookie text of this site's form, kept when a choice changes only the letters. */
export function prefixOf(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.length < LETTERS_START) return undefined;
  const prefix = text.slice(0, PREFIX_LENGTH);
  const separator = text.slice(PREFIX_LENGTH, LETTERS_START);
  return /^[A-Z]+$/.test(prefix) && separator.toUpperCase() === ENCODED_SEPARATOR.toUpperCase() ? prefix : undefined;
}

/**
 * The allowed letters in a cookie text, or null when the text is missing or not a consent value of this site: a wrong
 * length or prefix, another separator, or a letter no category uses (a value from an older or foreign scheme). Null
 * means "no consent yet", so the notice asks again. Never throws.
 */
export function decodeConsent(text: unknown, knownLetters: ReadonlySet<string>): Set<string> | null {
  if (typeof text !== 'string' || prefixOf(text) === undefined) return null;
  const letters = [...text.slice(LETTERS_START)];
  if (!letters.every((letter) => knownLetters.has(letter))) return null;
  return new Set(letters);
}
