/**
 * The page for the current URL inside the layout (header, footer): in <main>, the page's sections or the error page,
 * plus what moving between pages needs (the loading bar, the announcement, scroll and focus). The layout is drawn
 * here because its language switch follows the view: from the 404 view it leads to the other language's home page.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { DEFAULT_ERROR_STATUS, NOT_FOUND } from '../error-status.ts';
import { ErrorFallback, ErrorView } from '../ErrorView.tsx';
import { headFields } from '../head.ts';
import { Layout } from '../layout/Layout.tsx';
import { PageView } from '../PageView.tsx';
import type { InitialPayload, LayoutPayload, PagePayload } from '../payload.ts';
import { applyHead } from './apply-head.ts';
import { LoadingBar } from './LoadingBar.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { usePageTransition } from './use-page-transition.ts';
import { useRoutedPage } from './use-routed-page.ts';
import { useWebFontOnLaterPages } from './web-font.ts';

export function RoutedPage({ payload, errorStatus }: { payload: InitialPayload; errorStatus?: number | undefined }) {
  const { pathname } = useLocation();
  const { view, loading } = useRoutedPage(pathname, payload, errorStatus);
  const announcement = usePageTransition(!loading);
  useWebFontOnLaterPages(view.kind === 'page' ? view.page.route : `error ${view.status}`);
  const { layout } = payload;
  // Once the 404 view is shown, the language switch leads to the other language's home; while a page loads, to its twin.
  const notFound = !loading && view.kind === 'error' && view.status === NOT_FOUND;

  return (
    <Layout layout={layout} notFound={notFound}>
      <LoadingBar active={loading} label={layout.assistiveText.pageLoading} />
      {view.kind === 'error' ? (
        <ErrorScreen layout={layout} status={view.status} pathname={pathname} />
      ) : (
        // A section that throws shows the error page in its place; header and footer stay.
        <ErrorBoundary
          resetKey={view.page.route}
          fallback={<ErrorScreen layout={layout} status={DEFAULT_ERROR_STATUS} pathname={pathname} />}
        >
          <PageScreen layout={layout} page={view.page} />
        </ErrorBoundary>
      )}
      <RouteAnnouncer message={announcement} />
    </Layout>
  );
}

// Heads are written in layout effects of these children: they run before the page transition (in the parent)
// reads the title to announce, and only for what actually rendered (a page that threw never sets its title).

function PageScreen({ layout, page }: { layout: LayoutPayload; page: PagePayload }) {
  useLayoutEffect(() => applyHead(headFields(layout, page, undefined)), [layout, page]);
  return <PageView page={page} />;
}

function ErrorScreen({ layout, status, pathname }: { layout: LayoutPayload; status: number; pathname: string }) {
  useLayoutEffect(() => applyHead(headFields(layout, null, status)), [layout, status]);
  return (
    // Should the error page itself fail, a plain message with a link home: the visitor never gets a blank page.
    <ErrorBoundary resetKey={pathname} fallback={<ErrorFallback copy={layout.errorPage} />}>
      <ErrorView copy={layout.errorPage} status={status} />
    </ErrorBoundary>
  );
}
