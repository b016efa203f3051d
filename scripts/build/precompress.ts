/** Writes NAME.br and NAME.gz beside every text file of the build, so servers send them without compressing per request. */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
/** Below this, the compressed file plus its headers is no smaller than the original. */
const MIN_BYTES = 512;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export async function precompress(dir: string): Promise<number> {
  const files: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && COMPRESSIBLE.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
  }
  // Compression runs on libuv's threads: one file per core at a time keeps every core busy on a large site.
  let next = 0;
  let count = 0;
  const worker = async () => {
    for (let i = next++; i < files.length; i = next++) {
      const file = files[i]!;
      const content = await readFile(file);
      if (content.length < MIN_BYTES) continue;
      const [br, gz] = await Promise.all([
        brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count++;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker));
  return count;
}
