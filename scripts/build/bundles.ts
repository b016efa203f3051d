/**
 * Vite's bundles (the browser's and the prerender's server bundle), built by Vike's build in a child process
 * (vite-build.ts).
 * They need nothing of site.json (the server bundle reads the checked site when the prerender starts), so the build
 * makes them while it checks site.json, on the other core; and the memory Vite and its bundler take is returned when
 * the child ends, instead of staying with the build while it renders thousands of pages.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { bundleKey, restoreBundles, storeBundles } from './bundle-cache.ts';
import type { ClientWritten } from './client-written-plugin.ts';

/** Run as the project's commands are (scripts/run.mjs): found from the project, as this module runs bundled elsewhere. */
const RUN = path.join(PROJECT_DIR, 'scripts/run.mjs');
const VITE_BUILD = path.join(PROJECT_DIR, 'scripts/build/vite-build.ts');

export interface Bundles {
  /** Settles once the bundles are in `outDir`; rejects with what Vite printed when they could not be made. */
  done: Promise<void>;
  /** Stops the making of the bundles (the build stopped for another reason), once the child has ended. */
  stop(): Promise<void>;
  /**
   * The files of the browser's bundle, as soon as Vite has written them (client-written-plugin.ts), before it makes
   * the server bundle; none when the bundles are taken from the cache, or when Vite ended without saying.
   */
  clientWritten: Promise<string[]>;
}

/**
 * The bundles in `outDir` (its client/ and server/ folders): those an earlier build made from the same code
 * (bundle-cache.ts), or else made now, with the build's environment, and kept for the next build.
 */
export function makeBundles(outDir: string): Bundles {
  const key = bundleKey();
  if (restoreBundles(key, outDir)) {
    console.log("Vite's bundles: the code has not changed since they were made, so they are taken from the cache.");
    return { done: Promise.resolve(), stop: async () => undefined, clientWritten: Promise.resolve([]) };
  }
  const made = buildBundles(outDir);
  return { ...made, done: made.done.then(() => storeBundles(key, outDir)) };
}

/** Starts building the bundles into `outDir`, with the build's environment. */
function buildBundles(outDir: string): Bundles {
  const child = spawn(process.execPath, [RUN, VITE_BUILD], {
    cwd: PROJECT_DIR,
    env: { ...process.env, SITE_OUT_DIR: outDir },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  // A build that ends for any reason ends its bundles first (exit listeners run in the order they were added).
  process.on('exit', () => child.kill('SIGKILL'));
  // Said after the check, in one piece, rather than mixed with the check's own words.
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const clientWritten = new Promise<string[]>((resolve) => {
    child.on('message', (message: Partial<ClientWritten>) => {
      if (Array.isArray(message.clientWritten)) resolve(message.clientWritten);
    });
    ended.then(
      () => resolve([]),
      () => resolve([]),
    );
  });
  return {
    clientWritten,
    done: ended.then((code) => {
      if (code !== 0) throw new Error(`Vite could not make the bundles (exit code ${code}):\n${output.trim()}`);
      process.stdout.write(output);
    }),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await ended.catch(() => undefined);
    },
  };
}
