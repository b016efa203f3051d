/**
 * The build's precompression: every text file gets the copies its kind's levels say (a .br and a .gz; a .br alone for
 * a page or page data, the files of every route), which decompress to it; a rebuild takes unchanged files from the cache byte for byte, compresses changed ones again, and never uses an entry
 * that is cut short, corrupted or under another's name; the worker pool uses every worker and loses no job.
 */
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CompressPool } from '../../scripts/build/compress-pool.ts';
import { CompressedCache, cacheKey, contentHash } from '../../scripts/build/compressed-cache.ts';
import {
  LARGE_BYTES,
  LEVELS,
  MIN_BYTES,
  SUFFIX,
  kindOf,
  zlibOptions,
  type Setting,
} from '../../scripts/build/compression-levels.ts';
import { compressAhead, precompress } from '../../scripts/build/precompress.ts';

let root: string;
let site: string;
let cacheDir: string;
beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  site = path.join(root, 'client');
  cacheDir = path.join(root, 'cache');
  mkdirSync(path.join(site, 'assets'), { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Text that compresses as pages do: repeated words, with enough variety to differ between files. */
const text = (seed: number, length = 4000) =>
  Array.from({ length: length / 8 }, (_, i) => `w${(seed * 31 + i * 7) % 97} `)
    .join('')
    .padEnd(length, '.');
const write = (files: Record<string, string>) =>
  Object.entries(files).forEach(([name, content]) => writeFileSync(path.join(site, name), content));

const fresh = (content: Uint8Array, setting: Setting) =>
  setting.encoding === 'br'
    ? brotliCompressSync(content, zlibOptions(setting, content.length))
    : gzipSync(content, zlibOptions(setting, content.length));
const decompress = (output: Uint8Array, setting: Setting) =>
  setting.encoding === 'br' ? brotliDecompressSync(output) : gunzipSync(output);
const outputsOf = (name: string) =>
  LEVELS[kindOf(name)].map((setting) => readFileSync(path.join(site, name + SUFFIX[setting.encoding])));
const cacheEntries = () =>
  readdirSync(cacheDir)
    .sort()
    .map((name) => path.join(cacheDir, name));
/** How many copies the files named `names` get, at their kinds' levels. */
const outputCount = (names: readonly string[]) => names.reduce((sum, name) => sum + LEVELS[kindOf(name)].length, 0);
const keyOf = (label: string) => createHash('sha256').update(label).digest('hex');

// A few files are compressed on the main thread, many on threads of their own: both ways are held to the same.
describe.each([
  { on: 'the main thread', workers: 0 },
  { on: 'two threads', workers: 2 },
])('precompress on $on', ({ workers }) => {
  it("writes the copies of every text file at its kind's levels, decompressing to it; small and binary files get none", async () => {
    const files = {
      'index.html': text(1),
      'assets/app.js': text(2),
      'assets/site.css': text(3),
      'data.json': text(4),
      'logo.svg': text(5),
      'sitemap.xml': text(6),
      'site.webmanifest': text(7),
    };
    write({ ...files, 'robots.txt': 'x'.repeat(MIN_BYTES - 1), 'photo.jpg': text(8) });
    const figures = await precompress(site, { cacheDir, workers });
    expect(figures).toMatchObject({ files: 6, outputs: outputCount(Object.keys(files)), reused: 0 });
    // The files of every route: a page has a brotli copy alone (a client without brotli gets gzip made per request),
    // page data none (compressed per request for every client).
    expect(existsSync(path.join(site, 'index.html.br'))).toBe(true);
    for (const copy of ['index.html.gz', 'data.json.br', 'data.json.gz'])
      expect(existsSync(path.join(site, copy)), copy).toBe(false);
    expect(existsSync(path.join(site, 'assets/app.js.gz'))).toBe(true);
    for (const [name, content] of Object.entries(files)) {
      LEVELS[kindOf(name)].forEach((setting, i) => {
        const output = outputsOf(name)[i]!;
        expect(output.equals(fresh(Buffer.from(content), setting)), `${name}${SUFFIX[setting.encoding]}`).toBe(true);
        expect(decompress(output, setting).toString()).toBe(content);
      });
    }
    const written = readdirSync(site, { recursive: true }).map(String);
    expect(written.filter((name) => /^(robots|photo)/.test(name)).sort()).toEqual(['photo.jpg', 'robots.txt']);
  });

  it('compresses the files it is given beside the folder (pages of a build kept elsewhere) without the cache', async () => {
    write({ 'app.js': text(1) });
    const pages = path.join(root, 'pages');
    mkdirSync(pages);
    const page = path.join(pages, 'index.html');
    writeFileSync(page, text(2));
    const outputs = outputCount(['app.js', 'index.html']);
    expect(await precompress(site, { cacheDir, workers, also: [page] })).toMatchObject({ files: 2, outputs });
    LEVELS.html.forEach((setting) =>
      expect(decompress(readFileSync(page + SUFFIX[setting.encoding]), setting).toString()).toBe(text(2)),
    );
    // The cache holds the folder's file alone, and compressing the page again takes nothing from it.
    expect(cacheEntries()).toHaveLength(LEVELS.js.length);
    for (const suffix of Object.values(SUFFIX)) rmSync(page + suffix, { force: true });
    const reused = LEVELS.js.length;
    expect(await precompress(site, { cacheDir, workers, also: [page] })).toMatchObject({ outputs, reused });
  });

  it('compresses a file over LARGE_BYTES (the sitemap of thousands of routes) at brotli 8 and gzip 9, whatever its kind', async () => {
    const large = text(9, LARGE_BYTES + 4096);
    const small = text(10, LARGE_BYTES - 4096);
    write({ 'sitemap.xml': large, 'index.html': large, 'small-sitemap.xml': small });
    await precompress(site, { cacheDir, workers });
    const read = (name: string, encoding: Setting['encoding']) =>
      readFileSync(path.join(site, name + SUFFIX[encoding]));
    for (const name of ['sitemap.xml', 'index.html']) {
      expect(read(name, 'br').equals(fresh(Buffer.from(large), { encoding: 'br', level: 8 })), name).toBe(true);
      expect(read(name, 'gzip').equals(fresh(Buffer.from(large), { encoding: 'gzip', level: 9 })), name).toBe(true);
    }
    // Under it, a sitemap is compressed as a large file all the same: only crawlers fetch it.
    expect(read('small-sitemap.xml', 'br').equals(fresh(Buffer.from(small), { encoding: 'br', level: 8 }))).toBe(true);
    expect(read('small-sitemap.xml', 'gzip').equals(fresh(Buffer.from(small), { encoding: 'gzip', level: 9 }))).toBe(
      true,
    );
  });

  it('takes unchanged files from the cache, as links to byte-for-byte fresh compressions, and compresses a changed one again', async () => {
    write({ 'a.html': text(1), 'b.html': text(2), 'c.js': text(3) });
    await precompress(site, { cacheDir, workers });
    const first = ['a.html', 'b.html', 'c.js'].map(outputsOf);
    write({ 'b.html': text(20) });
    const outputs = outputCount(['a.html', 'b.html', 'c.js']);
    expect(await precompress(site, { cacheDir, workers })).toMatchObject({
      files: 3,
      outputs,
      reused: outputCount(['a.html', 'c.js']),
    });
    expect(outputsOf('a.html')).toEqual(first[0]);
    expect(outputsOf('c.js')).toEqual(first[2]);
    LEVELS.html.forEach((setting, i) => expect(decompress(outputsOf('b.html')[i]!, setting).toString()).toBe(text(20)));
    // A copy taken from the cache is the entry itself, not a second copy of its bytes.
    const inodes = new Set(cacheEntries().map((entry) => statSync(entry).ino));
    expect(inodes.has(statSync(path.join(site, 'a.html.br')).ino)).toBe(true);
    // Replacing b.html's copies left the entries they were linked to as they were: back to its first bytes, all reused.
    write({ 'b.html': text(2) });
    expect(await precompress(site, { cacheDir, workers })).toMatchObject({ outputs, reused: outputs });
    expect(outputsOf('b.html')).toEqual(first[1]);
  });

  it("never uses a cache entry cut short, corrupted, emptied or copied under another entry's name, and makes it again", async () => {
    const files = { 'a.js': text(1), 'b.js': text(2), 'c.js': text(3), 'd.js': text(4) };
    write(files);
    await precompress(site, { cacheDir, workers });
    const expected = Object.keys(files).map(outputsOf);
    // Replaced, not written in place: the site's copies are links to these entries.
    const replace = (file: string, bytes: Uint8Array) => {
      rmSync(file);
      writeFileSync(file, bytes);
    };
    const [short, flipped, emptied, copied, other] = cacheEntries();
    replace(short!, readFileSync(short!).subarray(0, 40));
    const bytes = Buffer.from(readFileSync(flipped!));
    bytes[bytes.length - 1]! ^= 1;
    replace(flipped!, bytes);
    replace(emptied!, Buffer.alloc(0));
    replace(copied!, readFileSync(other!));
    expect((await precompress(site, { cacheDir, workers })).reused).toBe(4);
    expect(Object.keys(files).map(outputsOf)).toEqual(expected);
    // Made again: a third build finds every entry whole.
    expect((await precompress(site, { cacheDir, workers })).reused).toBe(8);
  });

  it('is not fooled by an entry changed in place through a link in the built site', async () => {
    write({ 'a.js': text(1) });
    await precompress(site, { cacheDir, workers });
    const expected = outputsOf('a.js');
    for (const suffix of ['.br', '.gz']) truncateSync(path.join(site, `a.js${suffix}`), 10);
    expect((await precompress(site, { cacheDir, workers })).reused).toBe(0);
    expect(outputsOf('a.js')).toEqual(expected);
  });
});

describe('compression ahead of the build', () => {
  it('leaves precompress the copies of the files it was given, from the cache, and those of a file changed since to make again', async () => {
    const files = { 'a.js': text(1), 'b.css': text(2), 'c.svg': text(3), 'd.html': text(4) };
    write({ ...files, 'small.js': 'x', 'photo.png': text(5) });
    await compressAhead(
      ['a.js', 'b.css', 'c.svg', 'small.js', 'photo.png', 'missing.js'].map((name) => path.join(site, name)),
      { cacheDir },
    );
    // Written after it: its copies made ahead are of its older bytes.
    write({ 'c.svg': text(30) });
    const figures = await precompress(site, { cacheDir, workers: 0 });
    expect(figures).toMatchObject({
      files: 4,
      outputs: outputCount(Object.keys(files)),
      reused: outputCount(['a.js', 'b.css']),
    });
    for (const name of Object.keys(files)) {
      const content = readFileSync(path.join(site, name));
      LEVELS[kindOf(name)].forEach((setting, i) =>
        expect(decompress(outputsOf(name)[i]!, setting).equals(content), `${name}${SUFFIX[setting.encoding]}`).toBe(
          true,
        ),
      );
    }
    expect(existsSync(path.join(site, 'small.js.br'))).toBe(false);
    expect(existsSync(path.join(site, 'photo.png.br'))).toBe(false);
  });
});

describe('the cache of compressed files', () => {
  it('gives back the same bytes as a fresh compression, which decompress to the content, for any content', async () => {
    const cache = new CompressedCache(cacheDir);
    let runs = 0;
    const setting = fc.constantFrom<Setting>(...Object.values(LEVELS).flat());
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ minLength: 0, maxLength: 5000 }), setting, async (content, chosen) => {
        const key = cacheKey(contentHash(content), content.length, chosen);
        const entry =
          cache.get(key)?.file ?? cache.store(key, fresh(content, chosen), path.join(root, `out-${runs++}`));
        const cached = readFileSync(entry!);
        expect(cached.equals(fresh(content, chosen))).toBe(true);
        expect(decompress(cached, chosen).equals(Buffer.from(content))).toBe(true);
        expect(new CompressedCache(cacheDir).get(key)?.file).toBe(entry);
      }),
      { numRuns: 100 },
    );
  });

  it('keys an entry by content, encoding and level, so a change of level never finds an older entry', () => {
    const hash = contentHash(Buffer.from(text(1)));
    const keys = new Set([
      cacheKey(hash, 4000, { encoding: 'br', level: 5 }),
      cacheKey(hash, 4000, { encoding: 'br', level: 6 }),
      cacheKey(hash, 4000, { encoding: 'gzip', level: 6 }),
      cacheKey(contentHash(Buffer.from(text(2))), 4000, { encoding: 'br', level: 5 }),
    ]);
    expect(keys.size).toBe(4);
  });

  it('ignores an entry whose check does not match its bytes, and a temporary file an older build left', () => {
    const key = keyOf('page');
    mkdirSync(cacheDir, { recursive: true });
    writeFileSync(path.join(cacheDir, `${key}.${keyOf('other bytes')}`), 'compressed bytes');
    writeFileSync(path.join(cacheDir, `${key}.${keyOf('x')}.1234.tmp`), 'half of them');
    expect(new CompressedCache(cacheDir).get(key)).toBeUndefined();
  });

  it('keeps under its limit, deleting the oldest entries this build did not use, and files that are no entry', () => {
    const old = new CompressedCache(cacheDir);
    const entries = new Map<string, string>();
    const store = (cache: CompressedCache, label: string, i: number) =>
      entries.set(label, cache.store(keyOf(label), Buffer.alloc(1000, i), path.join(root, label))!);
    for (let i = 0; i < 6; i++) store(old, `old-${i}`, i);
    const hourAgo = Date.now() / 1000 - 3600;
    [...entries.values()].forEach((file, i) => utimesSync(file, hourAgo + i, hourAgo + i));
    writeFileSync(path.join(cacheDir, 'crashed.tmp'), 'partial');
    const current = new CompressedCache(cacheDir);
    for (let i = 0; i < 3; i++) store(current, `new-${i}`, i);
    expect(current.get(keyOf('old-5'))?.file).toBe(entries.get('old-5'));
    // Room for five entries of 1,000 bytes, four of them this build's.
    expect(current.prune(5000)).toEqual({ entries: 5, bytes: 5000 });
    const kept = ['old-4', 'old-5', 'new-0', 'new-1', 'new-2'].map((label) => path.basename(entries.get(label)!));
    expect(readdirSync(cacheDir).sort()).toEqual(kept.sort());
  });

  it('writes the file even where the cache cannot be written, and stores nothing', () => {
    writeFileSync(path.join(root, 'not-a-folder'), 'a file where the cache would be');
    const cache = new CompressedCache(path.join(root, 'not-a-folder'));
    const file = path.join(root, 'page.html.br');
    expect(cache.store(keyOf('page'), Buffer.from('bytes'), file)).toBeUndefined();
    expect(readFileSync(file, 'utf8')).toBe('bytes');
  });

  it('replaces a file already at the place by unlinking it, never writing through a link to an entry', () => {
    const cache = new CompressedCache(cacheDir);
    const first = path.join(root, 'first.br');
    const entry = cache.store(keyOf('first'), Buffer.from('first'), first)!;
    const second = path.join(root, 'second.br');
    linkSync(entry, second);
    cache.store(keyOf('second'), Buffer.from('second'), second);
    expect(readFileSync(second, 'utf8')).toBe('second');
    expect(readFileSync(entry, 'utf8')).toBe('first');
  });
});

