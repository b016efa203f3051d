/** Reads a request body up to a limit. Over the limit it stops reading and says so, instead of buffering the rest. */
import type { IncomingMessage } from 'node:http';

export type BodyResult = { ok: true; text: string } | { ok: false; reason: 'too-large' | 'aborted' };

export function readBody(request: IncomingMessage, limitBytes: number): Promise<BodyResult> {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.resolve({ ok: false, reason: 'too-large' });
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const finish = (result: BodyResult) => {
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
    request.on('end', () => finish({ ok: true, text: Buffer.concat(chunks).toString('utf8') }));
    request.on('aborted', () => finish({ ok: false, reason: 'aborted' }));
    request.on('error', () => finish({ ok: false, reason: 'aborted' }));
  });
}
