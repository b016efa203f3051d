/**
 * Folders the bench would delete before a timed build, moved aside instead and deleted once the bench is done.
 *
 * A file system that does not reuse an inode freed in the last minute or more (ext4 without a journal, as on this
 * machine: an inode whose table is still unwritten counts as recent for six minutes) checks each such inode of a group
 * every time it creates a file there. Right after a build of thousands of files was deleted, creating each file of
 * the next build cost up to half a millisecond more (`perf`: the kernel in `recently_deleted`): the deletion's cost,
 * which a person who builds a fresh clone does not pay. A rename frees no inode.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';

const SET_ASIDE_FOLDER = '.set-aside';
const setAsideFolders = new Set<string>();
let moved = 0;

/** Moves `folder` (if it exists) out of the way, into a folder beside it that is deleted by `deleteSetAside`. */
export function setAside(folder: string): void {
  if (!existsSync(folder)) return;
  const into = path.join(path.dirname(folder), SET_ASIDE_FOLDER);
  mkdirSync(into, { recursive: true });
  setAsideFolders.add(into);
  renameSync(folder, path.join(into, `${process.pid}-${(moved += 1)}-${path.basename(folder)}`));
}

/** Deletes what was set aside: when the bench has measured everything, or as it exits for any reason. */
export function deleteSetAside(): void {
  for (const folder of setAsideFolders) rmSync(folder, { recursive: true, force: true });
  setAsideFolders.clear();
}

process.on('exit', deleteSetAside);
