import type { PictureSection } from '../../schemas/site.types.ts';
import { lazySection } from '../lazy-section.tsx';
import { PICTURE_SIZES } from './picture-sizes.ts';

/** A picture with its caption: its entry in the registry, whose code loads only where it is shown; its picture is the page's largest paint when it opens the page. */
export const entry = {
  ...lazySection(() => import('./PictureView.tsx')),
  leadPicture: (section: PictureSection) => ({ image: section.image, sizes: PICTURE_SIZES }),
};
