/** Sending the contact form's message with POST /api/contact, and the state of that call. */
import { atom, type Getter, type Setter } from 'jotai';
import type { ContactRequest } from '../../schemas/site.types.ts';
import { sendContactEmail } from '../api/contact.ts';
import { idle, tracked, type RequestState } from './request-state.ts';

export const sendContactEmailStateAtom = atom<RequestState>(idle);

export const sendContactEmailAtom = atom(null, (_get: Getter, set: Setter, request: ContactRequest) =>
  tracked(set, sendContactEmailStateAtom, () => sendContactEmail(request)),
);