describe('the compression pool', () => {
  it('compresses every file on every worker, losing none', async () => {
    const pool = await CompressPool.start({ cacheDir, size: 3 });
    try {
      const names = Array.from({ length: 120 }, (_, i) => `page-${i}.html`);
      write(Object.fromEntries(names.map((name, i) => [name, text(i, 20_000)])));
      const copies = await Promise.all(names.map((name) => pool.compressFile(path.join(site, name))));
      copies.forEach((made) => expect(made).toHaveLength(LEVELS.html.length));
      names.forEach((name, i) =>
        LEVELS.html.forEach((setting, j) =>
          expect(decompress(outputsOf(name)[j]!, setting).toString()).toBe(text(i, 20_000)),
        ),
      );
      expect(pool.jobsPerWorker.reduce((sum, done) => sum + done, 0)).toBe(120);
      for (const done of pool.jobsPerWorker) expect(done).toBeGreaterThan(0);
    } finally {
      await pool.close();
    }
  });

  it('fails the file it cannot read, naming it, and goes on with the others', async () => {
    const pool = await CompressPool.start({ cacheDir, size: 2 });
    try {
      write({ 'there.js': text(1) });
      await expect(pool.compressFile(path.join(site, 'gone.js'))).rejects.toThrow(/gone\.js/);
      await pool.compressFile(path.join(site, 'there.js'));
      expect(gunzipSync(readFileSync(path.join(site, 'there.js.gz'))).toString()).toBe(text(1));
    } finally {
      await pool.close();
    }
  });

  it('compresses what the cache lacks on threads, one a file up to one a core, and takes a few cached files on the main thread', async () => {
    const cores = os.availableParallelism();
    write({ 'a.js': text(1), 'b.js': text(2), 'c.css': text(3), 'tiny.js': 'x' });
    // Three files to compress (the tiny one gets no copy).
    expect(await precompress(site, { cacheDir })).toMatchObject({ threads: Math.min(cores, 3), reused: 0 });
    // All in the cache now: linked on the main thread.
    expect(await precompress(site, { cacheDir })).toMatchObject({
      threads: 0,
      reused: outputCount(['a.js', 'b.js', 'c.css']),
    });
    // One changed file alone costs less than a thread.
    write({ 'b.js': text(20) });
    expect(await precompress(site, { cacheDir })).toMatchObject({ threads: 0 });
    write({ 'a.js': text(10), 'b.js': text(21) });
    expect(await precompress(site, { cacheDir })).toMatchObject({ threads: Math.min(cores, 2) });
  });

  it('starts one worker per core by default', async () => {
    const pool = await CompressPool.start({ cacheDir });
    await pool.close();
    expect(pool.jobsPerWorker).toHaveLength(os.availableParallelism());
  });
});
