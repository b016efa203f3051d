import { providePrerenderedCatalog } from '../../browser/api/prerendered-catalog.ts';
import { catalogAtBuild } from '../../server/api/catalog-at-build.ts';
import { preloadLazySections } from '../../sections/lazy-section.tsx';
import { loadAllDrawings } from '../../sections/illustrations/drawing-code.ts';

/** Before a page is prerendered: the code of sections and drawings loaded on demand, and the prices, when the build can get them. */
export async function onBeforeRender() {
  const [, , catalog] = await Promise.all([preloadLazySections(), loadAllDrawings(), catalogAtBuild()]);
  providePrerenderedCatalog(catalog);
}
