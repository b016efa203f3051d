/**
 * What a visitor expects when the page changes:
 * - a new page starts at the top, or at its hash target (also for anchors on the same page; on a first load the
 *   browser does it from the HTML);
 * - back and forward return to where the visitor was on that entry;
 * - keyboard and screen-reader users land on the new page's h1 (or main), and its title is announced.
 * Runs once the new view is on screen (`ready`), not when the URL changes while its data is still loading.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useLocation, useNavigationType, type Location } from 'react-router-dom';
import { rememberedScrollPosition, rememberScrollPosition, storeScrollPositions } from './scroll-positions.ts';

/** One history entry. The hash is part of it: entries made by plain fragment links carry no React Router key. */
const entryOf = (location: Location) => `${location.key}|${location.pathname}${location.search}${location.hash}`;

/** Returns the text for the page-change live region: the new page's title, once the head carries it. */
export function usePageTransition(ready: boolean): string {
  const location = useLocation();
  const navigationType = useNavigationType();
  const shownEntry = useRef<{ entry: string; pathname: string } | null>(null);
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    // The browser's own restoration would fire before the restored page is drawn; this hook does it instead.
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const record = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(
        () => shownEntry.current && rememberScrollPosition(shownEntry.current.entry, window.scrollY),
      );
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', storeScrollPositions);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', storeScrollPositions);
    };
  }, []);

  // A layout effect: the new page is placed before it is painted, so it never flashes at the old position.
  useLayoutEffect(() => {
    if (!ready) return;
    const entry = entryOf(location);
    const before = shownEntry.current;
    if (before?.entry === entry) return;
    shownEntry.current = { entry, pathname: location.pathname };
    const firstLoad = before === null;
    const samePage = before?.pathname === location.pathname;
    const target = hashTarget(location.hash);
    const remembered = navigationType === 'POP' ? rememberedScrollPosition(entry) : undefined;

    if (firstLoad) {
      // The browser itself scrolls a first load to its hash target (the prerendered HTML holds it); a second scroll
      // here would fight its (smooth) scrolling. Without a hash, a reload returns to where the visitor was.
      if (!location.hash && remembered !== undefined)
        window.scrollTo({ top: remembered, left: 0, behavior: 'instant' });
      return;
    }
    if (remembered !== undefined) window.scrollTo({ top: remembered, left: 0, behavior: 'instant' });
    // An anchor on the page already shown scrolls as the styles say (smoothly, unless motion is reduced).
    else if (target) target.scrollIntoView({ behavior: samePage ? 'auto' : 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });

    const focusTarget =
      target ??
      (samePage
        ? null
        : (document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('main')));
    if (focusTarget) focusWithoutScrolling(focusTarget);
    if (!samePage) setAnnouncement(document.title);
  }, [location, ready]);

  return announcement;
}

function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}

function focusWithoutScrolling(element: HTMLElement): void {
  // Headings and sections are not focusable by default; -1 lets a script focus them without adding a Tab stop.
  if (!element.hasAttribute('tabindex') && element.tabIndex < 0) element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}
