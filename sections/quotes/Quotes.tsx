import { lazySection } from '../lazy-section.tsx';

/** Customers' quotes in cards: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./QuotesView.tsx'));
