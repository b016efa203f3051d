/**
 * One thread of the compression pool (compress-pool.ts, thread-pool.ts), started from its bundle: it receives
 * { id, file, cached } and answers { id, result } with the copies it made of the file (compress-file.ts), or { id, error }.
 * Its cache is the one named in workerData.cacheDir, whose files the pool listed (workerData.listing).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { compressFile } from './compress-file.ts';
import { CompressedCache } from './compressed-cache.ts';

const { cacheDir, listing } = workerData as { cacheDir: string; listing: string[] };
const cache = new CompressedCache(cacheDir, listing);

parentPort!.on('message', ({ id, file, cached }: { id: number; file: string; cached: boolean }) => {
  try {
    parentPort!.postMessage({ id, result: compressFile(cached ? cache : undefined, file) });
  } catch (error) {
    parentPort!.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
