/**
 * What a build takes from the builds before it instead of making it again.
 *
 * A page's HTML is made from its route's page as written, the words of its texts in its language, the pictures it
 * shows, its language's site (everything but the pages) and placeholder values, the product data the prices come from,
 * and the code: the server bundle Vike just built with the client assets' names (its bytes change with any change of
 * code, build setting or dependency), and the schemas. Each page's key hashes them all, and each
 * build's folder records its pages' keys (KEYS_FILE).
 *
 * Two folders are kept: dist/, live, and dist.previous/, the build before it (the standby). A build claims the standby
 * (renames it to a name of its own: two builds never change the same folder) and brings it up to date: a page whose
 * key the standby holds stays as it is, one whose key the live build holds becomes the live file (a hard link), any
 * other is rendered; every other file is compared with the live build's and kept as that file when its bytes are the
 * same. It is then swapped in for dist/ with one rename, and the build that was live becomes the standby. So a rebuild
 * costs what changed since the standby's build, not the size of the site, and the switch to it stays atomic. Files are
 * replaced, never written through: most are hard links shared by both folders and the compressed cache.
 */
import { createHash, hash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { pageDataUrl } from '../../renderer/payload.ts';
import type { SiteResolver } from '../../site/resolve-site.ts';
import type { PageDigests } from '../../site/node/check-memo.ts';
import { isWordsMemo, type WordsMemo } from '../../site/node/page-words.ts';
import { pictureSources } from '../../site/picture-fields.ts';
import { isRunning } from '../../site/node/process-running.ts';
import { copySuffixesOf, hasCopies, SUFFIX } from './compression-levels.ts';
import type { FolderInodes } from './inode-lookup.ts';

/** Every suffix a compressed copy may have; which of them a file has depends on its kind and size. */
export const COPY_SUFFIXES = Object.values(SUFFIX);

/** The file, at the root of a build, that lists each page's key and the build's other files. */
export const KEYS_FILE = 'page-keys.json';
/**
 * Written into KEYS_FILE. Format 1 listed the pages alone, format 2 wrote the check's memo on the same line: such a
 * build can be linked from, not brought up to date. Format 3 lists the pages as [route, key] pairs, which JSON.parse
 * reads in a third of the time of an object of 40,000 names.
 */
const KEYS_FORMAT = 3;

/** The standby of the live build `distDir`: the build before it, which the next build brings up to date. */
export const standbyOf = (distDir: string) => `${distDir}.previous`;

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

/**
 * Each route's key (see above), from what its page is resolved from (SiteResolver.inputs) rather than from the page
 * resolved: a rebuild resolves only the pages it renders. `digests`: each page's digests as the check found them
 * (FileCheck.pageDigests: the page as site.json writes it, its texts' words in each language); without them, each
 * page is written out again to be hashed.
 */
export function pageKeys(site: SiteResolver, code: string, digests?: readonly PageDigests[]): Map<string, string> {
  const languages = site.frames.map((frame, l) =>
    sha256()
      .update(code)
      .update(JSON.stringify(frame))
      .update(JSON.stringify([...site.values[l]!]))
      .digest(),
  );
  const routes = languages.map((_, l) => site.routes(l));
  const keys = new Map<string, string>();
  site.source.pages.forEach((page, p) => {
    const { page: asWritten, words, pictures: shown } = digests?.[p] ?? digestsOf(site, p);
    const pictures = shown.length === 0 ? NO_PICTURES : Buffer.from(JSON.stringify(site.picturesOf(shown)));
    // Hashed at once, as one run of bytes: a hash object for each of 40,000 routes costs twice the hashing.
    languages.forEach((language, l) => {
      keys.set(routes[l]![p]!, hash('sha256', Buffer.concat([language, asWritten, words[l]!, pictures]), 'base64'));
    });
  });
  return keys;
}

/** What a page that shows no picture is keyed by for its pictures (most pages). */
const NO_PICTURES = Buffer.from(JSON.stringify({}));

/** A page's digests (PageDigests) made from the parsed site, as the check makes them from the file. */
function digestsOf(site: SiteResolver, p: number): PageDigests {
  return {
    page: sha256().update(JSON.stringify(site.source.pages[p])).digest(),
    pictures: pictureSources(site.source.pages[p]!.sections),
    words: site.inputs(p).map(({ words }) => sha256().update(JSON.stringify(words)).digest()),
  };
}

/**
 * What a build's KEYS_FILE says: its pages' keys, and its files that are no page's, relative to it, on its first line;
 * on its second, the keys of the pages its check passed (FileCheck.passedKeys) with what it found of their words, for
 * the next build's check (the standby's is not read: half the file at 40,000 routes).
 */
export interface BuildRecord {
  pages: Map<string, string>;
  others?: string[];
  checked?: string[];
  /** What its check found of its pages' words (FileCheck.wordsMemo), for the next build's check. */
  words?: WordsMemo;
  /** What its sitemap and robots.txt were made from (seo-files.ts, seoKey). */
  seo?: string;
}

/**
 * The record of the build in `buildDir`, if it wrote one a build of this code can read; with `memo: false`, without
 * what its check found.
 */
export function readRecord(buildDir: string, { memo = true } = {}): BuildRecord | undefined {
  try {
    return recordOf(readFileSync(path.join(buildDir, KEYS_FILE), 'utf8'), memo);
  } catch {
    // No build there, or one that wrote no record.
    return undefined;
  }
}

/** readRecord, the file read off the main thread: its 7 MB at 40,000 routes are parsed while other files are read. */
export async function readRecordSoon(buildDir: string): Promise<BuildRecord | undefined> {
  try {
    return recordOf(await readFile(path.join(buildDir, KEYS_FILE), 'utf8'));
  } catch {
    return undefined;
  }
}

/** The record a KEYS_FILE's text says, its second line (the check's memo) read when `memo` (throws when not JSON). */
function recordOf(text: string, memo = true): BuildRecord | undefined {
  const firstLineEnd = text.indexOf('\n');
  const written = JSON.parse(firstLineEnd === -1 ? text : text.slice(0, firstLineEnd)) as {
    format?: number;
    pages?: Record<string, string> | [string, string][];
    others?: string[];
    seo?: unknown;
  };
  if (!written.pages || ![1, 2, KEYS_FORMAT].includes(written.format!)) return undefined;
  const pages = new Map(Array.isArray(written.pages) ? written.pages : Object.entries(written.pages));
  if (written.format !== KEYS_FORMAT || !Array.isArray(written.others)) return { pages };
  const { checked, words } = (memo && firstLineEnd !== -1 ? JSON.parse(text.slice(firstLineEnd + 1)) : {}) as {
    checked?: unknown;
    words?: unknown;
  };
  return {
    pages,
    others: written.others,
    ...(typeof written.seo === 'string' ? { seo: written.seo } : {}),
    ...(Array.isArray(checked) ? { checked: checked as string[] } : {}),
    ...(isWordsMemo(words) ? { words } : {}),
  };
}

/** Writes the record of the build in `buildDir`; the live build's file when it says the same. True when it changed. */
export function writeRecord(
  buildDir: string,
  liveDir: string,
  keys: ReadonlyMap<string, string>,
  others: readonly string[],
  { checked = [], words, seo }: { checked?: readonly string[]; words?: WordsMemo; seo?: string } = {},
): boolean {
  const file = path.join(buildDir, KEYS_FILE);
  const live = path.join(liveDir, KEYS_FILE);
  rmSync(file, { force: true });
  writeFileSync(
    file,
    `${JSON.stringify({ format: KEYS_FORMAT, pages: [...keys], others, seo })}\n${JSON.stringify({ checked, words })}\n`,
  );
  if (!sameBytes(file, live)) return true;
  rmSync(file);
  linkFrom(live, file);
  return false;
}

/**
 * Takes the standby of `distDir` as the folder `work` to build in, or makes `work` empty when there is none to take.
 * The standby's record is removed as it is taken: a build that stops halfway leaves a folder no build trusts.
 */
export function claimStandby(distDir: string, work: string): BuildRecord | undefined {
  try {
    renameSync(standbyOf(distDir), work);
  } catch {
    mkdirSync(work, { recursive: true });
    return undefined;
  }
  const record = readRecord(work, { memo: false });
  rmSync(path.join(work, KEYS_FILE), { force: true });
  if (record?.others) return record;
  // A standby without a record of its files (an older build's, or one cut short) cannot be brought up to date.
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  return undefined;
}

/**
 * Makes `work` the live build `distDir`, and the build that was live its standby (the previous standby, if another
 * build left one meanwhile, is deleted instead). The folder named `distDir` is missing only between two renames.
 */
export function swapIn(work: string, distDir: string, pid = process.pid): void {
  const old = `${distDir}.previous-${pid}`;
  const hadLive = existsSync(distDir);
  if (hadLive) renameSync(distDir, old);
  try {
    renameSync(work, distDir);
  } catch (error) {
    if (hadLive) renameSync(old, distDir);
    throw error;
  }
  if (!hadLive) return;
  try {
    renameSync(old, standbyOf(distDir));
  } catch {
    rmSync(old, { recursive: true, force: true });
  }
}

/**
 * Makes the standby of the live build `distDir` when it has none (after a first build, or once the standby was
 * deleted): a folder of hard links to the live build's files, its record linked last, so that the next build brings it
 * up to date instead of linking every file of the live build into a new folder while the editor waits for a change.
 * It is made under the name of a folder being built and renamed once whole; if the live build is swapped meanwhile
 * (by another build), it is deleted instead. Returns how many files it holds, or 0 when none was made.
 */
export function makeStandby(distDir: string, pid = process.pid): number {
  const standby = standbyOf(distDir);
  const live = statSync(distDir, { throwIfNoEntry: false })?.ino;
  if (live === undefined || existsSync(standby)) return 0;
  const making = `${distDir}.building-${pid}`;
  let files = 0;
  try {
    mkdirSync(making);
    // A folder is listed before what it holds.
    for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
      const relative = path.relative(distDir, path.join(entry.parentPath, entry.name));
      if (entry.isDirectory()) mkdirSync(path.join(making, relative));
      else if (relative !== KEYS_FILE) {
        linkSync(path.join(distDir, relative), path.join(making, relative));
        files++;
      }
    }
    becomeStandby(making, distDir, live);
    return files + 1;
  } catch {
    // No standby this time: the next build makes a new folder, as without one.
    rmSync(making, { recursive: true, force: true });
    return 0;
  }
}

