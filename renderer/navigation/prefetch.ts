/**
 * Fetching the next page's data before the visitor clicks: on hover, focus or touch of an internal link, and when a
 * link scrolls into view (then only while the browser is idle, and not for visitors who asked to save data).
 * The pages' code is one bundle that is already loaded, so data is all there is to fetch. Whether prefetching is
 * allowed at all (online) is decided by the caller, use-prefetch.ts.
 */
import { loadedPage, loadPage } from './page-loader.ts';

/** The route an href leads to when it is another page of this site ("/pricing#faq" → "/pricing"), else null. */
export function routeOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href.split(/[?#]/, 1)[0] || null;
}

export function prefetchRoute(route: string): void {
  if (loadedPage(route)) return;
  // A failed prefetch is forgotten by the loader: the click itself asks again.
  loadPage(route).catch(() => undefined);
}

let observer: IntersectionObserver | undefined;
const onVisible = new WeakMap<Element, () => void>();

/** Calls `visible` once, when the element first enters the viewport. Returns a function that stops watching. */
export function whenVisible(element: Element, visible: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined' || savesData()) return () => undefined;
  observer ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer?.unobserve(entry.target);
      onVisible.get(entry.target)?.();
    }
  });
  onVisible.set(element, visible);
  observer.observe(element);
  return () => observer?.unobserve(element);
}

export function whenIdle(task: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(task);
  else setTimeout(task, 1);
}

function savesData(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;
}
