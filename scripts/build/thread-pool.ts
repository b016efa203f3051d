/**
 * Jobs on worker threads, one per core by default: the build's compressing (compress-pool.ts) and its rendering of
 * pages (render-pool.ts). Jobs wait in one queue; each worker holds at most JOBS_AHEAD of them, so a free worker
 * always has the next one, and no more than that is held in memory however many jobs are queued behind.
 *
 * A worker's file receives `{ id, ...job }` and answers `{ id, result }` or `{ id, error }`, in any order.
 */
import os from 'node:os';
import { Worker, type Transferable, type WorkerOptions } from 'node:worker_threads';

/** Two: the next job is already in the worker's inbox when it finishes one. */
const JOBS_AHEAD = 2;

interface Queued<Job, Result> {
  id: number;
  job: Job;
  transfer: readonly Transferable[];
  resolve: (result: Result) => void;
  reject: (error: Error) => void;
}

interface PoolWorker<Job, Result> {
  thread: Worker;
  jobs: Map<number, Queued<Job, Result>>;
  /** Jobs this worker finished: the tests check that every worker took part. */
  done: number;
}

export interface ThreadPoolOptions<Job> {
  /** Workers to start; one per core unless given. */
  size?: number;
  /** Handed to every worker as its `workerData`. */
  workerData?: unknown;
  /** The workers' environment: the process's own unless given. */
  env?: NodeJS.ProcessEnv;
  /** The most old-generation heap a worker may hold, in MB: it collects its garbage before reaching it. */
  maxHeapMb?: number;
  /** What a failed job was, for its error: "compressing with br 11". */
  describe?: (job: Job) => string;
}

export class ThreadPool<Job extends object, Result> {
  private readonly workers: PoolWorker<Job, Result>[];
  private readonly queue: Queued<Job, Result>[] = [];
  private readonly describe: (job: Job) => string;
  private nextId = 0;
  private broken: Error | undefined;

  constructor(
    file: string,
    { size = os.availableParallelism(), workerData, env, describe, maxHeapMb }: ThreadPoolOptions<Job> = {},
  ) {
    this.describe = describe ?? (() => 'a job');
    const options = {
      workerData,
      ...(env === undefined ? {} : { env }),
      ...(maxHeapMb === undefined ? {} : { resourceLimits: { maxOldGenerationSizeMb: maxHeapMb } }),
    };
    this.workers = Array.from({ length: Math.max(1, size) }, () => this.startWorker(file, options));
  }

  /** The worker's answer to `job`, from whichever worker is free first; `transfer` is moved to it, not copied. */
  run(job: Job, transfer: readonly Transferable[] = []): Promise<Result> {
    if (this.broken) return Promise.reject(this.broken);
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, job, transfer, resolve, reject });
      this.dispatch();
    });
  }

  /** Sends `message` to every worker, outside the jobs: nothing answers it. */
  post(message: object): void {
    for (const worker of this.workers) worker.thread.postMessage(message);
  }

  /** How many jobs each worker has finished. */
  get jobsPerWorker(): number[] {
    return this.workers.map((worker) => worker.done);
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((worker) => worker.thread.terminate()));
  }

  private startWorker(file: string, options: WorkerOptions): PoolWorker<Job, Result> {
    const worker: PoolWorker<Job, Result> = { thread: new Worker(file, options), jobs: new Map(), done: 0 };
    worker.thread.on('message', ({ id, result, error }: { id: number; result?: Result; error?: string }) => {
      const queued = worker.jobs.get(id);
      if (!queued) return; // already failed with the pool
      worker.jobs.delete(id);
      worker.done++;
      if (error === undefined) queued.resolve(result as Result);
      else queued.reject(new Error(`${this.describe(queued.job)} failed: ${error}`));
      this.dispatch();
    });
    // A worker that dies takes the pool with it: its jobs and every later one fail, and so does the build.
    const fail = (error: Error) => {
      this.broken ??= error;
      for (const queued of [...this.workers.flatMap((each) => [...each.jobs.values()]), ...this.queue.splice(0)])
        queued.reject(error);
      for (const each of this.workers) each.jobs.clear();
    };
    worker.thread.on('error', fail);
    worker.thread.on('exit', (code) => {
      if (worker.jobs.size > 0) fail(new Error(`a worker thread stopped (exit code ${code}) with jobs under way`));
    });
    return worker;
  }

  /** Hands queued jobs to the workers with room, the least busy first. */
  private dispatch(): void {
    while (this.queue.length > 0) {
      const worker = this.workers.reduce((least, each) => (each.jobs.size < least.jobs.size ? each : least));
      if (worker.jobs.size >= JOBS_AHEAD) return;
      const queued = this.queue.shift()!;
      worker.jobs.set(queued.id, queued);
      worker.thread.postMessage({ id: queued.id, ...queued.job }, queued.transfer);
    }
  }
}
