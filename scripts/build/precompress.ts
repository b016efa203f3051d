/**
 * Writes NAME.br and NAME.gz beside every text file of the build, so servers send them without compressing per
 * request. Each kind of file has its own levels (compression-levels.ts); the compressing runs on worker threads
 * (compress-pool.ts), and a file whose bytes a previous build compressed already is taken from the cache
 * (compressed-cache.ts) instead of compressed again.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CompressPool } from './compress-pool.ts';
import { CompressedCache, cacheKey, contentHash, linkEntry } from './compressed-cache.ts';
import { COMPRESSIBLE, LEVELS, MIN_BYTES, SUFFIX, kindOf, type Setting } from './compression-levels.ts';

/** Files read and under way at once: enough to keep every worker busy, few enough to hold little memory. */
const FILES_AT_ONCE = 16;

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
  { cacheDir, workers, kept = new Set() }: { cacheDir?: string; workers?: number; kept?: ReadonlySet<string> } = {},
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
    kept.has(file) && LEVELS[kindOf(file)].every((setting) => present.has(file + SUFFIX[setting.encoding]));
  const cache = new CompressedCache(cacheDir);
  // Started at the first file the cache lacks: a build that changed nothing starts no thread.
  let pool: CompressPool | undefined;
  const figures = { files: 0, outputs: 0, reused: 0 };

  /** One compressed copy of a file: from the cache when its bytes were compressed before, else made and stored. */
  const writeCopy = async (file: string, content: Buffer, hash: Buffer, setting: Setting) => {
    const key = cacheKey(hash, content.length, setting);
    const target = file + SUFFIX[setting.encoding];
    figures.outputs++;
    const cached = cache.get(key);
    if (cached) {
      figures.reused++;
      return linkEntry(cached, target);
    }
    cache.store(key, await (pool ??= new CompressPool(workers)).compress(content, setting), target);
  };

  // Files are read and linked synchronously (three times cheaper than fs/promises for thousands of small files); the
  // compressing and the cache's writes are waited for, and meanwhile the next files are read.
  try {
    let next = 0;
    const runner = async () => {
      while (next < files.length) {
        const file = files[next++]!;
        if (hasCopies(file)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        const hash = contentHash(content);
        await Promise.all(LEVELS[kindOf(file)].map((setting) => writeCopy(file, content, hash, setting)));
        figures.files++;
      }
    };
    await Promise.all(Array.from({ length: FILES_AT_ONCE }, runner));
  } finally {
    await pool?.close();
  }
  cache.prune();
  return { ...figures, ms: performance.now() - started };
}