/**
 * Brings the standby of the live build `distDir` up to date with it, after a build that rendered most of its pages (a
 * change of code): the standby it leaves is the build before, whose pages the next build would otherwise replace one
 * by one while the editor waits for a one-text change. Taken as a folder being built, its pages and other files
 * become the live build's (hard links), its record last; it is renamed back once whole, or deleted if another build
 * went live meanwhile. Returns how many pages it links, or 0 when it was left as it was.
 */
export function refreshStandby(distDir: string, pid = process.pid): number {
  const liveFolder = statSync(distDir, { throwIfNoEntry: false })?.ino;
  const live = readRecord(distDir, { memo: false });
  if (liveFolder === undefined || !live?.others || !existsSync(standbyOf(distDir))) return 0;
  const work = `${distDir}.building-${pid}`;
  const standby = claimStandby(distDir, work);
  try {
    if (!standby) throw new Error('a standby without a record');
    const { render } = bringPagesUpToDate(live.pages, standby, live, work, distDir);
    if (render.length > 0) throw new Error('a page the live build has no file of');
    for (const file of live.others) {
      const [source, target] = [path.join(distDir, file), path.join(work, file)];
      if (inode(target) === inode(source)) continue;
      rmSync(target, { force: true });
      linkFrom(source, target);
    }
    removeStale(work, standby.others ?? [], new Set(live.others));
    becomeStandby(work, distDir, liveFolder);
    return live.pages.size;
  } catch {
    // No standby this time: the next build makes a new folder, as without one.
    rmSync(work, { recursive: true, force: true });
    return 0;
  }
}

