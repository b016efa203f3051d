import type { LogosSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** A row of customers' logos: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<LogosSection> }>(() => import('./LogosView.tsx').then((module) => module.LogosView));
