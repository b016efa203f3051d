/**
 * What the visitor has typed into the contact form. Kept in the page's state rather than in the form, so it survives
 * a visit to another page of the site (the privacy policy, say) and every failed attempt to send; cleared once sent.
 */
import { atom } from 'jotai';
import type { ContactValues } from '../contact/rules.ts';

export interface ContactDraft {
  values: ContactValues;
  consent: boolean;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = { values: { fullName: '', email: '', message: '' }, consent: false };

export const contactDraftAtom = atom<ContactDraft>(EMPTY_CONTACT_DRAFT);
