/**
 * A JSON Lines file whose last line has no "\n" was cut off mid-write (the process killed, the power lost). Before
 * anything is appended to it, that torn tail is moved to `<file>.torn-<time>` — kept, never silently thrown away — and
 * cut from the file, so that the next message starts on a line of its own and every line of the file parses.
 */
import { open, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

const CHUNK_BYTES = 64 * 1024;

/** Returns where the torn tail was moved, or undefined when the file ends in "\n", is empty or does not exist. */
export async function setAsideTornLine(file: string, log: (line: string) => void): Promise<string | undefined> {
  let handle: FileHandle;
  try {
    handle = await open(file, 'r+');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const end = await endOfLastLine(handle, size);
    if (end === size) return undefined;

    const torn = Buffer.alloc(size - end);
    await handle.read(torn, 0, torn.length, end);
    const aside = `${file}.torn-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    // The torn bytes are durably elsewhere before they are cut from the file.
    const copy = await open(aside, 'wx', 0o600);
    try {
      await copy.writeFile(torn);
      await copy.sync();
    } finally {
      await copy.close();
    }
    const directory = await open(path.dirname(file), 'r');
    await directory.sync().finally(() => directory.close());
    await handle.truncate(end);
    await handle.sync();
    log(
      `The message store ${file} ended in an unfinished line (${torn.length} bytes, cut off by a crash): moved it to ${aside}`,
    );
    return aside;
  } finally {
    await handle.close();
  }
}

/** The length of the file up to and including its last "\n"; 0 when it has none. */
async function endOfLastLine(handle: FileHandle, size: number): Promise<number> {
  let end = size;
  while (end > 0) {
    const start = Math.max(0, end - CHUNK_BYTES);
    const chunk = Buffer.alloc(end - start);
    const { bytesRead } = await handle.read(chunk, 0, chunk.length, start);
    const newline = chunk.subarray(0, bytesRead).lastIndexOf(0x0a);
    if (newline >= 0) return start + newline + 1;
    end = start;
  }
  return 0;
}
