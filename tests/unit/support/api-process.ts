/**
 * One local API in a process of its own, with its settings from the environment as `npm run serve` reads them, on a
 * free 127.0.0.1 port. Started by startApiProcess() below; it tells its parent its port (or why it cannot start) and
 * ends when the parent disconnects.
 */
import { fork } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { answeringErrors } from '../../../server/answer-errors.ts';
import { defaultLocalApi } from '../../../server/api/local-api.ts';
import { PROJECT_DIR } from '../../../site/node/paths.ts';

type Report = { port: number } | { error: string };

export interface ApiProcess {
  url: string;
  stop(): Promise<void>;
}

/** Forks this file with `env` added to the environment; resolves once its API listens. */
export function startApiProcess(env: Record<string, string>): Promise<ApiProcess> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    cwd: PROJECT_DIR,
    env: { ...process.env, ...env },
    execArgv: ['--import', 'tsx'],
    stdio: 'inherit',
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (report: Report) => {
      if ('port' in report) resolve({ url: `http://127.0.0.1:${report.port}`, stop });
      else reject(new Error(report.error));
    });
    child.once('exit', (code) => reject(new Error(`the API process ended (exit code ${code}) before it listened`)));
  });
}

async function serve(): Promise<void> {
  const send = (report: Report) => process.send!(report);
  try {
    const api = defaultLocalApi();
    await api.ready();
    const server = createServer(
      answeringErrors((request, response, target) => {
        if (!api.handle(request, response, target)) response.writeHead(404).end();
      }),
    );
    server.listen(0, '127.0.0.1', () => send({ port: (server.address() as AddressInfo).port }));
    process.on('disconnect', () => process.exit(0));
  } catch (error) {
    send({ error: `The local API cannot start: ${(error as Error).message}` });
    process.disconnect();
  }
}

if (process.send && process.argv[1] === fileURLToPath(import.meta.url)) await serve();
