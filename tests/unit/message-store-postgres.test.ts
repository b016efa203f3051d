/**
 * Messages in PostgreSQL (CONTACT_DATABASE_URL), against a real server the tests start on 127.0.0.1: several API
 * processes share one database, a database that stops answering gets 500 within the time bound, and one that cannot
 * be reached stops the API at start with one line.
 */
import { createServer, type AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createLocalApi } from '../../server/api/local-api.ts';
import { apiSettingsFromEnv } from '../../server/api/settings.ts';
import { startApiProcess, type ApiProcess } from './support/api-process.ts';
import { startLocalApi, type RunningApi } from './support/local-api-server.ts';
import { freePort } from '../free-port.ts';
import { POSTGRES_BIN, startPostgres, type TestPostgres } from './support/postgres.ts';
import { site } from '../site.ts';

const valid = {
  fullName: 'Robin Example',
  email: 'robin@example.com',
  message: 'A question about the Orbit plan.',
  privacyAccepted: true,
};
const post = (url: string, body: object) =>
  fetch(`${url}/contact/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * Sends until the message is stored (200), for up to ten seconds: on a loaded machine a first insert can outlast a
 * short store bound. A refused try leaves no row (the database drops the statement at the same bound).
 */
async function postUntilStored(url: string, body: object): Promise<number> {
  let status = 0;
  for (const deadline = Date.now() + 10_000; status !== 200 && Date.now() < deadline;) {
    status = (await post(url, body)).status;
    if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return status;
}

describe('a database that cannot be reached at start', () => {
  it('stops the API with one line naming the database (without its password) and the reason', async () => {
    const port = await freePort();
    const settings = {
      ...apiSettingsFromEnv({}),
      contactDatabaseUrl: `postgres://contact:secret@127.0.0.1:${port}/contact`,
      storeTimeoutMs: 3000,
    };
    const api = createLocalApi({ settings, form: site.contactForm, log: () => {} });
    try {
      const failure = await api.ready().then(
        () => undefined,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(
        new RegExp(
          `^cannot use the contact database postgres://contact@127\\.0\\.0\\.1:${port}/contact: .*ECONNREFUSED`,
        ),
      );
      expect(failure).not.toContain('\n');
      expect(failure).not.toContain('secret');
    } finally {
      await api.close();
    }
  });

  it('stops the API within the time bound when something on the port never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const settings = {
      ...apiSettingsFromEnv({}),
      contactDatabaseUrl: `postgres://contact@127.0.0.1:${port}/contact`,
      storeTimeoutMs: 300,
    };
    const api = createLocalApi({ settings, form: site.contactForm, log: () => {} });
    try {
      const started = performance.now();
      await expect(api.ready()).rejects.toThrow(
        `cannot use the contact database postgres://contact@127.0.0.1:${port}/contact: no answer within 300 ms`,
      );
      expect(performance.now() - started).toBeLessThan(300 + 1000);
    } finally {
      await api.close();
      silent.close();
    }
  });
});

describe('the PostgreSQL store', () => {
  let server: TestPostgres;
  let api: RunningApi | undefined;
  const processes: ApiProcess[] = [];
  beforeAll(async () => {
    // A machine without PostgreSQL fails here with the way to get it, rather than passing these tests unrun.
    if (!POSTGRES_BIN)
      throw new Error(
        'no PostgreSQL server in /usr/lib/postgresql/*/bin: run `bash scripts/ensure-test-tools.sh` (it installs postgresql) or `apt-get install postgresql`',
      );
    server = await startPostgres();
  }, 60_000);
  afterEach(async () => {
    await api?.stop();
    api = undefined;
    await Promise.all(processes.splice(0).map((child) => child.stop()));
  });
  afterAll(async () => {
    await server?.stop();
  }, 30_000);

  async function rowsOf(url: string): Promise<{ id: string; full_name: string; message: string }[]> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query('SELECT id, full_name, message FROM contact_messages')).rows;
    } finally {
      await client.end();
    }
  }

  it('stores 1,000 concurrent messages sent to two API processes sharing it, each exactly once', async () => {
    const url = await server.createDatabase('two_processes');
    const env = { CONTACT_DATABASE_URL: url, CONTACT_RATE_LIMIT: '100000' };
    // Started together: both create the table at once.
    processes.push(...(await Promise.all([startApiProcess(env), startApiProcess(env)])));

    const COUNT = 1000;
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: COUNT }, async (_, i) => {
        const response = await post(processes[i % 2]!.url, {
          fullName: `Sender ${i}`,
          email: `sender${i}@example.com`,
          message: `Message number ${i}, about the Orbit plan.`,
          privacyAccepted: true,
        });
        return { status: response.status, ...((await response.json()) as { success: boolean; id: string }) };
      }),
    );
    console.log(
      `${COUNT} messages through two API processes into PostgreSQL: ${Math.round(performance.now() - started)} ms`,
    );
    expect(answers.filter((answer) => answer.status === 200 && answer.success)).toHaveLength(COUNT);

    const rows = await rowsOf(url);
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(answers.map((answer) => answer.id)));
    const messages = rows.map((row) => row.message).sort();
    expect(messages).toEqual(
      Array.from({ length: COUNT }, (_, i) => `Message number ${i}, about the Orbit plan.`).sort(),
    );
  }, 60_000);

  it('answers 500 within the time bound while the database does not answer, and stores again once it does', async () => {
    const url = await server.createDatabase('stalled');
    const BOUND = 300;
    api = await startLocalApi({ settings: { contactDatabaseUrl: url, storeTimeoutMs: BOUND } });
    expect(await postUntilStored(api.url, { ...valid, message: 'Stored before the table was locked.' })).toBe(200);

    // Another session holds the table: every INSERT waits behind it.
    const locker = new pg.Client({ connectionString: url });
    await locker.connect();
    try {
      await locker.query('BEGIN');
      await locker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');
      const started = performance.now();
      const refused = await post(api.url, { ...valid, message: 'Sent while the table was locked.' });
      const elapsed = performance.now() - started;
      expect(refused.status).toBe(500);
      expect(await refused.json()).toEqual({ success: false, message: 'The message could not be stored.' });
      expect(elapsed).toBeLessThan(BOUND + 1000);
      expect(api.logs.join('\n')).toMatch(/NOT stored: the contact database did not store the message within 300 ms/);
      // The database gives up the statement at the same bound: the refused message does not appear later.
      await new Promise((resolve) => setTimeout(resolve, 2 * BOUND));
    } finally {
      await locker.query('COMMIT');
      await locker.end();
    }
    expect(await postUntilStored(api.url, { ...valid, message: 'Stored after the lock was released.' })).toBe(200);
    expect((await rowsOf(url)).map((row) => row.message).sort()).toEqual([
      'Stored after the lock was released.',
      'Stored before the table was locked.',
    ]);
  });
});
