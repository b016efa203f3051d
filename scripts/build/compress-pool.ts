/**
 * Compression on worker threads, one per core (thread-pool.ts): the main thread only reads, hashes and writes files
 * meanwhile.
 */
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { zlibOptions, type Setting } from './compression-levels.ts';
import { ThreadPool } from './thread-pool.ts';

/** Found from the project, not from this module: the build runs this module bundled elsewhere (scripts/run.mjs). */
const WORKER_FILE = path.join(PROJECT_DIR, 'scripts/build/compress-worker.mjs');

interface CompressJob {
  content: Uint8Array;
  encoding: Setting['encoding'];
  level: number;
  options: ReturnType<typeof zlibOptions>;
}

export class CompressPool {
  private readonly pool: ThreadPool<CompressJob, Uint8Array>;

  constructor(size?: number) {
    this.pool = new ThreadPool(WORKER_FILE, {
      ...(size === undefined ? {} : { size }),
      describe: ({ encoding, level }) => `compressing with ${encoding} ${level}`,
    });
  }

  /** The compressed bytes of `content`, made on whichever worker is free first. */
  async compress(content: Uint8Array, setting: Setting): Promise<Buffer> {
    const output = await this.pool.run({
      content,
      encoding: setting.encoding,
      level: setting.level,
      options: zlibOptions(setting, content.length),
    });
    return Buffer.from(output.buffer, output.byteOffset, output.byteLength);
  }

  /** How many jobs each worker has finished. */
  get jobsPerWorker(): number[] {
    return this.pool.jobsPerWorker;
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
