/** A short answer in words, never cached: what a refused request is told. */
import type { ServerResponse } from 'node:http';

export function plainAnswer(
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  response.end(`${text}\n`);
}
