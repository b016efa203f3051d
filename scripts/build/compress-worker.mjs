// One thread of the compression pool (compress-pool.ts, thread-pool.ts). Plain JavaScript: a worker runs its file as
// it is, and the build's scripts are bundled (scripts/run.mjs), so it cannot import them. It receives { id, content,
// encoding, options } and answers { id, result } or { id, error }, one job at a time, in the order received.
import { parentPort } from 'node:worker_threads';
import { brotliCompressSync, gzipSync } from 'node:zlib';

parentPort.on('message', ({ id, content, encoding, options }) => {
  try {
    const result = encoding === 'br' ? brotliCompressSync(content, options) : gzipSync(content, options);
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: String(error) });
  }
});
