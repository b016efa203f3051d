import type { ResponsivePictureProps } from '../renderer/ui/ResponsivePicture.tsx';
import { lazySection } from './lazy-section.tsx';

/**
 * The picture of a section that shows a drawing when it has none (a hero, a split): its code loads only on the pages
 * that show such a picture, before the page is hydrated or shown (the section's preload), so pages without one, such
 * as /pricing, carry none of it.
 */
export const { component: SectionPicture, preload: loadSectionPicture } = lazySection<ResponsivePictureProps>(
  () => import('../renderer/ui/ResponsivePicture.tsx'),
);
