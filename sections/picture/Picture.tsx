import type { PictureSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** A picture with its caption: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<PictureSection> }>(() => import('./PictureView.tsx').then((module) => module.PictureView));
