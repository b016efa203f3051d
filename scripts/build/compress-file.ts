/**
 * The compressed copies of one file of the build, NAME.br (and NAME.gz) beside it at the levels of its kind and size
 * (compression-levels.ts): each taken from the cache when its bytes were compressed before with the same setting,
 * else compressed and stored. Runs on the compression threads (compress-worker.ts), which read, hash, compress and
 * write on their own: the build's main thread only hands them the files' names.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { cacheKey, contentHash, linkEntry, writeNew, type CompressedCache } from './compressed-cache.ts';
import { MIN_BYTES, SUFFIX, kindOf, levelsFor, zlibOptions, type Setting } from './compression-levels.ts';

export interface CopyMade {
  /** The name of the cache's entry it is (none when the cache could not take it), and its size. */
  entry: string | undefined;
  bytes: number;
  /** Taken from the cache rather than compressed. */
  reused: boolean;
}

/** A file's bytes and their hash (contentHash), when the caller has read them already. */
export interface ReadFile {
  content: Buffer;
  hash: Buffer;
}

/**
 * The copies of `file`, or none for a file too small to gain from them; without `cache`, compressed and written
 * without looking in the cache or storing them there. `read`: the file as the caller read it, not read again.
 */
export function compressFile(cache: CompressedCache | undefined, file: string, read?: ReadFile): CopyMade[] {
  const content = read?.content ?? readFileSync(file);
  if (content.length < MIN_BYTES) return [];
  const targetOf = (setting: Setting) => file + SUFFIX[setting.encoding];
  if (!cache) return writeCopies(file, content);
  const hash = read?.hash ?? contentHash(content);
  return levelsFor(kindOf(file), content.length).map((setting) => {
    const key = cacheKey(hash, content.length, setting);
    const cached = cache.get(key);
    if (cached) {
      linkEntry(cached.file, targetOf(setting));
      return { entry: path.basename(cached.file), bytes: cached.bytes, reused: true };
    }
    const payload = compressed(content, setting);
    const entry = cache.store(key, payload, targetOf(setting));
    return { entry: entry && path.basename(entry), bytes: payload.length, reused: false };
  });
}

/**
 * The copies of `file`, whose bytes are `content`, compressed and written beside it without the cache: none for a
 * file too small to gain from them.
 */
export function writeCopies(file: string, content: Buffer): CopyMade[] {
  return levelsFor(kindOf(file), content.length).map((setting) => {
    const payload = compressed(content, setting);
    writeNew(file + SUFFIX[setting.encoding], payload);
    return { entry: undefined, bytes: payload.length, reused: false };
  });
}

function compressed(content: Buffer, setting: Setting): Buffer {
  const options = zlibOptions(setting, content.length);
  return setting.encoding === 'br' ? brotliCompressSync(content, options) : gzipSync(content, options);
}
