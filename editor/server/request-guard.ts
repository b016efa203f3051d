/**
 * Who may talk to the editor: only pages it served itself, at the address it printed. Runs before anything else on
 * every request. The Host rule defeats DNS rebinding (a foreign name pointed at 127.0.0.1 still sends its own name);
 * the Origin and Sec-Fetch-Site rules refuse what another site's page sends. A write must carry our Origin and a JSON
 * body (or a picture's raw bytes, application/octet-stream): a foreign page can only send either after a CORS
 * preflight, which this server never grants (it sends no Access-Control-* header at all). The types a page may send
 * without asking (text/plain, forms) are refused, but for team mode's sign-in and sign-out forms, which must carry
 * our Origin all the same.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Refusal {
  status: 403 | 415;
  message: string;
}

const READS = new Set(['GET', 'HEAD']);

/** The two names the editor answers at, with the port it listens on. */
function ownHosts(port: number): string[] {
  return [`localhost:${port}`, `127.0.0.1:${port}`];
}

/** Paths that take a form as it is sent without a script (team mode's sign-in and sign-out), with our Origin still. */
const FORM_PATHS = new Set(['/sign-in', '/sign-out']);
const FORM_TYPE = 'application/x-www-form-urlencoded';

/**
 * Undefined when the request may go on; otherwise why it is refused. `publicOrigin`: in team mode, the address people
 * reach the editor at through its front server ("https://editor.example.com"), answered as well as this machine's.
 */
export function refusalOf(request: IncomingMessage, port: number, publicOrigin?: string): Refusal | undefined {
  const publicHost = publicOrigin ? new URL(publicOrigin).host : undefined;
  const hosts = [...ownHosts(port), ...(publicHost ? [publicHost] : [])];
  const onlyHere = `This editor answers only at ${publicOrigin ?? `http://localhost:${port}`}`;
  const { host, origin } = request.headers;
  if (host === undefined || !hosts.includes(host)) return { status: 403, message: onlyHere };
  // An absolute request target ("GET http://elsewhere/") names a host of its own: never ours to answer.
  if (!request.url?.startsWith('/')) return { status: 403, message: onlyHere };
  if (request.headers['sec-fetch-site'] === 'cross-site')
    return { status: 403, message: `${onlyHere}: another site's page may not use it.` };
  const ownOrigins = [...ownHosts(port).map((name) => `http://${name}`), ...(publicOrigin ? [publicOrigin] : [])];
  if (origin !== undefined && !ownOrigins.includes(origin))
    return { status: 403, message: `${onlyHere}: a page from ${origin} may not use it.` };
  if (READS.has(request.method ?? '')) return undefined;
  if (origin === undefined)
    return { status: 403, message: `${onlyHere}: a change must come from the editor's own page (no Origin was sent).` };
  const type = mediaTypeOf(request.headers['content-type']);
  if (type === FORM_TYPE && FORM_PATHS.has(request.url.split('?')[0]!)) return undefined;
  if (!WRITE_TYPES.has(type))
    return {
      status: 415,
      message: 'A change must be sent as Content-Type: application/json (a picture as application/octet-stream).',
    };
  return undefined;
}

/** What a write may be sent as: neither is one a page of another site may send without a preflight. */
const WRITE_TYPES = new Set(['application/json', 'application/octet-stream']);

/** "application/json" of "application/json; charset=utf-8": the type without its parameters. */
function mediaTypeOf(contentType: string | undefined): string {
  return contentType?.split(';')[0]?.trim().toLowerCase() ?? '';
}

/** A refusal in plain text. The connection closes: a refused write's body is never read. */
export function sendRefusal(response: ServerResponse, refusal: Refusal): void {
  const text = `${refusal.message}\n`;
  response.writeHead(refusal.status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    Connection: 'close',
  });
  response.end(response.req.method === 'HEAD' ? undefined : text);
}
