/**
 * Compression on worker threads, one per core: the main thread only reads, hashes and writes files meanwhile.
 * Jobs wait in one queue; each worker holds at most JOBS_AHEAD of them, so a free worker always has the next one.
 */
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { zlibOptions, type Setting } from './compression-levels.ts';

/** Found from the project, not from this module: the build runs this module bundled elsewhere (scripts/run.mjs). */
const WORKER_FILE = path.join(PROJECT_DIR, 'scripts/build/compress-worker.mjs');
/** Two: the next job is already in the worker's inbox when it finishes one. */
const JOBS_AHEAD = 2;

interface Job {
  id: number;
  content: Uint8Array;
  setting: Setting;
  resolve: (output: Buffer) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  thread: Worker;
  jobs: Map<number, Job>;
  /** Jobs this worker finished: the tests check that every worker took part. */
  done: number;
}

export class CompressPool {
  private readonly workers: PoolWorker[];
  private readonly queue: Job[] = [];
  private nextId = 0;
  private broken: Error | undefined;

  constructor(size = os.availableParallelism()) {
    this.workers = Array.from({ length: Math.max(1, size) }, () => this.startWorker());
  }

  /** The compressed bytes of `content`, made on whichever worker is free first. */
  compress(content: Uint8Array, setting: Setting): Promise<Buffer> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, content, setting, resolve, reject });
      this.dispatch();
    });
  }

  /** How many jobs each worker has finished. */
  get jobsPerWorker(): number[] {
    return this.workers.map((worker) => worker.done);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.thread.terminate()));
  }

  private startWorker(): PoolWorker {
    const worker: PoolWorker = { thread: new Worker(WORKER_FILE), jobs: new Map(), done: 0 };
    worker.thread.on('message', ({ id, output, error }: { id: number; output?: Uint8Array; error?: string }) => {
      const job = worker.jobs.get(id);
      if (!job) return; // already failed with the pool
      worker.jobs.delete(id);
      worker.done++;
      if (output) job.resolve(Buffer.from(output.buffer, output.byteOffset, output.byteLength));
      else job.reject(new Error(`compressing with ${job.setting.encoding} ${job.setting.level} failed: ${error}`));
      this.dispatch();
    });
    // A worker that dies takes the pool with it: its jobs and every later one fail, and so does the build.
    const fail = (error: Error) => {
      this.broken ??= error;
      for (const job of [...this.workers.flatMap((each) => [...each.jobs.values()]), ...this.queue.splice(0)])
        job.reject(error);
      for (const each of this.workers) each.jobs.clear();
    };
    worker.thread.on('error', fail);
    worker.thread.on('exit', (code) => {
      if (worker.jobs.size > 0) fail(new Error(`a compression worker stopped (exit code ${code}) with jobs under way`));
    });
    return worker;
  }

  /** Hands queued jobs to the workers with room, the least busy first. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.workers.reduce((least, each) => (each.jobs.size < least.jobs.size ? each : least));
      if (worker.jobs.size >= JOBS_AHEAD) return;
      const job = this.queue.shift()!;
      worker.jobs.set(job.id, job);
      worker.thread.postMessage({
        id: job.id,
        content: job.content,
        encoding: job.setting.encoding,
        options: zlibOptions(job.setting, job.content.length),
      });
    }
  }
}
