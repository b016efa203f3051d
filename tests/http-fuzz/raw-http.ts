/**
 * HTTP written byte for byte, the way a hostile client may write it (fetch and Node's client refuse or tidy most of
 * what matters here), and a reading of the answer that tells whether it is a whole HTTP answer.
 */
import { connect } from 'node:net';

export interface RawExchange {
  port: number;
  /** The whole request as bytes (a string is sent as latin1: one byte per character). */
  request: Buffer | string;
  /** Send from this local address (127.0.0.2 is another client of the same machine). */
  localAddress?: string;
  timeoutMs?: number;
}

/** Sends the request on a new connection and resolves with every byte the server sent until it closed. */
export function rawExchange({ port, request, localAddress, timeoutMs = 15_000 }: RawExchange): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect({ host: '127.0.0.1', port, localAddress });
    const timer = setTimeout(() => {
      socket.destroy();
      reject(
        new Error(
          `no end of answer within ${timeoutMs} ms; received ${JSON.stringify(Buffer.concat(chunks).toString('latin1').slice(0, 200))}`,
        ),
      );
    }, timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks));
    });
    socket.write(typeof request === 'string' ? Buffer.from(request, 'latin1') : request);
  });
}

/** HTTP/0.9's answer: a bare body, no status line; told apart in the counts. */
export const HTTP_09_ANSWER = 9;

/**
 * The status of a whole answer, or why the bytes are not one: cut short, no status line, a body shorter than said.
 * A request line broken by a line break before its version reads as HTTP/0.9 ("GET /"), which nginx answers as
 * HTTP/0.9 did, with the body alone: `requestLine` lets that be told from a broken answer.
 */
export function readAnswer(raw: Buffer, method: string, requestLine = ''): { status: number } | { broken: string } {
  const text = raw.toString('latin1');
  const firstLine = requestLine.split(/[\r\n]/)[0]!;
  const http09 = !/ HTTP\/\d\.\d$/.test(firstLine) && raw.length > 0 && !text.startsWith('HTTP/');
  if (http09) return { status: HTTP_09_ANSWER };
  const headEnd = text.indexOf('\r\n\r\n');
  if (headEnd < 0)
    return {
      broken:
        raw.length === 0
          ? 'the connection closed without an answer'
          : `no complete head: ${JSON.stringify(text.slice(0, 200))}`,
    };
  const [statusLine, ...headerLines] = text.slice(0, headEnd).split('\r\n');
  const status = /^HTTP\/1\.[01] ([1-5]\d\d)(?: |$)/.exec(statusLine!)?.[1];
  if (!status) return { broken: `no status line: ${JSON.stringify(statusLine)}` };
  const headers = new Map(
    headerLines.map((line) => [
      line.slice(0, line.indexOf(':')).trim().toLowerCase(),
      line.slice(line.indexOf(':') + 1).trim(),
    ]),
  );
  const body = raw.subarray(Buffer.byteLength(text.slice(0, headEnd + 4), 'latin1'));
  const code = Number(status);
  if (method === 'HEAD' || code === 204 || code === 304) return { status: code };
  if (/\bchunked\b/i.test(headers.get('transfer-encoding') ?? ''))
    return chunkedComplete(body) ? { status: code } : { broken: `status ${code}: a chunked body cut short` };
  const length = headers.get('content-length');
  if (length !== undefined && body.length < Number(length))
    return { broken: `status ${code}: ${body.length} of ${length} body bytes` };
  return { status: code };
}

/** Whether a chunked body reaches its last, empty chunk. */
function chunkedComplete(body: Buffer): boolean {
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) return false;
    const size = parseInt(body.toString('latin1', at, lineEnd), 16);
    if (Number.isNaN(size)) return false;
    if (size === 0) return true;
    at = lineEnd + 2 + size + 2;
    if (at > body.length) return false;
  }
}
