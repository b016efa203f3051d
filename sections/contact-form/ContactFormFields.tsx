/**
 * The contact form as drawn: its fields with their errors, the privacy box, the send button and the outcome. The page
 * draws it with the form's code (useContactForm); the local API draws it too, for a form sent without JavaScript,
 * with what was sent and what the API found. The form posts to the local API when the page's code is not there to
 * send it, so it works from first paint and in browsers without JavaScript.
 */
import type { Ref } from 'react';
import { CONTACT_FIELDS, type ContactFieldName, type ContactProblems } from '../../browser/contact/rules.ts';
import type { ContactValues } from '../../browser/contact/rules.ts';
import type { ContactForm } from '../../schemas/site.types.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { ContactField, fieldId } from './ContactField.tsx';
import { problemMessage } from './messages.ts';

/** The names of what the form posts beside its fields: the privacy box, and the page the form is on. */
export const CONSENT_FIELD = 'privacyAccepted';
export const PAGE_FIELD = 'page';

export type ShownOutcome = { kind: 'sent' } | { kind: 'failed'; text: string } | null;

/** What only the page's code does: keep the typed text in the page's state, send it, move focus. */
export interface LiveForm {
  /** The form's code has run: from then on it sends the form itself. */
  ready: boolean;
  submit(event: React.FormEvent): void;
  setValue(name: ContactFieldName, value: string): void;
  setConsent(consent: boolean): void;
  inputRef(name: ContactFieldName | 'consent'): Ref<HTMLInputElement & HTMLTextAreaElement>;
  outcomeRef: Ref<HTMLParagraphElement>;
}

export interface ContactFormFieldsProps {
  form: ContactForm;
  values: ContactValues;
  consent: boolean;
  problems: ContactProblems;
  consentMissing: boolean;
  outcome: ShownOutcome;
  sending: boolean;
  /** Where the form posts without its code: the local API, or undefined when another host takes messages as JSON only. */
  action: string | undefined;
  /** The route of the page the form is on, which the API's answer page is drawn from. */
  page: string;
  labelledBy: string;
  live?: LiveForm;
  /** The local API's answer page shows the outcome above the fields: it is what the visitor arrives to read. */
  outcomeFirst?: boolean;
}

export function ContactFormFields(props: ContactFormFieldsProps) {
  const { form, values, consent, problems, consentMissing, outcome, sending, action, page, labelledBy, live } = props;
  const { messages } = form;
  const consentError = 'contact-consent-error';
  const shownOutcome = outcome && (
    <p
      ref={live?.outcomeRef}
      tabIndex={-1}
      role={outcome.kind === 'sent' ? 'status' : 'alert'}
      className={`contact__outcome contact__outcome--${outcome.kind}`}
    >
      {outcome.kind === 'sent' ? messages.sent : outcome.text}
    </p>
  );
  return (
    <form
      className="contact__form"
      noValidate
      aria-labelledby={labelledBy}
      method="post"
      // The answer page opens at the form's heading, not at the top of the page.
      action={action && `${action}#${labelledBy}`}
      onSubmit={live?.submit}
      data-hydrated={live?.ready ? '' : undefined}
    >
      <input type="hidden" name={PAGE_FIELD} value={page} />
      {props.outcomeFirst && shownOutcome}
      {CONTACT_FIELDS.map((name) => {
        const problem = problems[name];
        return (
          <ContactField
            key={name}
            name={name}
            field={form.fields[name]}
            value={values[name]}
            error={problem && problemMessage(problem, messages)}
            onChange={live && ((value) => live.setValue(name, value))}
            inputRef={live?.inputRef(name)}
          />
        );
      })}
      <div className={`field field--check${consentMissing ? ' field--invalid' : ''}`}>
        <input
          id={fieldId('consent')}
          name={CONSENT_FIELD}
          value="true"
          type="checkbox"
          {...(live
            ? { checked: consent, onChange: (event) => live.setConsent(event.target.checked) }
            : { defaultChecked: consent })}
          required
          aria-invalid={consentMissing || undefined}
          aria-describedby={consentMissing ? consentError : undefined}
          ref={live?.inputRef('consent')}
        />
        <label htmlFor={fieldId('consent')}>
          <InlineText text={form.consent.label} />
        </label>
        {consentMissing && (
          <p id={consentError} className="field__error">
            {form.consent.requiredMessage}
          </p>
        )}
      </div>
      <button type="submit" className="button button--primary contact__submit" disabled={sending}>
        {sending ? form.sendingLabel : form.submitLabel}
      </button>
      {!action && (
        <noscript>
          <p className="contact__noscript">{messages.needsJavaScript}</p>
        </noscript>
      )}
      {!props.outcomeFirst && shownOutcome}
    </form>
  );
}
