/**
 * The language of the page shown, for the parts that write addresses: a link of site.json names a page by its route
 * in the default language ("/pricing"), and a Dutch page links to its Dutch twin ("/nl/pricing").
 */
import { createContext, useContext } from 'react';
import { ENGLISH, languageOfPath, routeIn, type Language } from '../site/languages.ts';

export interface PageLanguage {
  language: Language;
  /** Every language of the site, the default first. */
  languages: Language[];
}

export const LanguageContext = createContext<PageLanguage>({ language: ENGLISH, languages: [ENGLISH] });

export const usePageLanguage = () => useContext(LanguageContext);

/**
 * An internal address as the page's language writes it: "/pricing#faq" → "/nl/pricing#faq" on a Dutch page. An
 * address already in a language (the language switch's) and an anchor of the same page ("#faq") stay as they are.
 */
export function localHref(href: string, { language, languages }: PageLanguage): string {
  if (!href.startsWith('/') || languageOfPath(href, languages) !== languages[0]) return href;
  return routeIn(href, language);
}

/** Whether an internal address leads to a page of another language than the one shown. */
export function leavesLanguage(href: string, { language, languages }: PageLanguage): boolean {
  return href.startsWith('/') && languageOfPath(href, languages).code !== language.code;
}
