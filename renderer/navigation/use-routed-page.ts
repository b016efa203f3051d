import { useEffect, useState } from 'react';
import { DEFAULT_ERROR_STATUS, NOT_FOUND } from '../error-status.ts';
import type { InitialPayload, PagePayload } from '../payload.ts';
import { useSections } from '../sections.ts';
import { loadedPage, loadPage, StaleSiteError } from './page-loader.ts';
import { isPage } from './page-exists.ts';
import { reloadAfterFailedLoad } from './reload-guard.ts';

export type RoutedView = { kind: 'page'; page: PagePayload } | { kind: 'error'; status: number };

/**
 * What to show for a pathname: the page when it is here and, while another page's data is on its way, the view that
 * was already on screen (no blank flash; `loading` is true).
 *
 * When the server answered with something this code cannot draw (no page data, data or code of another build), the
 * address itself is asked about (page-exists.ts): no page there shows the 404 view; a page there means a deploy
 * replaced the files, and the page reloads once (reload-guard.ts). Otherwise (the network failed), or when a reload
 * already happened within the minute, the error view shows. A load that failed is tried again when the browser comes
 * back online.
 */
export function useRoutedPage(
  pathname: string,
  initial: InitialPayload,
  initialStatus: number | undefined,
): { view: RoutedView; loading: boolean } {
  const resolve = (path: string): RoutedView | undefined => {
    if (path === initial.page?.route) return { kind: 'page', page: initial.page };
    if (initialStatus && !initial.page && path === firstPath) return { kind: 'error', status: initialStatus };
    const page = loadedPage(path);
    return page && { kind: 'page', page };
  };
  const [firstPath] = useState(pathname);
  const [shown, setShown] = useState<{ path: string; view: RoutedView }>(() => ({
    path: pathname,
    view: resolve(pathname) ?? { kind: 'error', status: DEFAULT_ERROR_STATUS },
  }));
  const ready = resolve(pathname);
  const reconnections = useReconnections();
  const sections = useSections();

  useEffect(() => {
    if (ready) {
      setShown({ path: pathname, view: ready });
      return;
    }
    let current = true;
    loadPage(pathname, sections).then(
      (page) => current && setShown({ path: pathname, view: { kind: 'page', page } }),
      async (error: unknown) => {
        const stale = error instanceof StaleSiteError;
        const missing = stale && !(await isPage(pathname));
        if (!current) return;
        if (missing) return setShown({ path: pathname, view: { kind: 'error', status: NOT_FOUND } });
        // The reload replaces this page; until then the previous view and the loading bar stay.
        if (stale && reloadAfterFailedLoad()) return;
        console.error(error);
        setShown({ path: pathname, view: { kind: 'error', status: DEFAULT_ERROR_STATUS } });
      },
    );
    return () => {
      current = false;
    };
    // A load that failed while offline is tried again each time the browser is back online.
  }, [pathname, reconnections]);

  return ready ? { view: ready, loading: false } : { view: shown.view, loading: shown.path !== pathname };
}

/** How many times the browser came back online: a count, so that a quick offline-online flap is never missed. */
function useReconnections(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const onOnline = () => setCount((previous) => previous + 1);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return count;
}