/**
 * Makes `folder`, which holds every file of the live build `distDir` but its record, the standby: the record linked
 * last, then renamed once whole. Throws if another build went live since the live folder was `liveFolder`.
 */
function becomeStandby(folder: string, distDir: string, liveFolder: number): void {
  linkSync(path.join(distDir, KEYS_FILE), path.join(folder, KEYS_FILE));
  if (statSync(distDir, { throwIfNoEntry: false })?.ino !== liveFolder) throw new Error('another build went live');
  renameSync(folder, standbyOf(distDir));
}

/**
 * Deletes the folders builds that were killed left (`${distDir}.building-PID` beside dist/, `.dist-building-PID` in
 * the project): a folder of a process that no longer runs. A build that stops any other way deletes its own.
 */
export function removeAbandoned(distDir: string, projectDir: string): string[] {
  const distName = path.basename(distDir);
  const folders = [
    ...namesIn(path.dirname(distDir)).flatMap((name) =>
      name.startsWith(`${distName}.building-`) ? [path.join(path.dirname(distDir), name)] : [],
    ),
    ...namesIn(projectDir).flatMap((name) => (name.startsWith('.dist-building-') ? [path.join(projectDir, name)] : [])),
  ].filter((folder) => {
    return !isRunning(Number(/-(\d+)$/.exec(folder)?.[1]));
  });
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  return folders;
}

const namesIn = (dir: string) => {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
};

