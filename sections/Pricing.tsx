import type { PricingSection } from '../schemas/site.types.ts';
import type { Numbered } from '../site/resolve-site.ts';
import { lazySection } from './lazy-section.tsx';

/** Plan cards, billing switch and comparison table (sections/pricing/). Its code loads only where it is shown. */
export const Pricing = lazySection<{ section: Numbered<PricingSection> }>(() => import('./pricing/PricingView.tsx').then((module) => module.PricingView));
