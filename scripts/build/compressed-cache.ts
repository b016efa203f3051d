/**
 * Compressed files kept between builds, so that a rebuild compresses only the files whose bytes changed.
 *
 * An entry holds the compressed bytes alone and is named KEY.CHECK: KEY is the sha256 of what made it (the content's
 * sha256, the encoding and its options, the compressor's version, the entry format), so a change of level or of zlib
 * never finds an older entry; CHECK is the sha256 of KEY and the bytes, read again before each use, so an entry cut
 * short, corrupted or copied under another name is never used (the file is compressed again). An entry is a hard
 * link to the build's file, made once that file is whole, so a reader (this build or another at the same time) sees a
 * whole entry or none, and a file taken from the cache costs no copy.
 * The cache only saves time: when it cannot be read or written, the build compresses and writes as if it were empty.
 * It reads and writes synchronously: three times cheaper than fs/promises for thousands of small files.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { zlibOptions, type Setting } from './compression-levels.ts';

/** SITE_COMPRESS_CACHE_DIR puts the cache elsewhere (a fresh folder measures a build that compresses everything). */
export const CACHE_DIR = process.env.SITE_COMPRESS_CACHE_DIR
  ? path.resolve(process.env.SITE_COMPRESS_CACHE_DIR)
  : path.join(PROJECT_DIR, 'node_modules/.cache/site-compressed');
/** Past this total, the oldest entries the last build did not use are deleted: a 2,000-page site takes 109 MB. */
export const MAX_CACHE_BYTES = 512 * 2 ** 20;
/** Changed whenever entries are made or laid out differently: older ones are then unused, and pruned in time. */
const FORMAT = 'site-compressed 2';
const COMPRESSOR = `zlib ${process.versions.zlib} brotli ${process.versions.brotli}`;
const ENTRY_NAME = /^([0-9a-f]{64})\.([0-9a-f]{64})$/;

export const contentHash = (content: Uint8Array): Buffer => createHash('sha256').update(content).digest();

/** The entry's key for this content compressed with this setting. */
export function cacheKey(hashOfContent: Buffer, size: number, setting: Setting): string {
  const made = JSON.stringify([FORMAT, COMPRESSOR, setting.encoding, zlibOptions(setting, size)]);
  return createHash('sha256').update(made).update(hashOfContent).digest('hex');
}

const checkOf = (key: string, payload: Uint8Array) => createHash('sha256').update(key).update(payload).digest('hex');

export class CompressedCache {
  /** The entries this build read or wrote, with their sizes: pruning never deletes them, nor needs to look at them. */
  private readonly used = new Map<string, number>();
  /** The folder's files when the build started. */
  private readonly found: string[];
  /** Each key's entry file, of those found and those the build wrote. */
  private readonly names = new Map<string, string>();

  /** `found`: the folder's files as another reader of it just listed them (a thread is handed its pool's list). */
  constructor(
    readonly dir = CACHE_DIR,
    found?: readonly string[],
  ) {
    attempt(() => mkdirSync(dir, { recursive: true }));
    this.found = found ? [...found] : (attempt(() => readdirSync(dir)) ?? []);
    for (const name of this.found) {
      const key = ENTRY_NAME.exec(name)?.[1];
      if (key) this.names.set(key, name);
    }
  }

  /** The entry stored for `key` (its path and size), once its bytes are checked; undefined when there is none or it fails. */
  get(key: string): { file: string; bytes: number } | undefined {
    const name = this.names.get(key);
    if (!name) return undefined;
    const file = path.join(this.dir, name);
    const payload = attempt(() => readFileSync(file));
    if (!payload || `${key}.${checkOf(key, payload)}` !== name) return undefined;
    this.markUsed(name, payload.length);
    return { file, bytes: payload.length };
  }

  /** Whether an entry is listed for `key`, unchecked: enough to tell the work ahead, not to use the entry. */
  lists(key: string): boolean {
    return this.names.has(key);
  }

  /** The folder's files when this cache was opened. */
  get listing(): readonly string[] {
    return this.found;
  }

  /** Keeps the entry named `name` from pruning: this build used it (here, or on a thread with a cache of its own). */
  markUsed(name: string, bytes: number): void {
    this.used.set(name, bytes);
  }

  /**
   * Writes `payload` at `file` (a new file of the build being made) and stores it for `key` as a hard link to that
   * file: one write and one link, and the entry appears whole or not at all (a link is atomic). The entry's path, or
   * undefined where the cache cannot be linked to (the file is written all the same).
   */
  store(key: string, payload: Uint8Array, file: string): string | undefined {
    writeNew(file, payload);
    const name = `${key}.${checkOf(key, payload)}`;
    const entry = path.join(this.dir, name);
    const link = () => {
      linkSync(file, entry);
      return true;
    };
    // An entry already under this name failed its check (or another build stored the same bytes meanwhile): replaced.
    const replace = () => {
      rmSync(entry, { force: true });
      return link();
    };
    if (!attempt(link) && !attempt(replace)) return undefined;
    // The key's older entry, when it failed its check, is left for pruning.
    this.names.set(key, name);
    this.markUsed(name, payload.length);
    return entry;
  }

  /**
   * Keeps the cache under `maxBytes`: deletes the entries this build did not use, oldest first, until it fits, and any
   * file that is not an entry (a temporary file older builds left).
   */
  prune(maxBytes = MAX_CACHE_BYTES): { entries: number; bytes: number } {
    // Only the files this build did not use are looked at: on a rebuild of one site, few. Files another build wrote
    // meanwhile are not: they are the newest.
    const others = this.found
      .filter((name) => !this.used.has(name))
      .flatMap((name) => {
        const stats = attempt(() => statSync(path.join(this.dir, name)));
        return stats?.isFile() ? [{ name, bytes: stats.size, mtimeMs: stats.mtimeMs }] : [];
      });
    const isEntry = (file: { name: string }) => ENTRY_NAME.test(file.name);
    const deleted = others.filter((file) => !isEntry(file));
    const unused = others.filter(isEntry).sort((a, b) => a.mtimeMs - b.mtimeMs);
    let bytes = [...this.used.values(), ...unused.map((entry) => entry.bytes)].reduce((sum, size) => sum + size, 0);
    let entries = this.used.size + unused.length;
    for (const entry of unused) {
      if (bytes <= maxBytes) break;
      deleted.push(entry);
      bytes -= entry.bytes;
      entries--;
    }
    for (const file of deleted) attempt(() => rmSync(path.join(this.dir, file.name), { force: true }));
    return { entries, bytes };
  }
}

/**
 * Puts an entry at `file` as a hard link, so a file taken from the cache costs no copy (a copy where the file system
 * refuses links). A file already there is unlinked, never written through: it may be a link to another entry.
 */
export function linkEntry(entry: string, file: string): void {
  try {
    linkSync(entry, file);
  } catch {
    rmSync(file, { force: true });
    try {
      linkSync(entry, file);
    } catch {
      copyFileSync(entry, file);
    }
  }
}

/** Writes a file that should not exist yet; one that does is unlinked first, never written through (it may be a link). */
export function writeNew(file: string, payload: Uint8Array): void {
  try {
    writeFileSync(file, payload, { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    rmSync(file, { force: true });
    writeFileSync(file, payload, { flag: 'wx' });
  }
}

/** What `run` returns, or undefined when it throws: the cache's failures cost time, never the build. */
function attempt<T>(run: () => T): T | undefined {
  try {
    return run();
  } catch {
    return undefined;
  }
}
