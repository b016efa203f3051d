import type { CookieSettingsSection } from '../schemas/site.types.ts';
import type { Numbered } from '../site/resolve-site.ts';
import { lazySection } from './lazy-section.tsx';

/** The cookie categories with their switches (sections/cookie-settings/). Its code loads only where it is shown. */
export const CookieSettings = lazySection<{ section: Numbered<CookieSettingsSection> }>(() => import('./cookie-settings/CookieSettingsView.tsx').then((module) => module.CookieSettingsView));
