import { useContext } from 'react';
import { CONTACT_FIELDS } from '../../browser/contact/rules.ts';
import { ContactFormConfig } from '../../browser/contact/form-config.ts';
import type { ContactForm, ContactFormSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { ContactField, fieldId } from './ContactField.tsx';
import { failureMessage, problemMessage } from './messages.ts';
import { useContactForm } from './use-contact-form.ts';

/** The contact form of site.json ("contactForm") under the section's heading, with the optional aside beside it. */
export default function ContactFormView({ section }: { section: Numbered<ContactFormSection> }) {
  const form = useContext(ContactFormConfig);
  // The validator requires "contactForm" wherever this section is used.
  return form ? <ContactFormBody section={section} form={form} /> : null;
}

function ContactFormBody({ section, form }: { section: Numbered<ContactFormSection>; form: ContactForm }) {
  const { messages } = form;
  const state = useContactForm(form);
  const titleId = headingId(section.number);
  const consentError = 'contact-consent-error';

  return (
    <SectionShell number={section.number} id={section.id} className="contact">
      <div className="contact__card">
        <h2 id={titleId}>{section.heading}</h2>
        {section.intro && (
          <p className="contact__intro">
            <InlineText text={section.intro} />
          </p>
        )}
        <form className="contact__form" noValidate aria-labelledby={titleId} onSubmit={state.submit}>
          {CONTACT_FIELDS.map((name) => {
            const problem = state.problems[name];
            return (
              <ContactField
                key={name}
                name={name}
                field={form.fields[name]}
                value={state.draft.values[name]}
                error={problem && problemMessage(problem, messages)}
                onChange={(value) => state.setValue(name, value)}
                inputRef={state.inputRef(name)}
              />
            );
          })}
          <div className={`field field--check${state.consentMissing ? ' field--invalid' : ''}`}>
            <input
              id={fieldId('consent')}
              type="checkbox"
              checked={state.draft.consent}
              required
              aria-invalid={state.consentMissing || undefined}
              aria-describedby={state.consentMissing ? consentError : undefined}
              onChange={(event) => state.setConsent(event.target.checked)}
              ref={state.inputRef('consent')}
            />
            <label htmlFor={fieldId('consent')}>
              <InlineText text={form.consent.label} />
            </label>
            {state.consentMissing && (
              <p id={consentError} className="field__error">
                {form.consent.requiredMessage}
              </p>
            )}
          </div>
          <button
            type="submit"
            className="button button--primary contact__submit"
            disabled={!state.ready || state.sending}
          >
            {state.sending ? form.sendingLabel : form.submitLabel}
          </button>
          <noscript>
            <p className="contact__noscript">{messages.needsJavaScript}</p>
          </noscript>
          {state.outcome && (
            <p
              ref={state.outcomeRef}
              tabIndex={-1}
              role={state.outcome.kind === 'sent' ? 'status' : 'alert'}
              className={`contact__outcome contact__outcome--${state.outcome.kind}`}
            >
              {state.outcome.kind === 'sent' ? messages.sent : failureMessage(state.outcome.error, messages)}
            </p>
          )}
        </form>
      </div>
      {section.aside && (
        <aside className="contact__aside" aria-labelledby="contact-aside-heading">
          <h2 id="contact-aside-heading" className="contact__aside-heading">
            {section.aside.heading}
          </h2>
          <ul role="list">
            {section.aside.items.map((item) => (
              <li key={item.title}>
                <h3>{item.title}</h3>
                <p>
                  <InlineText text={item.text} />
                </p>
              </li>
            ))}
          </ul>
        </aside>
      )}
    </SectionShell>
  );
}
