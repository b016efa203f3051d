/**
 * The contact form reads site.json's "contactForm" (its fields, rules and messages), and writes ids: each field and
 * its error, the consent box and the heading beside the form.
 */
import { CONTACT_FIELDS } from '../../browser/contact/rules.ts';
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'contactForm'> = {
  readsSite: ['contactForm'],
  ids: () =>
    [
      ...CONTACT_FIELDS.flatMap((name) => [`contact-${name}`, `contact-${name}-error`]),
      'contact-consent',
      'contact-consent-error',
      'contact-aside-heading',
    ].map((id) => ({ id, by: 'the contact form, for one of its fields' })),
};
