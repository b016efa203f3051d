/**
 * Starts Debian's nginx with deploy/nginx.conf over the built dist/ on a free loopback port, the way an operator would
 * deploy it: only the paths and the port are rewritten (dist/ instead of /srv/site, the test server as the API).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DIST_DIR, PROJECT_DIR } from '../../../scripts/site/paths.ts';

export interface RunningNginx { origin: string; stop: () => Promise<void> }

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    }).on('error', reject);
  });
}

export async function startNginx(apiPort: number): Promise<RunningNginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  const config = readFileSync(path.join(PROJECT_DIR, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('/srv/site', DIST_DIR)
    .replaceAll('listen 127.0.0.1:8080', `listen 127.0.0.1:${port}`)
    .replaceAll('http://127.0.0.1:3000', `http://127.0.0.1:${apiPort}`)
    .replaceAll('/tmp/site-nginx', path.join(dir, 'nginx'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, config);
  const nginx: ChildProcess = spawn('nginx', ['-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  nginx.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt++) {
    if (nginx.exitCode !== null) throw new Error(`nginx exited: ${stderr}`);
    try {
      await fetch(origin + '/');
      break;
    } catch {
      if (attempt > 50) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    origin,
    stop: async () => {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
