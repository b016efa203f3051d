/**
 * POST /contact/email: checks in the order a request reveals itself — rate (429), content type (415), size (413),
 * JSON (400), the contact schema and the rules of site.json's contact form (400) — then stores the message durably
 * and answers { success: true }. Stored messages are then e-mailed when SMTP is set up. A form the browser posts
 * itself (no JavaScript) is checked and stored alike, and answered with a page (contact-form-post.ts).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ContactAnswer, ContactRequest } from '../../schemas/site.types.ts';
import { schemaFileProblems } from '../../site/node/check.ts';
import { CONTACT_BODY_LIMIT_BYTES } from '../../browser/api/constants.ts';
import { contactProblems } from '../../browser/contact/rules.ts';
import { refuse, sendJson } from './json-response.ts';
import type { ContactRouteDeps, FormPages } from './contact-deps.ts';
import { handleContactFormPost, isFormPost } from './contact-form-post.ts';
import { readBody } from './read-body.ts';

export const CONTACT_REQUEST_SCHEMA = 'api/contact-request.schema.json';

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

export async function handleContact(
  request: IncomingMessage,
  response: ServerResponse,
  deps: ContactRouteDeps & FormPages,
): Promise<void> {
  if (request.method !== 'POST') return refuse(response, 405, 'Use POST with a JSON body.', { Allow: 'POST' });
  if (isFormPost(request.headers['content-type'])) return handleContactFormPost(request, response, deps);

  const rate = deps.limiter.attempt(deps.addressOf(request));
  if (!rate.allowed)
    return refuse(response, 429, 'Too many messages from this address; try again later.', {
      'Retry-After': String(rate.retryAfterSeconds),
    });

  if (!isJson(request.headers['content-type']))
    return refuse(
      response,
      415,
      'Send the message as application/json (or as a form: application/x-www-form-urlencoded).',
    );

  const body = await readBody(request, CONTACT_BODY_LIMIT_BYTES);
  if (!body.ok) {
    if (body.reason === 'aborted') return;
    return refuse(response, 413, `The message is larger than ${CONTACT_BODY_LIMIT_BYTES} bytes.`, {
      Connection: 'close',
    });
  }

  let data: unknown;
  try {
    data = JSON.parse(body.text);
  } catch {
    return refuse(response, 400, 'The body is not valid JSON.');
  }
  const shape = schemaFileProblems(CONTACT_REQUEST_SCHEMA, data);
  if (shape.length > 0)
    return refuse(response, 400, shape.map((problem) => `${problem.pointer || 'body'}: ${problem.message}`).join('; '));
  const contact = data as ContactRequest;
  const broken = Object.entries(contactProblems(contact, deps.form));
  if (broken.length > 0)
    return refuse(response, 400, broken.map(([field, problem]) => `${field}: ${problem.rule}`).join('; '));

  let stored;
  try {
    stored = await deps.store.add({
      ...contact,
      fullName: contact.fullName.trim(),
      email: contact.email.trim(),
      message: contact.message.trim(),
    });
  } catch (error) {
    deps.log(`contact message NOT stored: ${(error as Error).message}`);
    return refuse(response, 500, 'The message could not be stored.');
  }
  const answer: ContactAnswer = { success: true, id: stored.id };
  sendJson(response, 200, answer);

  deps.mailer
    ?.send(stored)
    .catch((error: Error) => deps.log(`contact message ${stored.id} stored, but not e-mailed: ${error.message}`));
}
