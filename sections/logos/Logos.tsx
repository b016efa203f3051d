import { lazySection } from '../lazy-section.tsx';

/** A row of customers' logos: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./LogosView.tsx'));
