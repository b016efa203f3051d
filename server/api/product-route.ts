/** GET /api/product: the product data file, as checked when the server started. */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ProductAnswer } from '../../schemas/site.types.ts';
import { sendJson } from './json-response.ts';

export function handleProduct(request: IncomingMessage, response: ServerResponse, answer: ProductAnswer): void {
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    return sendJson(response, 405, { message: 'Use GET.' }, { Allow: 'GET, HEAD' });
  }
  sendJson(response, 200, answer, { 'Cache-Control': 'no-cache' });
}
