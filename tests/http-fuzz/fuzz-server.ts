/**
 * Throws generated requests at a server and fails on the first answer that is not a whole HTTP answer (or none at
 * all). fast-check runs the property on batches sent at once; a failing batch is shrunk to the fewest, simplest
 * requests that still fail (the error names the one that broke), and printed with the seed that replays it (`FUZZ_SEED=… FUZZ_PATH=…`).
 */
import fc from 'fast-check';
import { body, framing, headers, headersWithBody, readMethod, requestTarget } from './arbitraries.ts';
import { rawExchange, readAnswer } from './raw-http.ts';

export interface FuzzTarget {
  port: number;
  /** The Host header the server answers to; the editor refuses any other before its handlers run. */
  host: string;
  /** Headers every request carries (the editor's Origin for writes). */
  fixedHeaders?: Record<string, string>;
  /** Paths that read a body, sent generated headers and bodies. */
  bodyPaths?: string[];
}

export interface FuzzRun {
  requests: number;
  /** How many answers had each status, for the test's log. */
  statuses: Map<number, number>;
}

/** Requests sent at once: enough to keep both cores busy, below any per-address cap. */
const BATCH = 25;

interface GeneratedRequest {
  method: string;
  target: string;
  headers: Array<[string, string]>;
  body?: Buffer;
  framing?: string;
}

function bytesOf(request: GeneratedRequest, target: FuzzTarget): Buffer {
  const lines = [`${request.method} ${request.target} HTTP/1.1`, `Host: ${target.host}`, 'Connection: close'];
  for (const [name, value] of Object.entries(target.fixedHeaders ?? {})) lines.push(`${name}: ${value}`);
  for (const [name, value] of request.headers) lines.push(`${name}: ${value}`);
  let payload: Buffer = Buffer.alloc(0);
  if (request.body) {
    if (request.framing === 'chunked') {
      lines.push('Transfer-Encoding: chunked');
      payload = Buffer.concat([
        Buffer.from(`${request.body.length.toString(16)}\r\n`),
        request.body,
        Buffer.from('\r\n0\r\n\r\n'),
      ]);
    } else if (request.framing === 'short-length') {
      lines.push(`Content-Length: ${Math.floor(request.body.length / 2)}`);
      payload = request.body;
    } else if (request.framing === 'length') {
      lines.push(`Content-Length: ${request.body.length}`);
      payload = request.body;
    }
  }
  return Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), payload]);
}

function generatedRequest(target: FuzzTarget): fc.Arbitrary<GeneratedRequest> {
  const targetOnly = fc.record({ method: readMethod, target: requestTarget, headers });
  if (!target.bodyPaths?.length) return targetOnly;
  const withBody = fc.record({
    method: fc.constantFrom('POST', 'PUT', 'POST', 'PATCH'),
    target: fc.constantFrom(...target.bodyPaths),
    headers: fc
      .tuple(
        fc.constantFrom(
          'application/json',
          'application/json; charset=utf-8',
          'text/plain',
          'APPLICATION/JSON',
          'application/jsonx',
          'multipart/form-data; boundary=x',
          'application/x-www-form-urlencoded',
        ),
        headersWithBody,
      )
      .map(([type, rest]) => [['Content-Type', type] as [string, string], ...rest]),
    body,
    framing,
  });
  return fc.oneof({ arbitrary: targetOnly, weight: 3 }, { arbitrary: withBody, weight: 1 });
}

/** Sends `count` generated requests (in batches of BATCH) and resolves with what came back; rejects on a broken answer. */
export async function fuzzServer(target: FuzzTarget, count: number): Promise<FuzzRun> {
  const statuses = new Map<number, number>();
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() ^ (Math.random() * 2 ** 31);
  await fc.assert(
    fc.asyncProperty(fc.array(generatedRequest(target), { minLength: BATCH, maxLength: BATCH }), async (batch) => {
      const answers = await Promise.all(
        batch.map(async (request) => {
          const answer = readAnswer(
            await rawExchange({ port: target.port, request: bytesOf(request, target) }),
            request.method,
            `${request.method} ${request.target} HTTP/1.1`,
          );
          return { request, answer };
        }),
      );
      for (const { request, answer } of answers) {
        if ('broken' in answer) throw new Error(`${fc.stringify(request)}: ${answer.broken}`);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }),
    { numRuns: Math.ceil(count / BATCH), seed, path: process.env.FUZZ_PATH, endOnFailure: false },
  );
  return { requests: [...statuses.values()].reduce((sum, n) => sum + n, 0), statuses };
}
