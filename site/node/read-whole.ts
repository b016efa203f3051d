/**
 * A file's bytes, asked of the system in as few reads as its size allows. fs.promises.readFile asks for 512 KiB at a
 * time, each a trip through libuv's threads: reading the 117 MB site.json of a 40,000-route site and the check's copy
 * of it took twice as long that way, with the main thread waiting.
 */
import { open } from 'node:fs/promises';

/** Read past the size the file had when opened, in case it grew meanwhile. */
const MORE = 1024 * 1024;

export async function readWhole(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    const parts: Buffer[] = [];
    let length = 0;
    // The size first, then more until the end: a file may have grown since it was measured, or shrunk.
    for (let want = size; ; want = MORE) {
      const part = Buffer.allocUnsafe(want);
      let filled = 0;
      while (filled < want) {
        const { bytesRead } = await handle.read(part, filled, want - filled, length + filled);
        if (bytesRead === 0) break;
        filled += bytesRead;
      }
      if (filled > 0 || parts.length === 0) parts.push(filled < want ? part.subarray(0, filled) : part);
      length += filled;
      // At the end: one part is the file as it was measured, kept as read.
      if (filled < want) return parts.length === 1 ? parts[0]! : Buffer.concat(parts, length);
    }
  } finally {
    await handle.close();
  }
}
