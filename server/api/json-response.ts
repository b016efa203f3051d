/** The local API's answers to the page's code: JSON, never HTML, so nothing a visitor sent can run as markup. */
import type { ServerResponse } from 'node:http';
import type { ContactAnswer } from '../../schemas/site.types.ts';

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}

/** A refusal of POST /contact/email: success false, and a reason for developers (the browser never shows it). */
export function refuse(
  response: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const answer: ContactAnswer = { success: false, message };
  sendJson(response, status, answer, headers);
}
