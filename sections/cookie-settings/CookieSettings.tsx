import { lazySection } from '../lazy-section.tsx';

/** The cookie categories with their switches: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection(() => import('./CookieSettingsView.tsx'));
