/**
 * The page the local API answers a contact form sent without JavaScript with: the prerendered page the form is on,
 * its form drawn again with what was sent (kept, never lost), each field's message or the outcome in the page's own
 * words. The answer carries none of the page's code: its form already holds the answer, and hydrating the page would
 * draw the empty form again. Without the page's code the header's menus work as on any page without JavaScript.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { LanguageContext, type PageLanguage } from '../../renderer/language.ts';
import { ContactFormFields, type ContactFormFieldsProps } from '../../sections/contact-form/ContactFormFields.tsx';

export type AnswerForm = Omit<ContactFormFieldsProps, 'labelledBy' | 'sending' | 'live'>;

/** A form cannot hold another, so the first "</form>" after its start ends it. */
const PRERENDERED_FORM = /<form class="contact__form"[^>]*>[\s\S]*?<\/form>/;
const LABELLED_BY = /<form class="contact__form"[^>]*aria-labelledby="([^"]+)"/;
/** The page's code: its scripts (not its JSON data, which never runs) and their preloads. */
const PAGE_CODE = [
  /<script\b(?![^>]*type="application\/json")[^>]*>[\s\S]*?<\/script>/g,
  /<link rel="modulepreload"[^>]*>/g,
];
/** The stylesheet pages load only without JavaScript, which this answer is. */
const NO_SCRIPT_STYLES = /<noscript>(<link rel="stylesheet" href="[^"]+">)<\/noscript>/;

export function contactAnswerPage(template: string | undefined, answer: AnswerForm, language: PageLanguage): string {
  const labelledBy = template?.match(LABELLED_BY)?.[1] ?? 'contact-answer-heading';
  // The form's words may hold links ("the Privacy Policy"), written for the page's language as on the page.
  const drawn = (
    <LanguageContext.Provider value={language}>
      <StaticRouter location={answer.page}>
        <ContactFormFields {...answer} labelledBy={labelledBy} sending={false} outcomeFirst />
      </StaticRouter>
    </LanguageContext.Provider>
  );
  if (template && PRERENDERED_FORM.test(template)) {
    const form = renderToStaticMarkup(drawn);
    let page = template.replace(PRERENDERED_FORM, () => form).replace(NO_SCRIPT_STYLES, '$1');
    for (const code of PAGE_CODE) page = page.replace(code, '');
    return page;
  }
  // No prerendered page to draw from (the dev server, or a build without this page): the form alone.
  return `<!DOCTYPE html>${renderToStaticMarkup(
    <html lang={language.language.code}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{answer.form.submitLabel}</title>
      </head>
      <body>
        <main>
          <h1 id={labelledBy}>{answer.form.submitLabel}</h1>
          {drawn}
        </main>
      </body>
    </html>,
  )}`;
}
