/** Reads a request body up to a limit. Over the limit it stops reading and says so, instead of buffering the rest. */
import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };
export type BodyBytesResult = { ok: true; bytes: Buffer } | { ok: false; reason: 'too-large' | 'aborted' };

export async function readBody(request: IncomingMessage, limitBytes: number): Promise<BodyResult> {
  const body = await readBodyBytes(request, limitBytes);
  return body.ok ? { ok: true, text: body.bytes.toString('utf8') } : body;
}

/**
 * The body's bytes. A Content-Length over the limit is refused before a byte is read; a body that runs past the limit
 * (a wrong or missing length) is refused as soon as it does, the rest left unread.
 */
export function readBodyBytes(request: IncomingMessage, limitBytes: number): Promise<BodyBytesResult> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyBytesResult) => {
      request.removeAllListeners('data');
      resolve(result);
    };
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        request.pause();
        finish({ ok: false, reason: 'too-large' });
      } else chunks.push(chunk);
    });
    request.on('end', () => finish({ ok: true, bytes: Buffer.concat(chunks) }));
    request.on('aborted', () => finish({ ok: false, reason: 'aborted' }));
    request.on('error', () => finish({ ok: false, reason: 'aborted' }));
  });
}
