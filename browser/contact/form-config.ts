import { createContext } from 'react';
import type { ContactForm } from '../../schemas/site.types.ts';

/** site.json's contact form (fields, rules, messages), given to the page by the Layout from the layout payload. */
export const ContactFormConfig = createContext<ContactForm | undefined>(undefined);
