/**
 * A section whose code only the pages showing it download, so it weighs nothing on every other page. Before the
 * server renders a page, preloadLazySections() (pages/index/+onBeforeRender.ts) loads them all, so the prerendered
 * HTML is complete; in the browser React keeps that HTML on screen until the section's code has arrived (a fraction
 * of a second), then hydrates it.
 */
import { lazy, memo, Suspense, type ComponentType } from 'react';

const preloads: (() => Promise<void>)[] = [];

export function preloadLazySections(): Promise<void[]> {
  return Promise.all(preloads.map((preload) => preload()));
}

export function lazySection<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let serverView: ComponentType<P> | undefined;
  preloads.push(() => load().then((View) => void (serverView = View)));
  const BrowserView = lazy(() => load().then((View) => ({ default: View })));
  // memo: a parent re-rendering while the code is still on its way would make React give up hydrating the prerendered
  // HTML and blank the section until the code arrives. With the same props, the boundary is left alone.
  const Boundary = memo(function Boundary(props: P) {
    const View = (import.meta.env.SSR && serverView) || BrowserView;
    return (
      <Suspense fallback={null}>
        <View {...props} />
      </Suspense>
    );
  });
  function LazySection(props: P) {
    return <Boundary {...props} />;
  }
  // Client navigation fetches the code with the page's data (renderer/navigation/page-loader.ts), so the loading bar
  // covers it, a prefetch fetches it, and a missing chunk leads to the guarded reload.
  return Object.assign(LazySection, { preload: load });
}
