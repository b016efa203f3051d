/**
 * Replaces a file so that a reader, or a crash, only ever sees the old bytes or the new ones: the new bytes go to a
 * temporary file in the same folder (a rename is atomic only within one file system), are flushed to disk, take the
 * old file's permissions, and are renamed over it. On any failure the old file is untouched and the temporary one
 * removed.
 */
import { randomBytes } from 'node:crypto';
import { open, realpath, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

export async function writeFileAtomically(file: string, bytes: Uint8Array): Promise<void> {
  // A symbolic link stays one: the file it points to is the one replaced.
  const target = await realpath(file).catch(() => file);
  const mode = await stat(target).then(
    (stats) => stats.mode & 0o7777,
    () => undefined,
  );
  const folder = path.dirname(target);
  const temporary = path.join(folder, `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  let handle: FileHandle | undefined;
  try {
    handle = await open(temporary, 'wx', 0o600);
    await handle.writeFile(bytes);
    // Set explicitly: the mode given to open() is narrowed by the umask.
    if (mode !== undefined) await handle.chmod(mode);
    await handle.sync();
    await handle.close();
    handle = undefined;
    await rename(temporary, target);
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await rm(temporary, { force: true }).catch(() => undefined);
    throw error;
  }
  await syncFolder(folder);
}

/** Makes the rename itself durable. Best effort: some systems cannot open a folder for syncing. */
async function syncFolder(folder: string): Promise<void> {
  let handle: FileHandle | undefined;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // The file's bytes are on disk already; at worst a crash now brings back the previous version.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}
