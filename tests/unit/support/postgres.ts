/**
 * A throwaway PostgreSQL server for tests: Debian's binaries (package postgresql), a fresh cluster in a temporary
 * folder, listening on 127.0.0.1 only, on a free port. stop() shuts it down and removes the folder. PostgreSQL refuses
 * to run as root: as root, its commands run as the postgres user, who then owns the folder.
 */
import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { freePort } from '../../free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The folder of initdb, pg_ctl and postgres, newest version first; undefined when PostgreSQL is not installed. */
export const POSTGRES_BIN: string | undefined = (() => {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).filter((version) => existsSync(path.join(root, version, 'bin/initdb')));
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  return newest ? path.join(root, newest, 'bin') : undefined;
})();

export interface TestPostgres {
  /** A database of its own, created empty: postgres://postgres@127.0.0.1:PORT/NAME (no password: trust on loopback). */
  createDatabase(name: string): Promise<string>;
  stop(): Promise<void>;
}

export async function startPostgres(): Promise<TestPostgres> {
  if (!POSTGRES_BIN) throw new Error('PostgreSQL is not installed (/usr/lib/postgresql/*/bin/initdb)');
  const bin = POSTGRES_BIN;
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'postgres-test-'));
  if (asRoot) chownSync(dir, await idOf('-u'), await idOf('-g'));
  const data = path.join(dir, 'data');
  // As root, the server's own commands run as the postgres user.
  const pg = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', path.join(bin, command), ...args])
      : run(path.join(bin, command), args);

  const port = await freePort();
  const pgCtl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-w', '-t', '30', ...args]);
  try {
    await pg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync']);
    await pgCtl('-l', path.join(dir, 'server.log'), '-o', `-h 127.0.0.1 -p ${port} -k ${dir}`, 'start');
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    async createDatabase(name) {
      await run(path.join(bin, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', name]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    async stop() {
      try {
        await pgCtl('-m', 'fast', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

async function idOf(flag: '-u' | '-g'): Promise<number> {
  return Number((await run('id', [flag, 'postgres'])).stdout.trim());
}

/** A port nobody listens on right now, on 127.0.0.1. */
