// One thread of the prerender (render-pool.ts, thread-pool.ts). Plain JavaScript: a worker runs its file as it is, and
// the build's scripts are bundled (scripts/run.mjs), so it cannot import them. It loads the server bundle Vike built
// (workerData.serverEntry), then for each { id, url, file, status } renders the address with Vike's renderPage, as a
// server would answer it, and writes the page to `file`. It answers { id } once written, or { id, error }:
// an answer of another status than `status` is an error, with the cause Vike caught.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

// The environment is the build's (NODE_ENV included, which chose the bundle's JSX runtime): a worker's copy of it.
await import(pathToFileURL(workerData.serverEntry).href);
const { renderPage } = await import('vike/server');

parentPort.on('message', async ({ id, url, file, status }) => {
  try {
    const pageContext = await renderPage({ urlOriginal: url });
    const response = pageContext.httpResponse;
    if (!response || response.statusCode !== status) {
      const cause = pageContext.errorWhileRendering;
      throw new Error(
        `answered ${response?.statusCode ?? 'nothing'} instead of ${status}${cause ? `: ${cause.stack ?? cause}` : ''}`,
      );
    }
    const html = Buffer.from(response.body);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    parentPort.postMessage({ id });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
