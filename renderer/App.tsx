import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { DEFAULT_ERROR_STATUS, ErrorFallback, ErrorView } from './ErrorView.tsx';
import { Layout } from './layout/Layout.tsx';
import { applyHead } from './navigation/head.ts';
import { useRoutedPage } from './navigation/use-routed-page.ts';
import { PageView } from './PageView.tsx';
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

function RoutedPage({ payload, errorStatus }: AppProps) {
  const { pathname } = useLocation();
  const { view } = useRoutedPage(pathname, payload, errorStatus);
  const { errorPage, site } = payload.layout;

  useEffect(() => {
    if (view.kind === 'page') applyHead({ title: view.page.title, description: view.page.description, canonical: site.origin + view.page.route });
    else applyHead({ title: view.status === 404 ? errorPage.notFoundTitle : errorPage.title, description: errorPage.description });
  }, [view]);

  const errorView = (status: number) => (
    <ErrorBoundary fallback={<ErrorFallback copy={errorPage} />}>
      <ErrorView copy={errorPage} status={status} />
    </ErrorBoundary>
  );
  if (view.kind === 'error') return errorView(view.status);
  return (
    <ErrorBoundary resetKey={pathname} fallback={errorView(DEFAULT_ERROR_STATUS)}>
      <PageView page={view.page} />
    </ErrorBoundary>
  );
}
