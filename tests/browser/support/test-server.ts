import os from 'node:os';
import path from 'node:path';

/** The port `npm run serve` listens on during the browser tests (TEST_PORT lets parallel runs use their own). */
export const TEST_PORT = Number(process.env.TEST_PORT ?? 4173);

/** Where the test server's local API stores contact messages: a temporary file, never the project's storage/. */
export const TEST_CONTACT_STORE = path.join(os.tmpdir(), `site-test-contact-messages-${TEST_PORT}.jsonl`);
