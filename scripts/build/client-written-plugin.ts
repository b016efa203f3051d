/**
 * Tells the build that made this Vite process (scripts/build/bundles.ts, over the child's IPC channel) which files the
 * browser's bundle wrote, as soon as they are written: the build compresses them while Vite goes on to make the
 * server bundle. Brotli 11 of React's file alone takes a core about a second, which otherwise came last in a first
 * build. Without the channel (`vite build` run by hand, the dev server), it does nothing.
 */
import path from 'node:path';
import type { Plugin } from 'vite';

/** The message the build receives: absolute paths of the files written. */
export interface ClientWritten {
  clientWritten: string[];
}

/** Vite's own records of a build (its manifest) are read and removed by Vike: not files the site serves. */
const VITE_RECORDS = /^\.vite\//;

export function clientWrittenPlugin(): Plugin {
  return {
    name: 'site:client-written',
    apply: 'build',
    writeBundle(options, bundle) {
      if (this.environment.name !== 'client' || !process.send || !options.dir) return;
      const files = Object.keys(bundle)
        .filter((name) => !VITE_RECORDS.test(name))
        .map((name) => path.resolve(options.dir!, name));
      process.send({ clientWritten: files } satisfies ClientWritten);
    },
  };
}
