/**
 * The contact form's behaviour: the typed text (kept in the page's state, see browser/state/contact-draft.ts), the
 * rules of site.json run on submit and then on every change, focus on the first invalid field, one send at a time,
 * and the outcome — sent (form cleared) or failed (everything typed kept).
 */
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { asApiError, type ApiError } from '../../browser/api/api-error.ts';
import {
  CONTACT_FIELDS,
  contactProblems,
  contactRequest,
  type ContactFieldName,
  type ContactProblems,
  type ContactValues,
} from '../../browser/contact/rules.ts';
import { sendContactEmailAtom, sendContactEmailStateAtom } from '../../browser/state/contact.ts';
import { contactDraftAtom, EMPTY_CONTACT_DRAFT } from '../../browser/state/contact-draft.ts';
import { takeTypedCheck, takeTypedText } from '../../browser/typed-before-hydration.ts';
import type { ContactForm } from '../../schemas/site.types.ts';
import { fieldId } from './ContactField.tsx';

export type Outcome = { kind: 'sent' } | { kind: 'failed'; error: ApiError } | null;

type Focusable = { focus(): void } | null;

export function useContactForm(form: ContactForm) {
  const [draft, setDraft] = useAtom(contactDraftAtom);
  const { requesting } = useAtomValue(sendContactEmailStateAtom);
  const send = useSetAtom(sendContactEmailAtom);
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Until this code runs, the browser itself posts the form (to the local API); the form says once it sends itself.
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // What was typed into the prerendered fields before this code ran; hydrating emptied them.
    setDraft((current) => ({
      values: Object.fromEntries(
        CONTACT_FIELDS.map((name) => [name, takeTypedText(fieldId(name)) ?? current.values[name]]),
      ) as ContactValues,
      consent: takeTypedCheck(fieldId('consent')) ?? current.consent,
    }));
    setReady(true);
  }, []);

  const inputs = useRef<Partial<Record<ContactFieldName | 'consent', Focusable>>>({});
  const outcomeRef = useRef<HTMLParagraphElement>(null);

  // Rules are shown from the first attempt to send on, and follow every change after that.
  const problems: ContactProblems = checked ? contactProblems(draft.values, form) : {};
  const consentMissing = checked && !draft.consent;

  // Focus moves after the render that shows the errors, so a screen reader reads the field with its error.
  const [focusRequest, setFocusRequest] = useState<{ target: ContactFieldName | 'consent' } | null>(null);
  useEffect(() => {
    if (focusRequest) inputs.current[focusRequest.target]?.focus();
  }, [focusRequest]);
  // The outcome takes focus, so it is read out and keyboard users go on from there: the confirmation once sent, the
  // failure message otherwise (the send button they pressed was disabled while sending, which let focus drop).
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  const setValue = (name: ContactFieldName, value: string) =>
    setDraft((current) => ({ ...current, values: { ...current.values, [name]: value } }));
  const setConsent = (consent: boolean) => setDraft((current) => ({ ...current, consent }));

  // The page's code sends the form itself; the browser's own post (to the local API) is for when it is not there.
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (requesting) return;
    setChecked(true);
    setOutcome(null);
    const invalid = CONTACT_FIELDS.find((name) => contactProblems(draft.values, form)[name]);
    if (invalid || !draft.consent) {
      setFocusRequest({ target: invalid ?? 'consent' });
      return;
    }
    try {
      await send(contactRequest(draft.values));
      setDraft(EMPTY_CONTACT_DRAFT);
      setChecked(false);
      setOutcome({ kind: 'sent' });
    } catch (error) {
      setOutcome({ kind: 'failed', error: asApiError(error) });
    }
  }

  return {
    draft,
    problems,
    consentMissing,
    outcome,
    outcomeRef,
    sending: requesting,
    ready,
    setValue,
    setConsent,
    submit,
    inputRef: (name: ContactFieldName | 'consent') => (element: Focusable) => {
      inputs.current[name] = element;
    },
  };
}
