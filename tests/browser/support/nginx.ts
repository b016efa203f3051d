/**
 * Starts Debian's nginx with deploy/nginx.conf over the built dist/ on a free loopback port, the way an operator would
 * deploy it: only the paths and the port are rewritten (dist/ instead of /srv/site, the test server as the API), and,
 * when the tests run as root, the workers run as the current user (see workerUser).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { DIST_DIR, PROJECT_DIR } from '../../../site/node/paths.ts';
import { freePort } from '../../free-port.ts';

export interface RunningNginx {
  origin: string;
  stop: () => Promise<void>;
}

export interface NginxOptions {
  /** Uncomment the realip lines of deploy/nginx.conf (TLS in front of nginx on the same machine). */
  realIp?: boolean;
}

/**
 * nginx started by root runs its workers as `nobody`, which cannot read a checkout in a private folder (mktemp -d,
 * /root): every page would answer 403. The tests run them as the user who runs the tests instead. Only root may name
 * a user (nginx warns otherwise), so nothing is added for anyone else: the workers then are that user already.
 * deploy/nginx.conf itself keeps the unprivileged default.
 */
function workerUser(): string {
  if (process.getuid?.() !== 0) return '';
  const group = execFileSync('id', ['-gn'], { encoding: 'utf8' }).trim();
  return `user ${userInfo().username} ${group};\n`;
}

/** The configuration the tests run: deploy/nginx.conf with the test's paths and ports. */
export function testConfig(port: number, apiPort: number, tempDir: string, options: NginxOptions = {}): string {
  let config = readFileSync(path.join(PROJECT_DIR, 'deploy/nginx.conf'), 'utf8')
    .replaceAll('/srv/site', DIST_DIR)
    .replaceAll('listen 127.0.0.1:8080', `listen 127.0.0.1:${port}`)
    .replaceAll('http://127.0.0.1:3000', `http://127.0.0.1:${apiPort}`)
    .replaceAll('/var/lib/site-nginx/', `${tempDir}/`);
  if (options.realIp) {
    const enabled = config
      .replace(/^(\s*)# (set_real_ip_from .*)$/m, '$1$2')
      .replace(/^(\s*)# (real_ip_header .*)$/m, '$1$2');
    if (!/^\s*set_real_ip_from /m.test(enabled) || !/^\s*real_ip_header /m.test(enabled))
      throw new Error('deploy/nginx.conf has no commented realip lines');
    config = enabled;
  }
  return workerUser() + config;
}

export async function startNginx(apiPort: number, options: NginxOptions = {}): Promise<RunningNginx> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'site-nginx-'));
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, testConfig(port, apiPort, dir, options));
  // `nginx -t` first: an invalid configuration fails with nginx's own words, and so does a warning.
  const check = spawnSync('nginx', ['-t', '-e', 'stderr', '-c', file], { encoding: 'utf8' });
  if (check.status !== 0 || /\[(warn|error|crit|alert|emerg)\]/.test(check.stderr)) {
    rmSync(dir, { recursive: true, force: true });
    const stale = /open\(\) "[^"]*\/nginx\/[^"]+\.conf" failed/.test(check.stderr)
      ? `\n(${DIST_DIR} lacks a file deploy/nginx.conf includes: build it again with npm run build)`
      : '';
    throw new Error(`nginx -t refused the configuration:\n${check.stderr}${stale}`);
  }
  const nginx: ChildProcess = spawn('nginx', ['-e', 'stderr', '-c', file, '-g', 'daemon off;'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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

export interface RawAnswer {
  status: number;
  headers: [string, string][];
  body: string;
}

export interface RawOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** The address the request comes from: any address of this machine, not only 127.0.0.1 (see visitorAddress). */
  localAddress?: string;
}

/**
 * One request with the target sent byte for byte, as a hostile client would: fetch and Playwright's request parse the
 * URL first (a "\" becomes "/", "/./" goes away), which hides the spellings the server must cope with.
 */
export async function rawRequest(origin: string, target: string, options: RawOptions = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  const { method = 'GET', body = '', localAddress } = options;
  const headers = {
    host: `${hostname}:${port}`,
    connection: 'close',
    ...(body ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
    ...options.headers,
  };
  const head = [
    `${method} ${target} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    // Not ended after the request: nginx takes a half-closed connection for a client that left (499 to the API).
    const socket = connect({ port: Number(port), host: hostname, localAddress }, () =>
      socket.write(`${head}\r\n\r\n${body}`),
    );
    socket.setTimeout(5_000, () => socket.destroy(new Error(`no answer to ${method} ${target}`)));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const headEnd = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = text.slice(0, headEnd).split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status)
        return reject(new Error(`not an HTTP answer to ${method} ${target}: ${JSON.stringify(text.slice(0, 200))}`));
      const headers = lines.map((line): [string, string] => [
        line.slice(0, line.indexOf(':')).toLowerCase(),
        line.slice(line.indexOf(':') + 1).trim(),
      ]);
      resolve({ status, headers, body: text.slice(headEnd + 4) });
    });
  });
}

/**
 * An address of this machine other than loopback (the API trusts loopback as a proxy): a request sent from it to
 * 127.0.0.1 reaches nginx as a visitor from elsewhere would. Undefined when the machine has none.
 */
export function visitorAddress(): string | undefined {
  return Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && !entry.internal && entry.family === 'IPv4')?.address;
}

/** The security header names the build writes for every way of serving (dist/headers.json, from server/headers.ts). */
export function securityHeaderNames(): string[] {
  return Object.keys(
    JSON.parse(readFileSync(path.join(DIST_DIR, 'headers.json'), 'utf8')) as Record<string, string>,
  ).map((name) => name.toLowerCase());
}
