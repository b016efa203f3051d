/**
 * Compression on worker threads, one per core (thread-pool.ts): each thread reads a file, hashes it, takes its copies
 * from the cache or compresses them, and writes them (compress-file.ts), so the main thread only walks the build.
 */
import path from 'node:path';
import { bundledScript } from '../bundle-script.mjs';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import type { CopyMade } from './compress-file.ts';
import { CompressedCache } from './compressed-cache.ts';
import { ThreadPool } from './thread-pool.ts';

/** Found from the project, not from this module: the build runs this module bundled elsewhere (scripts/run.mjs). */
const WORKER_SOURCE = path.join(PROJECT_DIR, 'scripts/build/compress-worker.ts');

export class CompressPool {
  private constructor(private readonly pool: ThreadPool<{ file: string; cached: boolean }, CopyMade[]>) {}

  /**
   * A pool of `size` threads (one per core unless given) using the cache in `cacheDir`, whose files `listing` names
   * (read once for all the threads: a cache of many entries takes a while to list).
   */
  static async start({
    cacheDir,
    listing,
    size,
  }: {
    cacheDir: string;
    listing?: readonly string[];
    size?: number | undefined;
  }): Promise<CompressPool> {
    const worker = await bundledScript(WORKER_SOURCE, PROJECT_DIR);
    return new CompressPool(
      new ThreadPool(worker, {
        ...(size === undefined ? {} : { size }),
        workerData: { cacheDir, listing: listing ?? new CompressedCache(cacheDir).listing },
        describe: ({ file }) => `compressing ${path.relative(PROJECT_DIR, file)}`,
      }),
    );
  }

  /** The copies made of `file`, on whichever thread is free first; with `cached: false`, without the cache. */
  compressFile(file: string, { cached = true } = {}): Promise<CopyMade[]> {
    return this.pool.run({ file, cached });
  }

  /** How many files each thread has taken. */
  get jobsPerWorker(): number[] {
    return this.pool.jobsPerWorker;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
