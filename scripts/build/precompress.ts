/**
 * Writes the compressed copies of every text file of the build beside it (NAME.br, and NAME.gz but for the files of
 * every route), so servers send them as they are. Each kind of file has its own levels (compression-levels.ts); the reading, compressing and writing of each
 * file (compress-file.ts) run on worker threads (compress-pool.ts), or on the main thread when there are few, and a
 * file whose bytes a previous build compressed already is taken from the cache (compressed-cache.ts) instead of
 * compressed again (pages apart: the builds' folders keep theirs, reuse.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compressFile, type CopyMade, type ReadFile } from './compress-file.ts';
import { CompressPool } from './compress-pool.ts';
import { CACHE_DIR, cacheKey, CompressedCache, contentHash } from './compressed-cache.ts';
import { COMPRESSIBLE, kindOf, levelsFor, MIN_BYTES } from './compression-levels.ts';

/**
 * Fewer files than this a thread are compressed on fewer threads, and that many or fewer in all on the main thread:
 * starting a thread costs as much as ~100 files taken from the cache. A file the cache lacks is compressed, though,
 * up to a second at brotli 11 (the React chunk): two or more such files are shared between threads.
 */
const FILES_PER_THREAD = 100;

export interface PrecompressFigures {
  /** Files given compressed copies. */
  files: number;
  /** The threads that compressed them; 0 for the main thread. */
  threads: number;
  /** Compressed copies written, and how many of them came from the cache. */
  outputs: number;
  reused: number;
  ms: number;
}

/**
 * Every compressible file under `dir`, and the files `also`, elsewhere: the pages the build rendered into the folder it
 * brings up to date (which holds tens of thousands of files already compressed, not walked). Those are compressed
 * without the cache: a page whose bytes a build made before is kept from that build's folder with its copies
 * (reuse.ts), so the cache would hold a link to every page's copies for nothing, and listing and pruning it cost every
 * rebuild a walk of them. `workers`: the threads to compress on (0: the main thread), else as many as threadsFor says.
 * `kept`: files under `dir` that came with their copies (linked from the live build with them), not compressed again.
 */
export async function precompress(
  dir: string,
  {
    cacheDir = CACHE_DIR,
    workers,
    also = [],
    kept = [],
  }: { cacheDir?: string; workers?: number; also?: readonly string[]; kept?: readonly string[] } = {},
): Promise<PrecompressFigures> {
  const started = performance.now();
  const jobs = also.map((file) => ({ file, cached: false }));
  const keptFiles = new Set(kept);
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    if (entry.isFile() && COMPRESSIBLE.test(entry.name) && !keptFiles.has(file)) jobs.push({ file, cached: true });
  }
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
  // The files the cache is asked about, read once: on the main thread, they are not read again.
  const read = new Map<string, ReadFile>();
  const threads = workers ?? threadsFor(jobs, cache, read);
  if (threads === 0) {
    // A rebuild that changed a few files: less work than starting a thread.
    for (const { file, cached } of jobs) count(compressFile(cached ? cache : undefined, file, read.get(file)));
  } else if (jobs.length > 0) {
    const pool = await CompressPool.start({ cacheDir, listing: cache.listing, size: threads });
    try {
      await Promise.all(jobs.map(async ({ file, cached }) => count(await pool.compressFile(file, { cached }))));
    } finally {
      await pool.close();
    }
  }
  cache.prune();
  return { ...figures, threads, ms: performance.now() - started };
}

/**
 * Compresses `files` into the cache ahead of the build's precompress, on threads of their own, while the build waits
 * for something else (Vite's server bundle): precompress then takes their copies from the cache. Only time is at stake,
 * so a file that cannot be read or compressed now is left for precompress, which compresses it as always; and a file
 * changed after this has other bytes, so its copies are made again there.
 */
export async function compressAhead(
  files: readonly string[],
  { cacheDir = CACHE_DIR }: { cacheDir?: string } = {},
): Promise<void> {
  // The largest first (React's file), so that no thread is left with it at the end.
  const toCompress = files
    .filter((file) => COMPRESSIBLE.test(file))
    .map((file) => ({ file, size: statSync(file, { throwIfNoEntry: false })?.size ?? 0 }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file);
  if (toCompress.length === 0) return;
  const pool = await CompressPool.start({
    cacheDir,
    size: Math.min(os.availableParallelism(), toCompress.length),
  });
  try {
    await Promise.all(toCompress.map((file) => pool.compressFile(file).catch(() => undefined)));
  } finally {
    await pool.close();
  }
}

/**
 * How many threads compress `jobs`: none for a few files taken from the cache, else some for each file to compress.
 * The files it reads to ask the cache are kept in `read`.
 */
function threadsFor(
  jobs: readonly { file: string; cached: boolean }[],
  cache: CompressedCache,
  read: Map<string, ReadFile>,
): number {
  const toCompress = jobs.filter(({ file, cached }) => !cached || !inCache(cache, file, read)).length;
  if (jobs.length <= FILES_PER_THREAD && toCompress < 2) return 0;
  return Math.min(os.availableParallelism(), Math.max(toCompress, Math.ceil(jobs.length / FILES_PER_THREAD)));
}

/** Whether the cache lists every copy `file` gets (none for a file too small for any): it is then linked, not compressed. */
function inCache(cache: CompressedCache, file: string, read: Map<string, ReadFile>): boolean {
  const content = readFileSync(file);
  if (content.length < MIN_BYTES) return true;
  const hash = contentHash(content);
  read.set(file, { content, hash });
  return levelsFor(kindOf(file), content.length).every((setting) =>
    cache.lists(cacheKey(hash, content.length, setting)),
  );
}
