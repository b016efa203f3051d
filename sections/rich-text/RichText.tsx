import { lazySection } from '../lazy-section.tsx';

/** Long formatted text with its table of contents, the legal pages': its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./RichTextView.tsx'));
