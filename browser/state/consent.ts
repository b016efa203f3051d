/**
 * Client state for consent and language. Server rendering and the first client render see the initial
 * values; the consent store (browser/consent/use-consent.ts) fills them from the cookies once the page runs.
 */
import { atom } from 'jotai';
import type { CookieSettings } from '../consent/categories.ts';

/** Whether the cookie notice is open. Starts closed, so a prerendered page never flashes it at a visitor who chose. */
export const cookieNoticeAtom = atom(false);

/** Whether each cookie category is allowed, by its id; null until the consent cookie has been read. */
export const cookieSettingsAtom = atom<CookieSettings | null>(null);

/**
 * The language of the page shown ("en", "nl"), set by the layout from its payload. Parts that format by language read
 * the page language of renderer/language.ts instead, which the prerendering server knows too.
 */
export const langAtom = atom<string>('en');