/** Where the prerender writes a route's HTML, inside the client folder: "/" → index.html, "/pricing" → pricing/index.html. */
export function htmlFileOf(route: string): string {
  return `${route.slice(1)}${route === '/' || route.endsWith('/') ? '' : '/'}index.html`;
}

/** A route's own files, relative to a build's folder: its HTML and page data, without their compressed copies. */
export const routeFiles = (route: string) => [`client/${htmlFileOf(route)}`, `client${pageDataUrl(route)}`];

/** Of `files` (relative to the build folder `dir`) and their compressed copies, those `dir` holds. */
export const withCopies = (dir: string, files: readonly string[]) =>
  files
    .flatMap((file) => ['', ...COPY_SUFFIXES].map((suffix) => file + suffix))
    .filter((file) => existsSync(path.join(dir, file)));

/** What the build does for each route of the new build, and the standby's routes it no longer has. */
interface PagePlan {
  /** Routes whose files the folder being built holds already. */
  kept: string[];
  /** Routes whose files the live build holds: linked from it. */
  linked: string[];
  /** Routes to render. */
  render: string[];
  /** The standby's routes that the new build does not have: their files are deleted. */
  removed: string[];
}

/**
 * What to do for each route: `standby` is what the folder being built (`work`) holds, `live` what the live build
 * (`liveDir`) holds. A page both hold with the right key is kept as it is only when it is the live build's file, so
 * that the swap leaves every unchanged file the same file.
 */
function planPages(
  keys: ReadonlyMap<string, string>,
  standby: BuildRecord | undefined,
  live: BuildRecord | undefined,
  work: string,
  liveDir: string,
  known: KnownInodes,
): PagePlan {
  const plan: PagePlan = { kept: [], linked: [], render: [], removed: [] };
  const inLiveDir = inodeIn(liveDir, known.live);
  const inWork = inodeIn(work, known.standby);
  for (const [route, key] of keys) {
    const inLive = live?.pages.get(route) === key ? inLiveDir(route) : undefined;
    const inStandby = standby?.pages.get(route) === key ? inWork(route) : undefined;
    if (inStandby !== undefined && (inLive === undefined || inLive === inStandby)) plan.kept.push(route);
    else if (inLive !== undefined) plan.linked.push(route);
    else plan.render.push(route);
  }
  for (const route of standby?.pages.keys() ?? []) if (!keys.has(route)) plan.removed.push(route);
  return plan;
}

/**
 * Brings the pages of `work` (the standby taken, or an empty folder) to the new build's `keys`: deletes the pages the
 * new build does not have, links those the live build `liveDir` has, and clears the others for rendering. Returns the
 * routes to render, and those `work` keeps that are not the live build's files (made by a build before it).
 */
export function bringPagesUpToDate(
  keys: ReadonlyMap<string, string>,
  standby: BuildRecord | undefined,
  live: BuildRecord | undefined,
  work: string,
  liveDir: string,
  known: KnownInodes = {},
): { render: string[]; notLive: string[] } {
  const plan = planPages(keys, standby, live, work, liveDir, known);
  for (const route of plan.removed) clearRoute(work, route, { folders: true });
  for (const route of [...plan.linked, ...plan.render]) if (standby?.pages.has(route)) clearRoute(work, route);
  const linkFailed = plan.linked.filter((route) => !linkRoute(liveDir, work, route));
  for (const route of linkFailed) clearRoute(work, route);
  return {
    render: [...plan.render, ...linkFailed],
    notLive: plan.kept.filter((route) => live?.pages.get(route) !== keys.get(route)),
  };
}

// A missing file is the common case of a first build: asked without an exception, which costs more than the look-up.
const inode = (file: string): number | undefined => statSync(file, { throwIfNoEntry: false })?.ino;

/**
 * The inodes of the pages' HTML files looked up ahead (inode-lookup.ts), by their routes: in the live build, and in the
 * standby taken.
 */
export interface KnownInodes {
  live?: FolderInodes;
  standby?: FolderInodes;
}

/**
 * The inode of a route's HTML file in the folder `dir`: as looked up ahead, when `dir` is still the folder then looked
 * in (builds never change a file of the live build or of the standby in place, and another build's swap or claim puts
 * another folder at its name); else asked of the system.
 */
function inodeIn(dir: string, known: FolderInodes | undefined): (route: string) => number | undefined {
  const same = known !== undefined && statSync(dir, { throwIfNoEntry: false })?.ino === known.folder;
  return (route) =>
    same && known.files.has(route) ? known.files.get(route) : inode(path.join(dir, routeFiles(route)[0]!));
}

