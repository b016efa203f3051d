/**
 * A section whose code only the pages showing it download, so it weighs nothing on every other page. Before the
 * server renders a page, preloadLazySections() (pages/index/+onBeforeRender.ts) loads them all, so the prerendered
 * HTML is complete; in the browser the code of the page's sections is loaded before hydrating or showing the page.
 */
import { lazy, Suspense, type ComponentType } from 'react';

const preloads: (() => Promise<void>)[] = [];

export function preloadLazySections(): Promise<void[]> {
  return Promise.all(preloads.map((preload) => preload()));
}

/**
 * A registry entry's component and preload, for a section whose code is split off: `load` imports the module whose
 * default export is the section's component, as React's lazy() takes it (one property read here rather than a
 * named one in each entry keeps the code every page loads smaller).
 */
export function lazySection<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
): { component: ComponentType<P>; preload: () => Promise<void> } {
  // Set once the code is here: before rendering on the server (preloadLazySections), and in the browser before
  // hydrating (renderer/+client.tsx) or showing a page it navigates to (renderer/navigation/page-loader.ts).
  let view: ComponentType<P> | undefined;
  const preload = () => load().then((module) => void (view = module.default));
  preloads.push(preload);
  // Only for a render that comes before the code (a preload that failed): React waits for it in a Suspense boundary.
  const BrowserView = lazy(load);
  function LazySection(props: P) {
    const View = view ?? BrowserView;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  }
  // Client navigation fetches the code with the page's data (renderer/navigation/page-loader.ts), so the loading bar
  // covers it, a prefetch fetches it, and a missing chunk leads to the guarded reload.
  return { component: LazySection, preload };
}
