/**
 * The rules of the contact form (site.json "contactForm"): required, minimum and maximum length, e-mail format. The
 * browser runs them before sending and the local API runs them again on arrival, so both always agree.
 */
import type { ContactForm, ContactFormField, ContactRequest } from '../../schemas/site.types.ts';

export type ContactFieldName = keyof ContactForm['fields'];
export type ContactValues = Record<ContactFieldName, string>;

/** The fields in the order they are shown and checked. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = ['fullName', 'email', 'message'];

export type FieldProblem =
  | { rule: 'required' }
  | { rule: 'tooShort'; limit: number }
  | { rule: 'tooLong'; limit: number }
  | { rule: 'invalidEmail' };

export type ContactProblems = Partial<Record<ContactFieldName, FieldProblem>>;

/** Something@something.something, with no spaces: what a person types as an address, and what mail servers accept. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}

export function fieldProblem(name: ContactFieldName, value: string, field: ContactFormField): FieldProblem | undefined {
  const text = value.trim();
  if (text === '') return field.required === false ? undefined : { rule: 'required' };
  if (field.minLength !== undefined && text.length < field.minLength) return { rule: 'tooShort', limit: field.minLength };
  if (text.length > field.maxLength) return { rule: 'tooLong', limit: field.maxLength };
  if (name === 'email' && !isEmailAddress(text)) return { rule: 'invalidEmail' };
  return undefined;
}

export function contactProblems(values: ContactValues, form: ContactForm): ContactProblems {
  const problems: ContactProblems = {};
  for (const name of CONTACT_FIELDS) {
    const problem = fieldProblem(name, values[name], form.fields[name]);
    if (problem) problems[name] = problem;
  }
  return problems;
}

/** What is sent: the trimmed values and the ticked privacy box. */
export function contactRequest(values: ContactValues): ContactRequest {
  return { fullName: values.fullName.trim(), email: values.email.trim(), message: values.message.trim(), privacyAccepted: true };
}
