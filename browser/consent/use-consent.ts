/**
 * The consent store: keeps the consent cookie, the jotai atoms and Google Analytics in step.
 * - useConsentStartup (once, in the layout): read the cookies when the page starts, whenever the tab comes back
 *   into view (the visitor may have chosen in the settings tab the notice opened) and when the settings page's
 *   script saved a choice;
 * - useConsentChoices: the settings read, and the notice's accept all and reject all.
 */
import { useSetAtom, useAtomValue } from 'jotai';
import { createContext, useContext, useEffect } from 'react';
import type { ConsentSetup } from '../../renderer/payload.ts';
import { cookieNoticeAtom, cookieSettingsAtom, langAtom } from '../state/consent.ts';
import { applyAnalyticsConsent } from './analytics.ts';
import {
  acceptAllLetters,
  defaultSettings,
  knownLetters,
  rejectAllLetters,
  settingsFromLetters,
  type CookieSettings,
} from './categories.ts';
import { decodeConsent, encodeConsent, prefixOf } from './consent-value.ts';
import { declareConsentCategories } from './has-consent.ts';
import { readConsentCookie, writeConsentCookie } from './cookie-jar.ts';
import { CONSENT_CHANGE_EVENT } from './constants.ts';

/** The cookie notice's copy and each category's letter and flags, given by the layout; undefined: no "cookies". */
export const ConsentConfig = createContext<ConsentSetup | undefined>(undefined);

export const useConsentConfig = () => useContext(ConsentConfig);

export function useConsentStartup(config: ConsentSetup | undefined, language: string): void {
  const setNotice = useSetAtom(cookieNoticeAtom);
  const setSettings = useSetAtom(cookieSettingsAtom);
  const setLang = useSetAtom(langAtom);
  // During render, so that hasConsent() knows the categories in every effect and handler below the layout.
  declareConsentCategories(config?.categories ?? []);

  useEffect(() => {
    // Nothing is written here: before the visitor answers the notice the site stores nothing, and the language
    // cookie is the language switch's alone (a choice the visitor made).
    setLang(language);

    const readConsent = () => {
      const categories = config?.categories ?? [];
      const letters = config ? decodeConsent(readConsentCookie(), knownLetters(categories)) : null;
      setSettings(letters ? settingsFromLetters(categories, letters) : defaultSettings(categories));
      setNotice(config !== undefined && letters === null);
      // No valid choice means no consent, whatever the defaults say.
      applyAnalyticsConsent(categories, letters ? settingsFromLetters(categories, letters) : null);
    };
    readConsent();
    const onVisible = () => {
      if (document.visibilityState === 'visible') readConsent();
    };
    document.addEventListener('visibilitychange', onVisible);
    // The settings page's choices are saved by the page's head script (first-paint.ts), which then says so.
    document.addEventListener(CONSENT_CHANGE_EVENT, readConsent);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener(CONSENT_CHANGE_EVENT, readConsent);
    };
  }, [config, language]);
}

export interface ConsentChoices {
  /** null until the consent cookie has been read in the browser. */
  settings: CookieSettings | null;
  acceptAll(): void;
  rejectAll(): void;
}

export function useConsentChoices(): ConsentChoices {
  const categories = useConsentConfig()?.categories ?? [];
  const settings = useAtomValue(cookieSettingsAtom);
  const setNotice = useSetAtom(cookieNoticeAtom);
  const setSettings = useSetAtom(cookieSettingsAtom);

  const save = (letters: string[]) => {
    // A change of mind changes the letters only (a switch adds or removes its own letter); the prefix stays.
    writeConsentCookie(encodeConsent(letters, prefixOf(readConsentCookie())));
    const saved = settingsFromLetters(categories, new Set(letters));
    setSettings(saved);
    setNotice(false);
    applyAnalyticsConsent(categories, saved);
  };
  return {
    settings,
    acceptAll: () => save(acceptAllLetters(categories)),
    rejectAll: () => save(rejectAllLetters(categories)),
  };
}
