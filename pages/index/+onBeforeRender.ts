import { providePrerenderedCatalog } from '../../browser/api/prerendered-catalog.ts';
import { catalogAtBuild } from '../../server/api/catalog-at-build.ts';
import { preloadLazySections } from '../../sections/lazy-section.tsx';

/** Before a page is prerendered: the code of sections loaded on demand, and the prices, when the build can get them. */
export async function onBeforeRender() {
  const [, catalog] = await Promise.all([preloadLazySections(), catalogAtBuild()]);
  providePrerenderedCatalog(catalog);
}
