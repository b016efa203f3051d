/**
 * Writes NAME.br and NAME.gz beside every text file of the build, so servers send them without compressing per
 * request. Each kind of file has its own levels (compression-levels.ts); the reading, compressing and writing of each
 * file (compress-file.ts) run on worker threads (compress-pool.ts), or on the main thread when there are few, and a
 * file whose bytes a previous build compressed already is taken from the cache (compressed-cache.ts) instead of
 * compressed again.
 */
import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compressFile, type CopyMade } from './compress-file.ts';
import { CompressPool } from './compress-pool.ts';
import { CACHE_DIR, CompressedCache } from './compressed-cache.ts';
import { COMPRESSIBLE, SUFFIX } from './compression-levels.ts';

/**
 * Fewer files than this a thread are compressed on fewer threads, and that many or fewer in all on the main thread:
 * starting a thread costs as much as ~100 files taken from the cache.
 */
const FILES_PER_THREAD = 100;

export interface PrecompressFigures {
  /** Files given compressed copies. */
  files: number;
  /** Compressed copies written, and how many of them came from the cache. */
  outputs: number;
  reused: number;
  ms: number;
}

/**
 * `kept`: files taken from the previous build together with their compressed copies (scripts/build/reuse.ts), which
 * need none made.
 */
export async function precompress(
  dir: string,
  {
    cacheDir = CACHE_DIR,
    workers,
    kept = new Set(),
  }: { cacheDir?: string; workers?: number; kept?: ReadonlySet<string> } = {},
): Promise<PrecompressFigures> {
  const started = performance.now();
  const files: string[] = [];
  const present = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    present.add(file);
    if (COMPRESSIBLE.test(entry.name)) files.push(file);
  }
  // A file kept from the previous build with its copies is not read again.
  const hasCopies = (file: string) =>
    kept.has(file) && Object.values(SUFFIX).every((suffix) => present.has(file + suffix));
  const toCompress = files.filter((file) => !hasCopies(file));
  // Read as the build started, for pruning: the entries the threads write meanwhile are the newest, and kept.
  const cache = new CompressedCache(cacheDir);
  const figures = { files: 0, outputs: 0, reused: 0 };
  const count = (copies: CopyMade[]) => {
    if (copies.length > 0) figures.files++;
    for (const { entry, bytes, reused } of copies) {
      figures.outputs++;
      if (reused) figures.reused++;
      if (entry) cache.markUsed(entry, bytes);
    }
  };
  if (workers === undefined && toCompress.length <= FILES_PER_THREAD) {
    // A rebuild that changed a few files: less work than starting a thread.
    for (const file of toCompress) count(compressFile(cache, file));
  } else if (toCompress.length > 0) {
    const pool = await CompressPool.start({
      cacheDir,
      listing: cache.listing,
      size: workers ?? Math.min(os.availableParallelism(), Math.ceil(toCompress.length / FILES_PER_THREAD)),
    });
    try {
      await Promise.all(toCompress.map(async (file) => count(await pool.compressFile(file))));
    } finally {
      await pool.close();
    }
  }
  cache.prune();
  return { ...figures, ms: performance.now() - started };
}
