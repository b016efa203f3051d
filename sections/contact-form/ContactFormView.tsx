import { useLocation } from 'react-router-dom';
import { CONTACT_PATH } from '../../browser/api/constants.ts';
import { bundledSettings } from '../../renderer/build-settings.ts';
import type { ContactForm, ContactFormSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { useSiteParts } from '../../renderer/site-parts.ts';
import { ContactFormFields } from './ContactFormFields.tsx';
import { failureMessage } from './messages.ts';
import { useContactForm } from './use-contact-form.ts';

/** The contact form of site.json ("contactForm") under the section's heading, with the optional aside beside it. */
export default function ContactFormView({ section }: { section: Numbered<ContactFormSection> }) {
  // The validator requires "contactForm" wherever this section is used; the page's data carries it (facts: readsSite).
  const form = useSiteParts().contactForm;
  return form ? <ContactFormBody section={section} form={form} /> : null;
}

function ContactFormBody({ section, form }: { section: Numbered<ContactFormSection>; form: ContactForm }) {
  const state = useContactForm(form);
  const titleId = headingId(section.number);
  const { pathname } = useLocation();

  return (
    <SectionShell number={section.number} id={section.id} className="contact">
      <div className="contact__card">
        <h2 id={titleId}>{section.heading}</h2>
        {section.intro && (
          <p className="contact__intro">
            <InlineText text={section.intro} />
          </p>
        )}
        <ContactFormFields
          form={form}
          values={state.draft.values}
          consent={state.draft.consent}
          problems={state.problems}
          consentMissing={state.consentMissing}
          outcome={
            state.outcome &&
            (state.outcome.kind === 'sent'
              ? state.outcome
              : { kind: 'failed', text: failureMessage(state.outcome.error, form.messages) })
          }
          sending={state.sending}
          action={formAction()}
          page={pathname}
          labelledBy={titleId}
          live={state}
        />
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

/** Without the page's code the form posts to the local API, which answers with a page; another host takes JSON only. */
const formAction = () => (bundledSettings().contactHost === '' ? CONTACT_PATH : undefined);
