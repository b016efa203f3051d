/**
 * A contact form sent by the browser itself (application/x-www-form-urlencoded), when the page's code did not send it:
 * no JavaScript, or a click before the code arrived. The same rules and the same store as the JSON request; the answer
 * is a page (server/api/contact-answer-page.tsx) in the words of the page the form is on, with everything sent kept.
 */
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { CONTACT_FORM_BODY_LIMIT_BYTES, CONTACT_PATH } from '../../browser/api/constants.ts';
import { CONTACT_FIELDS, contactProblems, contactRequest, type ContactValues } from '../../browser/contact/rules.ts';
import { CONSENT_FIELD, PAGE_FIELD, type ShownOutcome } from '../../sections/contact-form/ContactFormFields.tsx';
import { EMPTY_CONTACT_DRAFT } from '../../browser/state/contact-draft.ts';
import { contactAnswerPage } from './contact-answer-page.tsx';
import type { ContactRouteDeps, FormPages } from './contact-deps.ts';
import { refuse } from './json-response.ts';
import { readBody } from './read-body.ts';
import { ENGLISH } from '../../site/languages.ts';

export const isFormPost = (contentType: string | undefined) =>
  /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType ?? '');

export async function handleContactFormPost(
  request: IncomingMessage,
  response: ServerResponse,
  deps: ContactRouteDeps & FormPages,
): Promise<void> {
  // Another site's page may post a form here too, in its visitors' names: only the site's own pages may.
  const from = request.headers['sec-fetch-site'];
  if (from === 'cross-site' || from === 'same-site')
    return refuse(response, 403, "Only the site's own pages may send this form.");
  const body = await readBody(request, CONTACT_FORM_BODY_LIMIT_BYTES);
  if (!body.ok && body.reason === 'aborted') return;
  const fields = new URLSearchParams(body.ok ? body.text : '');
  // The page the form says it is on, when it is one that shows it (only those are ever read); else the first such page.
  const named = fields.get(PAGE_FIELD) ?? '';
  const [page, onPage] = deps.pages.has(named) ? [named, deps.pages.get(named)] : ([...deps.pages][0] ?? ['/']);
  const form = onPage?.form ?? deps.form;
  // A browser posts a textarea's line breaks as CR LF; the page's code sends them as LF, and so are they kept here.
  const values = Object.fromEntries(
    CONTACT_FIELDS.map((name) => [name, (fields.get(name) ?? '').replace(/\r\n?/g, '\n')]),
  ) as ContactValues;
  const consent = fields.get(CONSENT_FIELD) === 'true';

  const sent = { ...EMPTY_CONTACT_DRAFT, problems: {}, consentMissing: false };
  const kept = { values, consent, problems: {}, consentMissing: false };
  const answer = (status: number, outcome: ShownOutcome, shown: typeof kept) => {
    const html = contactAnswerPage(
      templateOf(deps.pagesDir, page),
      { form, ...shown, outcome, action: CONTACT_PATH, page },
      onPage ?? { language: ENGLISH, languages: [ENGLISH] },
    );
    response.writeHead(status, {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Length': Buffer.byteLength(html),
      'Cache-Control': 'no-store',
      ...(status === 413 ? { Connection: 'close' } : {}),
    });
    response.end(html);
  };
  const failed = (text: string) => ({ kind: 'failed', text }) as const;

  // Too large to have been typed into the form (its fields have a maximum length): nothing of it could be read.
  if (!body.ok) return answer(413, failed(form.messages.failed), sent);
  const rate = deps.limiter.attempt(deps.addressOf(request));
  if (!rate.allowed) {
    response.setHeader('Retry-After', String(rate.retryAfterSeconds));
    return answer(429, failed(form.messages.rateLimited), kept);
  }
  const problems = contactProblems(values, deps.form);
  if (Object.keys(problems).length > 0 || !consent)
    return answer(400, null, { ...kept, problems, consentMissing: !consent });

  let stored;
  try {
    stored = await deps.store.add(contactRequest(values));
  } catch (error) {
    deps.log(`contact message NOT stored: ${(error as Error).message}`);
    return answer(500, failed(form.messages.failed), kept);
  }
  answer(200, { kind: 'sent' }, sent);
  deps.mailer
    ?.send(stored)
    .catch((error: Error) => deps.log(`contact message ${stored.id} stored, but not e-mailed: ${error.message}`));
}

/** The prerendered HTML of a route of the site ("/nl/contact" → nl/contact/index.html), read at each answer so that a
 * new build is answered with at once; undefined when there is none. */
function templateOf(pagesDir: string | undefined, route: string): string | undefined {
  if (!pagesDir) return undefined;
  try {
    return readFileSync(path.join(pagesDir, route, 'index.html'), 'utf8');
  } catch {
    return undefined;
  }
}
