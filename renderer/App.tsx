import { useEffect, useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LanguageContext } from './language.ts';
import { Layout } from './layout/Layout.tsx';
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

/** The whole site for one location. */
export function App({ sections, ...props }: AppProps) {
  // Marks the moment the page became interactive (tests and styles that need JavaScript wait for it).
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  const { language, languages } = props.payload.layout;
  return (
    <SectionsContext.Provider value={sections}>
      <LanguageContext.Provider value={useMemo(() => ({ language, languages }), [language, languages])}>
        <Layout layout={props.payload.layout}>
          <Routes>
            <Route path="*" element={<RoutedPage {...props} />} />
          </Routes>
        </Layout>
      </LanguageContext.Provider>
    </SectionsContext.Provider>
  );
}