/** Deletes a route's files and their copies from the build folder `dir`; with `folders`, also its folders left empty. */
function clearRoute(dir: string, route: string, { folders = false } = {}): void {
  for (const file of routeFiles(route)) {
    for (const suffix of ['', ...COPY_SUFFIXES]) rmSync(path.join(dir, file + suffix), { force: true });
    if (folders) removeEmptyFolders(path.dirname(path.join(dir, file)), dir);
  }
}

/** Makes a route's files and copies, missing from `work`, the live build's (hard links). False when it lacks one. */
function linkRoute(liveDir: string, work: string, route: string): boolean {
  return routeFiles(route).every((file) => linkFrom(path.join(liveDir, file), path.join(work, file), { copies: true }));
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
 * `copies`, also the compressed copies it should have (compression-levels.ts). False when `source` or one of those is
 * missing: the caller then makes the file anew.
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
    // The copies this build writes for such a file: a copy an older build wrote that this one does not is left out.
    for (const suffix of copySuffixesOf(source, statSync(source).size)) {
      try {
        linkSync(source + suffix, target + suffix);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return false;
      }
    }
  }
  return true;
}

/**
 * Of `files` (paths relative to the build folder `work`, just made), each whose bytes are those of the live build's
 * same file becomes that file with its copies (hard links): after a change of code, the pages it did not change stay
 * the same files. Returns the others, which need copies made.
 */
export function keepLiveWhereSame(work: string, liveDir: string, files: readonly string[]): string[] {
  // A first build has no live build: a look for each of its files (80,000 at 40,000 routes) would find none.
  if (!existsSync(liveDir)) return [...files];
  return files.filter((file) => {
    const made = path.join(work, file);
    const live = path.join(liveDir, file);
    if (!sameBytes(made, live) || !hasCopies(live, statSync(live).size)) return true;
    for (const suffix of ['', ...COPY_SUFFIXES]) rmSync(made + suffix, { force: true });
    linkFrom(live, made, { copies: true });
    return false;
  });
}

/**
 * Moves the files `made` (every file of the build but its pages, with their copies) into `work`: each one whose bytes
 * are those of the same file of the live build `liveDir` becomes that file (a hard link), and the files `work` had
 * that are no longer made (`stale`, its record's) are deleted. Returns the files, relative to the build's folder, and
 * how many of them are new or changed.
 */
export function moveInto(
  made: string,
  work: string,
  liveDir: string,
  stale: readonly string[] = [],
): { files: string[]; changed: number } {
  const files = filesIn(made);
  let changed = 0;
  for (const file of files) {
    const source = path.join(made, file);
    const target = path.join(work, file);
    const live = path.join(liveDir, file);
    if (sameBytes(source, live)) {
      if (inode(target) === inode(live)) continue;
      rmSync(target, { force: true });
      linkFrom(live, target);
    } else {
      changed++;
      rmSync(target, { force: true });
      makeFolderOf(target);
      try {
        renameSync(source, target);
      } catch (error) {
        // The build's own folder is in the project, dist/ may be on another file system.
        if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
        copyFileSync(source, target);
      }
    }
  }
  removeStale(work, stale, new Set(files));
  return { files, changed };
}

/** Deletes from the build folder `work` the files of `stale` that are not among `now`, and their folders left empty. */
function removeStale(work: string, stale: readonly string[], now: ReadonlySet<string>): void {
  for (const file of stale) {
    if (now.has(file)) continue;
    rmSync(path.join(work, file), { force: true });
    removeEmptyFolders(path.dirname(path.join(work, file)), work);
  }
}

/** Whether files `a` and `b` hold the same bytes: one file (a hard link of the other), or read and compared. */
function sameBytes(a: string, b: string): boolean {
  const [statsA, statsB] = [a, b].map((file) => statSync(file, { throwIfNoEntry: false }));
  if (!statsA || !statsB || statsA.size !== statsB.size) return false;
  return (statsA.ino === statsB.ino && statsA.dev === statsB.dev) || readFileSync(a).equals(readFileSync(b));
}

/** Removes `folder` and its parents up to (not including) `root` while they are empty. */
function removeEmptyFolders(folder: string, root: string): void {
  for (let dir = folder; dir.startsWith(root + path.sep); dir = path.dirname(dir)) {
    try {
      rmdirSync(dir);
    } catch {
      return; // not empty, or gone already
    }
    madeFolders.delete(dir);
  }
}

/** The files under `dir`, as paths relative to it, in a stable order. */
function filesIn(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}
