/**
 * site.json as the editor sees it: its text and a version, the SHA-256 of its bytes. The version names exactly what
 * the browser started from, so a save can tell whether anything else changed the file meanwhile.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { sizeRefusal } from '../../site/node/check.ts';

export interface SiteFileState {
  text: string;
  version: string;
}

export function versionOf(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** The file's bytes and version, read as `readSiteFile` reads them (the same refusals). */
export async function readSiteBytes(file: string): Promise<{ bytes: Buffer; version: string } | undefined> {
  let bytes: Buffer;
  try {
    const refusal = sizeRefusal((await stat(file)).size);
    if (refusal) throw Object.assign(new Error(refusal), { code: 'file-too-large' });
    bytes = await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { bytes, version: versionOf(bytes) };
}

/**
 * The file's text and version; undefined when there is no such file. Other read errors are thrown, and so is a file
 * over the checker's size limit (code "file-too-large", its message the sentence `npm run validate` prints), unread.
 */
export async function readSiteFile(file: string): Promise<SiteFileState | undefined> {
  const read = await readSiteBytes(file);
  return read && { text: read.bytes.toString('utf8'), version: read.version };
}
