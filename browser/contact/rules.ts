/**
 * The rules of the contact form (site.json "contactForm"): characters that can be sent, required, minimum and maximum
 * length, e-mail format. The browser runs them before sending and the local API runs them again on arrival, so both
 * always agree, and whatever passes can be stored as it is by either message store (the file or PostgreSQL).
 */
import type { ContactForm, ContactFormField, ContactRequest } from '../../schemas/site.types.ts';

export type ContactFieldName = keyof ContactForm['fields'];
export type ContactValues = Record<ContactFieldName, string>;

/** The fields in the order they are shown and checked. */
export const CONTACT_FIELDS: readonly ContactFieldName[] = ['fullName', 'email', 'message'];

export type FieldProblem =
  | { rule: 'invalidCharacters' }
  | { rule: 'required' }
  | { rule: 'tooShort'; limit: number }
  | { rule: 'tooLong'; limit: number }
  | { rule: 'invalidEmail' };

export type ContactProblems = Partial<Record<ContactFieldName, FieldProblem>>;

/**
 * What no field may hold: control characters (U+0000 and the like, which nobody types and PostgreSQL cannot store)
 * and lone surrogates (half of an emoji, which no UTF-8 store can hold). The message keeps its line breaks and tabs.
 */
const UNSENDABLE = /[\p{Cc}\p{Cs}]/u;
const UNSENDABLE_IN_MESSAGE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * What shows nothing of its own: spaces and line breaks, control and format characters (zero-width spaces, joiners,
 * the byte order mark, direction marks), the characters fonts draw blank (fillers, variation selectors), and
 * combining marks, which count with the letter they sit on.
 */
const SHOWS_NOTHING = /[\s\p{Z}\p{Cc}\p{Cf}\p{Cs}\p{Default_Ignorable_Code_Point}\p{M}]/u;

/** Something@something.something, with no spaces: what a person types as an address, and what mail servers accept. */
const EMAIL_ADDRESS = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isEmailAddress(text: string): boolean {
  return EMAIL_ADDRESS.test(text);
}

/** The characters a reader sees: "Jo" counts 2, three zero-width spaces 0, an emoji 1. */
export function visibleLength(text: string): number {
  let count = 0;
  for (const character of text) if (!SHOWS_NOTHING.test(character)) count++;
  return count;
}

export function fieldProblem(name: ContactFieldName, value: string, field: ContactFormField): FieldProblem | undefined {
  if ((name === 'message' ? UNSENDABLE_IN_MESSAGE : UNSENDABLE).test(value)) return { rule: 'invalidCharacters' };
  const text = value.trim();
  const visible = visibleLength(text);
  if (visible === 0) return field.required === false ? undefined : { rule: 'required' };
  if (field.minLength !== undefined && visible < field.minLength) return { rule: 'tooShort', limit: field.minLength };
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
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    message: values.message.trim(),
    privacyAccepted: true,
  };
}
