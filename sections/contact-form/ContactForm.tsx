import type { ContactFormSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { lazySection } from '../lazy-section.tsx';

/** The contact form: its entry in the registry, whose code loads only where it is shown. */
export const entry = lazySection<{ section: Numbered<ContactFormSection> }>(() => import('./ContactFormView.tsx').then((module) => module.ContactFormView));
