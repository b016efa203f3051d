/**
 * `npm run dev` listens where `npm run serve` does: on 127.0.0.1 unless HOST says otherwise, on PORT when it is set,
 * so the preview is not open to the network the machine is on; and no request target stops it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import { DEFAULT_HOST, DEFAULT_PORT, listenAddress } from '../../server/listen-address.ts';
import { freePort } from '../free-port.ts';
import { rawExchange, readAnswer } from '../http-fuzz/raw-http.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
/** A first start on a loaded two-core machine: Vite optimises its dependencies before it prints its address. */
const START_TIMEOUT_MS = 60_000;

const storageDir = mkdtempSync(path.join(os.tmpdir(), 'dev-server-'));
let dev: ChildProcess | undefined;
/** How long the dev server has to close once asked, before its processes are killed. */
const CLOSE_TIMEOUT_MS = 5_000;
afterAll(async () => {
  // npm, its shell and Vike's process: the whole group the test started, even when npm has ended. Vite closes on
  // SIGTERM once its event loop is free; one still busy (a watcher crawling folders) is killed.
  if (dev?.pid !== undefined) {
    const group = -dev.pid;
    signal(group, 'SIGTERM');
    for (const start = Date.now(); alive(group) && Date.now() - start < CLOSE_TIMEOUT_MS;)
      await new Promise((resolve) => setTimeout(resolve, 50));
    signal(group, 'SIGKILL');
  }
  rmSync(storageDir, { recursive: true, force: true });
}, CLOSE_TIMEOUT_MS * 2);

/** Sends `name` to the process group `group` (a negative pid); a group already gone is no error. */
function signal(group: number, name: NodeJS.Signals): void {
  try {
    process.kill(group, name);
  } catch {
    // Every process of the group has ended.
  }
}

const alive = (group: number) => {
  try {
    process.kill(group, 0);
    return true;
  } catch {
    return false;
  }
};

/** Whether something accepts a TCP connection at host:port. */
function answers(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}

it('reads HOST and PORT as npm run serve does, 127.0.0.1:3000 without them', () => {
  expect(listenAddress({})).toEqual({ host: DEFAULT_HOST, port: DEFAULT_PORT });
  expect(listenAddress({ HOST: '0.0.0.0', PORT: '8080' })).toEqual({ host: '0.0.0.0', port: 8080 });
  expect(DEFAULT_HOST).toBe('127.0.0.1');
});

it(
  'npm run dev answers on 127.0.0.1:PORT only, and prints no network address',
  async () => {
    const port = await freePort();
    const { HOST: _unset, ...env } = process.env;
    dev = spawn('npm', ['run', 'dev'], {
      cwd: projectDir,
      env: { ...env, PORT: String(port), CONTACT_STORE_FILE: path.join(storageDir, 'messages.jsonl') },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let printed = '';
    const address = `http://127.0.0.1:${port}/`;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`npm run dev printed no ${address} within ${START_TIMEOUT_MS} ms:\n${printed}`)),
        START_TIMEOUT_MS,
      );
      const read = (chunk: Buffer) => {
        printed += chunk.toString().replace(/\x1b\[[0-9;]*m/g, '');
        if (printed.includes(address)) (clearTimeout(timer), resolve());
      };
      dev!.stdout!.on('data', read);
      dev!.stderr!.on('data', read);
      dev!.once(
        'exit',
        (code) => (
          clearTimeout(timer),
          reject(new Error(`npm run dev ended (${code}) before printing ${address}:\n${printed}`))
        ),
      );
    });

    expect((await fetch(address)).status).toBe(200);
    expect(printed).not.toMatch(/Network/i);
    // Not on any address other machines reach this one by.
    const outward = Object.values(os.networkInterfaces())
      .flat()
      .filter((entry) => entry && !entry.internal)
      .map((entry) => entry!.address);
    for (const host of outward) expect(await answers(host, port), host).toBe(false);

    // Targets that Vite's own request handling, or a handler's URL reading, once threw on: each is answered, and the
    // dev server goes on.
    for (const target of ['http://[', '//%', '//a:x', '//api%2F/product', '*']) {
      const answer = readAnswer(
        await rawExchange({
          port,
          request: `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
        }),
        'GET',
      );
      expect(answer, target).toHaveProperty('status');
    }
    expect(dev.exitCode).toBeNull();
    expect((await fetch(address)).status).toBe(200);

    // A page without JavaScript: the notice shown by the server's stylesheet until the form saves a choice.
    const state = await fetch(`${address}consent/state.css`);
    expect([state.status, state.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    expect(await state.text()).toContain('.cookie-notice { display: block; }');
    const chosen = await fetch(`${address}consent/choice`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'same-origin' },
      body: 'choice=reject&back=/pricing',
      redirect: 'manual',
    });
    expect([chosen.status, chosen.headers.get('location')]).toEqual([303, '/pricing']);
    const cookie = chosen.headers.get('set-cookie')!.split(';')[0]!;
    const after = await fetch(`${address}consent/state.css`, { headers: { cookie } });
    expect(await after.text()).not.toContain('.cookie-notice');
  },
  START_TIMEOUT_MS + 30_000,
);
