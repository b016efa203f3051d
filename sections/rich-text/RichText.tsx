import type { RichTextSection as RichTextSectionConfig } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** Long formatted text with its table of contents, the legal pages': its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<RichTextSectionConfig> }>(() => import('./RichTextView.tsx').then((module) => module.RichTextView));
