import { useAtomValue } from 'jotai';
import { useEffect, useRef } from 'react';
import { onlineAtom } from '../../browser/state/online.ts';
import { useSections } from '../sections.ts';
import { prefetchRoute, whenIdle, whenVisible } from './prefetch.ts';
import { routeOf } from './route-of.ts';

/**
 * Prefetching for one link (see prefetch.ts): returns the ref to put on the link and the handler for hover, focus
 * and touch. Offline, nothing is prefetched and nothing is watched; back online, watching starts again.
 */
export function usePrefetch(href: string, enabled: boolean) {
  const online = useAtomValue(onlineAtom);
  const sections = useSections();
  const route = enabled ? routeOf(href) : null;
  const ref = useRef<HTMLAnchorElement>(null);
  const allowed = useRef(false);
  allowed.current = online && route !== null;

  useEffect(() => {
    const element = ref.current;
    if (!online || !route || !element) return;
    return whenVisible(element, () =>
      whenIdle(() => allowed.current && prefetchRoute(route, sections, { withCode: false })),
    );
  }, [online, route, sections]);

  const prefetch = () => {
    if (allowed.current && route) prefetchRoute(route, sections, { withCode: true });
  };
  return { ref, prefetch };
}
