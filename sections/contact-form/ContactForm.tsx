import { lazySection } from '../lazy-section.tsx';

/** The contact form: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./ContactFormView.tsx'));
