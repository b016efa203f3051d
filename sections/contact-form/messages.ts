/** The words the contact form shows for a broken rule or a failed send, all from site.json's "contactForm.messages". */
import type { ApiError } from '../../browser/api/api-error.ts';
import type { FieldProblem } from '../../browser/contact/rules.ts';
import type { ContactFormMessages } from '../../schemas/site.types.ts';

export function problemMessage(problem: FieldProblem, messages: ContactFormMessages): string {
  switch (problem.rule) {
    case 'invalidCharacters':
      return messages.invalidCharacters;
    case 'required':
      return messages.required;
    case 'tooShort':
      return `${messages.tooShort} ${problem.limit} ${messages.characters}`;
    case 'tooLong':
      return `${messages.tooLong} ${problem.limit} ${messages.characters}`;
    case 'invalidEmail':
      return messages.invalidEmail;
  }
}

const TOO_MANY_REQUESTS = 429;

/** A general message in plain words: never the server's own. */
export function failureMessage(error: ApiError, messages: ContactFormMessages): string {
  if (error.failure === 'offline') return messages.offline;
  if (error.status === TOO_MANY_REQUESTS) return messages.rateLimited;
  return messages.failed;
}
