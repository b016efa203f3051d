/**
 * What a build may take from the previous one instead of making it again. A page's HTML is made from its route's page,
 * its language's site (everything but the pages), the product data the prices come from, and the code: the server
 * bundle Vike just built with the client assets' names (its bytes change with any change of code, build setting or
 * dependency), and the schemas. Each page's key hashes them all; a page whose key is the one the previous build wrote
 * keeps its file. Any file whose bytes are the same as the previous build's is kept as that file (a hard link), so the
 * swap to the new build rewrites only what changed.
 */
import { createHash } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ResolvedSite } from '../../site/resolve-site.ts';
import { SUFFIX } from './compression-levels.ts';

const COPY_SUFFIXES = Object.values(SUFFIX);

/** The file, at the root of a build, that lists each page's key. */
export const KEYS_FILE = 'page-keys.json';
/** Written into KEYS_FILE: a file of another format is not read. */
const KEYS_FORMAT = 1;

const sha256 = () => createHash('sha256');

/**
 * The key of the code: every file of the server bundle and the client assets' manifest, by path and bytes, and what
 * else every page depends on (`inputs`: the product data, the schemas).
 */
export function codeKey(buildDir: string, inputs: readonly (string | Buffer)[]): string {
  const hash = sha256();
  for (const input of inputs) hash.update(input).update('\0');
  const manifest = path.join(buildDir, 'assets.json');
  if (existsSync(manifest)) hash.update(readFileSync(manifest));
  const serverDir = path.join(buildDir, 'server');
  // The bundle names the folder it was built in (a new one each build): that name is not code.
  for (const file of filesIn(serverDir))
    hash.update(file).update(readFileSync(path.join(serverDir, file), 'latin1').replaceAll(buildDir, ''));
  return hash.digest('hex');
}

/** Each route's key (see above). */
export function pageKeys(sites: readonly ResolvedSite[], code: string): Map<string, string> {
  const keys = new Map<string, string>();
  for (const site of sites) {
    const { pages, ...rest } = site;
    const language = sha256().update(code).update(JSON.stringify(rest)).digest();
    for (const page of pages)
      keys.set(page.route, sha256().update(language).update(JSON.stringify(page)).digest('hex'));
  }
  return keys;
}

/** The keys the build in `buildDir` wrote, if it wrote any of this format. */
export function previousKeys(buildDir: string): Map<string, string> {
  try {
    const written = JSON.parse(readFileSync(path.join(buildDir, KEYS_FILE), 'utf8')) as {
      format?: number;
      pages?: Record<string, string>;
    };
    if (written.format === KEYS_FORMAT && written.pages) return new Map(Object.entries(written.pages));
  } catch {
    // No previous build, or one that wrote no keys: every page is made.
  }
  return new Map();
}

export function writeKeys(buildDir: string, keys: ReadonlyMap<string, string>): void {
  writeFileSync(
    path.join(buildDir, KEYS_FILE),
    JSON.stringify({ format: KEYS_FORMAT, pages: Object.fromEntries(keys) }),
  );
}

/** Folders made for the new build's files: each is made once. */
const madeFolders = new Set<string>();

/** Makes the folder of `file`, a path of the new build, unless made already. */
export function makeFolderOf(file: string): void {
  const folder = path.dirname(file);
  if (!madeFolders.has(folder)) mkdirSync(folder, { recursive: true });
  madeFolders.add(folder);
}

/**
 * Makes `target`, a path of the new build not written yet, the file `source` (a hard link), creating its folder; with
 * `copies`, also its compressed copies that `source` has. False when `source` is missing.
 */
export function linkFrom(source: string, target: string, { copies = false } = {}): boolean {
  makeFolderOf(target);
  try {
    linkSync(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  if (copies) {
    for (const suffix of COPY_SUFFIXES) {
      try {
        linkSync(source + suffix, target + suffix);
      } catch (error) {
        // A copy the previous build did not make is made by the precompression.
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
    }
  }
  return true;
}

/**
 * Every file of `buildDir` whose bytes are those of the same file in `previousDir` becomes that file (a hard link),
 * so it is not rewritten by the swap. Returns how many files are new or changed.
 */
export function keepUnchanged(buildDir: string, previousDir: string): number {
  let changed = 0;
  for (const file of filesIn(buildDir)) {
    const built = path.join(buildDir, file);
    const before = path.join(previousDir, file);
    let previous;
    try {
      previous = statSync(before);
    } catch {
      changed++;
      continue;
    }
    const now = statSync(built);
    if (now.ino === previous.ino && now.dev === previous.dev) continue;
    if (now.size === previous.size && readFileSync(built).equals(readFileSync(before))) {
      rmSync(built);
      linkFrom(before, built);
    } else changed++;
  }
  return changed;
}

/** The files under `dir`, as paths relative to it, in a stable order. */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

/** Where the prerender writes a route's HTML, inside the client folder: "/" → index.html, "/pricing" → pricing/index.html. */
export function htmlFileOf(route: string): string {
  return `${route.slice(1)}${route === '/' || route.endsWith('/') ? '' : '/'}index.html`;
}

/** The pages whose file the previous build made from the same key: those are not rendered again. */
export function reusablePages(
  keys: ReadonlyMap<string, string>,
  previous: ReadonlyMap<string, string>,
  previousClientDir: string,
): Set<string> {
  return new Set(
    [...keys]
      .filter(
        ([route, key]) => previous.get(route) === key && existsSync(path.join(previousClientDir, htmlFileOf(route))),
      )
      .map(([route]) => route),
  );
}
