import { lazySection } from '../lazy-section.tsx';

/** A picture with its caption: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./PictureView.tsx'));
