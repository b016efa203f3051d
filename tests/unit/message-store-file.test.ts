/**
 * The JSON Lines store when its disk fails, stalls, or the process died mid-write: no acknowledged message is lost or
 * damaged, every line of the file parses, and every request is answered within the time bound.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JsonLinesStore, type AppendFile } from '../../server/api/json-lines-store.ts';
import type { StoredMessage } from '../../server/api/message-store.ts';
import { startLocalApi, type RunningApi } from './support/local-api-server.ts';

const valid = {
  fullName: 'Robin Example',
  email: 'robin@example.com',
  message: 'A question about the Orbit plan.',
  privacyAccepted: true,
};

let dir: string;
let file: string;
let api: RunningApi | undefined;
const logs: string[] = [];
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'message-store-'));
  file = path.join(dir, 'messages.jsonl');
  logs.length = 0;
});
afterEach(async () => {
  await api?.stop();
  api = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const log = (line: string) => logs.push(line);
const post = (message: string) =>
  fetch(`${api!.url}/contact/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...valid, message }),
  });

/** The messages of the file, failing the test if any line does not parse or the file ends mid-line. */
function messagesOnDisk(): string[] {
  const text = readFileSync(file, 'utf8');
  if (text === '') return [];
  expect(text.endsWith('\n')).toBe(true);
  return text
    .slice(0, -1)
    .split('\n')
    .map((line) => (JSON.parse(line) as StoredMessage).message);
}

/** The real file, but for what the test makes its disk do. */
function disk(real: AppendFile, instead: Partial<AppendFile>): AppendFile {
  return {
    appendFile: (data) => real.appendFile(data),
    sync: () => real.sync(),
    stat: () => real.stat(),
    truncate: (length) => real.truncate(length),
    close: () => real.close(),
    ...instead,
  };
}

const diskFull = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });

describe('a full disk', () => {
  it('leaves no partial line when a write fails half-way, so the next message is stored whole', async () => {
    let full = false;
    const store = new JsonLinesStore(file, {
      timeoutMs: 5000,
      log,
      wrapFile: (real) =>
        disk(real, {
          // Writes half of what it is given, then runs out of space.
          async appendFile(data) {
            if (!full) return real.appendFile(data);
            await real.appendFile(data.slice(0, Math.floor(data.length / 2)));
            throw diskFull();
          },
        }),
    });
    api = await startLocalApi({ store, log });

    expect((await post('Stored before the disk filled up.')).status).toBe(200);
    full = true;
    const refused = await post('Sent while the disk was full.');
    expect(refused.status).toBe(500);
    expect(await refused.json()).toEqual({ success: false, message: 'The message could not be stored.' });
    expect(messagesOnDisk()).toEqual(['Stored before the disk filled up.']);

    full = false;
    expect((await post('Stored once space was back.')).status).toBe(200);
    expect(messagesOnDisk()).toEqual(['Stored before the disk filled up.', 'Stored once space was back.']);
  });
});

describe('a torn last line left by a crash', () => {
  const whole = JSON.stringify({
    id: '1',
    receivedAt: '2024-01-01T00:00:00.000Z',
    fullName: 'A',
    email: 'a@example.com',
    message: 'Stored before the crash.',
  });
  const torn = '{"id":"2","receivedAt":"2024-01-01T00:00:01.000Z","fullName":"B","ema';

  it('is set aside at start-up into a .torn- file beside it, with one log line, and the next message gets a line of its own', async () => {
    writeFileSync(file, `${whole}\n${torn}`);
    const store = new JsonLinesStore(file, { timeoutMs: 5000, log });
    await store.ready();

    expect(readFileSync(file, 'utf8')).toBe(`${whole}\n`);
    const aside = readdirSync(dir).filter((name) => name.startsWith('messages.jsonl.torn-'));
    expect(aside).toHaveLength(1);
    expect(readFileSync(path.join(dir, aside[0]!), 'utf8')).toBe(torn);
    expect(logs).toHaveLength(1);
    expect(logs[0]).toContain(aside[0]);

    api = await startLocalApi({ store, log });
    expect((await post('Stored after the restart.')).status).toBe(200);
    expect(messagesOnDisk()).toEqual(['Stored before the crash.', 'Stored after the restart.']);
  });

  it('is found when the file holds nothing else, and a whole file is left alone', async () => {
    const openOnce = async () => {
      const store = new JsonLinesStore(file, { timeoutMs: 5000, log });
      await store.ready();
      await store.close();
    };
    writeFileSync(file, torn);
    await openOnce();
    expect(readFileSync(file, 'utf8')).toBe('');

    writeFileSync(file, `${whole}\n`);
    await openOnce();
    expect(readFileSync(file, 'utf8')).toBe(`${whole}\n`);
    expect(readdirSync(dir).filter((name) => name.includes('.torn-'))).toHaveLength(1);
  });
});

describe('a stalled disk', () => {
  // Long enough that a loaded machine does not miss it by accident, short enough to keep the test quick.
  const BOUND = 1000;

  it('answers 500 within the time bound when the sync never ends, to the first request and to those waiting behind it', async () => {
    const store = new JsonLinesStore(file, {
      timeoutMs: BOUND,
      log,
      wrapFile: (real) => disk(real, { sync: () => new Promise(() => {}) }),
    });
    api = await startLocalApi({ store, log });

    for (const message of ['The first message.', 'A message sent while the first one hangs.']) {
      const started = performance.now();
      const response = await post(message);
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ success: false, message: 'The message could not be stored.' });
      // Bounded, not forever: well within a few times the bound, however loaded the machine.
      expect(performance.now() - started).toBeLessThan(BOUND * 4);
    }
    expect(logs.join('\n')).toMatch(/NOT stored: the message store did not write the message within 1000 ms/);
  });

  it('takes back a write that ends after the bound, and starts the next write only after it: never two at once', async () => {
    let release: (() => void) | undefined;
    let stallNext = true;
    let underWay = false;
    let overlapped = false;
    const store = new JsonLinesStore(file, {
      timeoutMs: BOUND,
      log,
      wrapFile: (real) =>
        disk(real, {
          async appendFile(data) {
            if (underWay) overlapped = true;
            underWay = true;
            await real.appendFile(data);
          },
          async sync() {
            if (stallNext) {
              stallNext = false;
              await new Promise<void>((resolve) => (release = resolve));
            }
            await real.sync();
            underWay = false;
          },
        }),
    });
    api = await startLocalApi({ store, log });

    expect((await post('Answered 500: its write stalled.')).status).toBe(500);
    const waiting = post('Sent while the stalled write was still under way.');
    await new Promise((resolve) => setTimeout(resolve, BOUND / 4));
    release!();
    expect((await waiting).status).toBe(200);

    expect(messagesOnDisk()).toEqual(['Sent while the stalled write was still under way.']);
    expect(overlapped).toBe(false);
    expect(logs.join('\n')).toMatch(/ended a write after its time bound/);
  });
});

describe('a store that cannot be opened', () => {
  it('says so at start, naming the path', async () => {
    writeFileSync(path.join(dir, 'not-a-folder'), '');
    const store = new JsonLinesStore(path.join(dir, 'not-a-folder', 'messages.jsonl'), { timeoutMs: 5000, log });
    await expect(store.ready()).rejects.toThrow(/not-a-folder/);
  });
});
