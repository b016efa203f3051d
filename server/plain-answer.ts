/** A short answer in words, never cached: what a refused request is told. */
import type { ServerResponse } from 'node:http';

export function plainAnswer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  const body = `${text}\n`;
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
    ...headers,
  });
  // Node sends no body to HEAD, whatever is given here.
  response.end(body);
}
