import type { ContactFormSection } from '../schemas/site.types.ts';
import type { Numbered } from '../site/resolve-site.ts';
import { lazySection } from './lazy-section.tsx';

/** The contact form (sections/contact/). Its code loads only where it is shown. */
export const ContactForm = lazySection<{ section: Numbered<ContactFormSection> }>(() => import('./contact/ContactFormView.tsx').then((module) => module.ContactFormView));
