import { useEffect } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout/Layout.tsx';
import { RoutedPage } from './navigation/RoutedPage.tsx';
import type { InitialPayload } from './payload.ts';

export interface AppProps {
  payload: InitialPayload;
  /** Set when the first load is the error page (404 for an unknown path). */
  errorStatus?: number;
}

export function App(props: AppProps) {
  // Marks the moment the page became interactive (tests and styles that need JavaScript wait for it).
  useEffect(() => document.getElementById('root')?.setAttribute('data-hydrated', ''), []);
  return (
    <Layout layout={props.payload.layout}>
      <Routes>
        <Route path="*" element={<RoutedPage {...props} />} />
      </Routes>
    </Layout>
  );
}
