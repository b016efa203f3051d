import type { QuotesSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** Customers' quotes in cards: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<QuotesSection> }>(() => import('./QuotesView.tsx').then((module) => module.QuotesView));
