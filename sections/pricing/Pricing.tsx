import { lazySection } from '../lazy-section.tsx';

/** Plan cards, billing switch and comparison table: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./PricingView.tsx'));
