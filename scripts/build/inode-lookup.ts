/**
 * Where a build's pages are on disk, looked up on a thread of its own: a rebuild asks for the inode of every page's
 * HTML in the live build and in its standby (80,000 files at 40,000 routes, some 0.3 s), and that runs on the other
 * core while the main thread checks site.json. The look-up is plain file-system calls, so the thread runs a few lines
 * of JavaScript rather than a module of the build.
 */
import { Worker } from 'node:worker_threads';

/** The inodes of some files of a folder, by their names, and the inode the folder itself had then. */
export interface FolderInodes {
  folder: number;
  files: Map<string, number | undefined>;
}

// For each folder: its inode, then each file's (-1 for a missing one); undefined for a missing folder.
const LOOK_UP = `
const { parentPort, workerData } = require('node:worker_threads');
const { statSync } = require('node:fs');
const found = workerData.map(({ dir, files }) => {
  const folder = statSync(dir, { throwIfNoEntry: false })?.ino;
  if (folder === undefined) return undefined;
  const inodes = new Float64Array(files.length);
  for (let i = 0; i < files.length; i++) inodes[i] = statSync(dir + '/' + files[i], { throwIfNoEntry: false })?.ino ?? -1;
  return { folder, inodes };
});
parentPort.postMessage(found, found.flatMap((each) => (each ? [each.inodes.buffer] : [])));
`;

/**
 * The inodes of `files` (paths relative to `dir`) of each folder, looked up on a thread, by the names `names` gives
 * them (names[i] is that of files[i]; the paths by default); undefined for a folder that is missing, or when the
 * thread fails (the caller then asks the system itself).
 */
export function lookUpInodes(
  folders: readonly { dir: string; files: readonly string[] }[],
  names?: readonly string[],
): Promise<(FolderInodes | undefined)[]> {
  return new Promise((resolve) => {
    const worker = new Worker(LOOK_UP, { eval: true, workerData: folders });
    const none = () => resolve(folders.map(() => undefined));
    worker.once('error', none);
    worker.once('exit', none);
    worker.once('message', (found: ({ folder: number; inodes: Float64Array } | undefined)[]) =>
      resolve(
        found.map(
          (each, f) =>
            each && {
              folder: each.folder,
              files: new Map(
                folders[f]!.files.map((file, i) => [
                  names?.[i] ?? file,
                  each.inodes[i]! < 0 ? undefined : each.inodes[i],
                ]),
              ),
            },
        ),
      ),
    );
  });
}
