import type { PricingSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** Plan cards, billing switch and comparison table: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<PricingSection> }>(() => import('./PricingView.tsx').then((module) => module.PricingView));
