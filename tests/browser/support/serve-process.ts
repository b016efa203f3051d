/** `npm run serve` in a process of its own on a free 127.0.0.1 port, as an operator starts it, for tests that may break it. */
import { spawn, type ChildProcess } from 'node:child_process';
import { expect } from '@playwright/test';
import { PROJECT_DIR } from '../../../site/node/paths.ts';
import { freePort } from '../../free-port.ts';

export interface ServeProcess {
  origin: string;
  port: number;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** `env` is added to this process's environment (CONTACT_STORE_FILE should name a file of the test's own). */
export async function startServe(env: Record<string, string>): Promise<ServeProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn('node', ['scripts/run.mjs', 'scripts/serve.ts'], {
    cwd: PROJECT_DIR,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return {
    origin,
    port,
    process: child,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
