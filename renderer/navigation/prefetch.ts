/**
 * Fetching the next page before the visitor clicks. On hover, focus or touch of an internal link: its data and the
 * code split off its sections (drawings, pricing, the form). When a link scrolls into view: its data only, while the
 * browser is idle and not for visitors who asked to save data; code waits for a sign of intent, so a first visit
 * downloads no JavaScript it does not run. Whether prefetching is allowed at all (online) is decided by the caller,
 * use-prefetch.ts.
 */
import type { SectionRegistry } from '../sections.ts';
import { fetchPageData, loadedPage, loadPage } from './page-loader.ts';

/** The page with its code (`withCode`), or its data only. */
export function prefetchRoute(route: string, sections: SectionRegistry, { withCode }: { withCode: boolean }): void {
  if (loadedPage(route)) return;
  // A failed prefetch is forgotten by the loader: the click itself asks again.
  (withCode ? loadPage(route, sections) : fetchPageData(route, sections)).catch(() => undefined);
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
