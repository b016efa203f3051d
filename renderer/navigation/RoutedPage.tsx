/**
 * The body of the page for the current URL: the page's sections, or the error page, plus what moving between pages
 * needs (the loading bar, the announcement, scroll and focus). Header and footer stay outside, in the Layout.
 */
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { ErrorPageCopy } from '../../schemas/site.types.ts';
import { ErrorBoundary } from '../ErrorBoundary.tsx';
import { DEFAULT_ERROR_STATUS, ErrorFallback, ErrorView, NOT_FOUND } from '../ErrorView.tsx';
import { PageView } from '../PageView.tsx';
import type { InitialPayload, PagePayload } from '../payload.ts';
import { applyHead } from './head.ts';
import { LoadingBar } from './LoadingBar.tsx';
import { RouteAnnouncer } from './RouteAnnouncer.tsx';
import { usePageTransition } from './use-page-transition.ts';
import { useRoutedPage } from './use-routed-page.ts';

export function RoutedPage({ payload, errorStatus }: { payload: InitialPayload; errorStatus?: number | undefined }) {
  const { pathname } = useLocation();
  const { view, loading } = useRoutedPage(pathname, payload, errorStatus);
  const announcement = usePageTransition(!loading);
  const { errorPage, site, assistiveText } = payload.layout;

  return (
    <>
      <LoadingBar active={loading} label={assistiveText.pageLoading} />
      {view.kind === 'error' ? (
        <ErrorScreen copy={errorPage} status={view.status} pathname={pathname} />
      ) : (
        // A section that throws shows the error page in its place; header and footer stay.
        <ErrorBoundary resetKey={view.page.route} fallback={<ErrorScreen copy={errorPage} status={DEFAULT_ERROR_STATUS} pathname={pathname} />}>
          <PageScreen page={view.page} origin={site.origin} />
        </ErrorBoundary>
      )}
      <RouteAnnouncer message={announcement} />
    </>
  );
}

// Heads are written in layout effects of these children: they run before the page transition (in the parent)
// reads the title to announce, and only for what actually rendered (a page that threw never sets its title).

function PageScreen({ page, origin }: { page: PagePayload; origin: string }) {
  useLayoutEffect(() => applyHead({ title: page.title, description: page.description, canonical: origin + page.route }), [page, origin]);
  return <PageView page={page} />;
}

function ErrorScreen({ copy, status, pathname }: { copy: ErrorPageCopy; status: number; pathname: string }) {
  useLayoutEffect(() => applyHead({ title: status === NOT_FOUND ? copy.notFoundTitle : copy.title, description: copy.description }), [copy, status]);
  return (
    // Should the error page itself fail, a plain message with a link home (SPEC §8).
    <ErrorBoundary resetKey={pathname} fallback={<ErrorFallback copy={copy} />}>
      <ErrorView copy={copy} status={status} />
    </ErrorBoundary>
  );
}
