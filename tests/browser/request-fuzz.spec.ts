/**
 * No request ends `npm run serve`, directly or through deploy/nginx.conf: 20,000 generated requests each (targets
 * of every shape, and generated headers and bodies for the local API's and the cookie form's paths; tests/http-fuzz) get a whole HTTP
 * answer, the server process is still running afterwards, and it still answers "/". Each test starts a server of
 * its own over the built dist/, so a crash here cannot hide behind, or break, the other browser tests.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fuzzServer, type FuzzRun } from '../http-fuzz/fuzz-server.ts';
import { startNginx } from './support/nginx.ts';
import { startServe, type ServeProcess } from './support/serve-process.ts';

const REQUESTS = 20_000;
/** The paths whose answers read a body or the request's headers: the local API's, and the cookie form's. */
const API_PATHS = [
  '/contact/email',
  '/api/product',
  '//api%2F/product',
  '//contact%2F/email',
  '/consent/choice',
  '/consent/state.css',
];

const summary = (run: FuzzRun) =>
  [...run.statuses]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(' ');

let folder: string;
test.beforeAll(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'site-request-fuzz-'));
});
test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A serve process whose rate limit lets generated messages reach the contact rules and the store. */
const startFuzzedServe = (name: string) =>
  startServe({ CONTACT_STORE_FILE: path.join(folder, `${name}.jsonl`), CONTACT_RATE_LIMIT: '1000000' });

async function expectStillServing(serve: ServeProcess, origin: string): Promise<void> {
  expect(serve.process.exitCode, 'the serve process exited').toBeNull();
  expect(serve.process.signalCode, 'the serve process was ended by a signal').toBeNull();
  expect((await fetch(`${origin}/`)).status).toBe(200);
}

test(`npm run serve answers each of ${REQUESTS} generated requests whole and keeps serving`, async () => {
  test.setTimeout(300_000);
  const serve = await startFuzzedServe('serve');
  try {
    const run = await fuzzServer({ port: serve.port, host: `127.0.0.1:${serve.port}`, bodyPaths: API_PATHS }, REQUESTS);
    console.log(`npm run serve: ${run.requests} requests: ${summary(run)}`);
    expect(run.requests).toBeGreaterThanOrEqual(REQUESTS);
    await expectStillServing(serve, serve.origin);
  } finally {
    await serve.stop();
  }
});

test(`nginx in front of npm run serve answers each of ${REQUESTS} generated requests whole, and neither stops`, async () => {
  test.setTimeout(300_000);
  const serve = await startFuzzedServe('nginx');
  const nginx = await startNginx(serve.port);
  try {
    const port = Number(new URL(nginx.origin).port);
    const run = await fuzzServer({ port, host: `127.0.0.1:${port}`, bodyPaths: API_PATHS }, REQUESTS);
    console.log(`nginx: ${run.requests} requests: ${summary(run)}`);
    expect(run.requests).toBeGreaterThanOrEqual(REQUESTS);
    await expectStillServing(serve, nginx.origin);
    // The API behind nginx, reached by the spellings that once stopped it.
    expect((await fetch(`${serve.origin}/api/product`)).status).toBe(200);
  } finally {
    await nginx.stop();
    await serve.stop();
  }
});
