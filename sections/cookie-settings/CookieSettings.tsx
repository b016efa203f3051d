import type { CookieSettingsSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** The cookie categories with their switches: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<CookieSettingsSection> }>(() => import('./CookieSettingsView.tsx').then((module) => module.CookieSettingsView));
