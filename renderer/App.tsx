import { useEffect, useMemo } from 'react';
import { HYDRATED_ATTRIBUTE } from '../browser/consent/constants.ts';
import { LanguageContext } from './language.ts';
import { RoutedPage } from './navigation/RoutedPage.tsx';
import type { InitialPayload } from './payload.ts';
import { SectionsContext, type SectionRegistry } from './sections.ts';

export interface AppProps {
  payload: InitialPayload;
  /** Set when the first load is the error page (404 for an unknown path). */
  errorStatus?: number;
  /** How each section type is drawn: sections/registry.ts, handed in by the entries. */
  sections: SectionRegistry;
}

/**
 * The whole site for one location. Every address is drawn by RoutedPage, which reads the location itself: the router
 * (BrowserRouter, StaticRouter) gives history, links and the location, and its route matching is not used.
 */
export function App({ sections, ...props }: AppProps) {
  // Marks the moment the page became interactive (tests and styles that need JavaScript wait for it).
  useEffect(() => document.getElementById('root')?.setAttribute(HYDRATED_ATTRIBUTE, ''), []);
  const { language, languages } = props.payload.layout;
  return (
    <SectionsContext.Provider value={sections}>
      <LanguageContext.Provider value={useMemo(() => ({ language, languages }), [language, languages])}>
        <RoutedPage {...props} />
      </LanguageContext.Provider>
    </SectionsContext.Provider>
  );
}
