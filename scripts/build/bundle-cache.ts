/**
 * Vite's bundles are made from the code alone, never from site.json: a build whose code, packages and settings are
 * those of an earlier build takes that build's bundles from node_modules/.cache/site-bundles/ instead of running Vite
 * again (seconds of a core on every build, the longest wait of a one-text rebuild).
 *
 * The key hashes every file of the project Vite may read: everything but what the bundles never import (the
 * installed packages, which the lock files stand for; git's folder; the builds, tests, docs and pictures; site.json
 * itself, wherever it is), with the settings inlined into the bundles and Node's version. A file missed here would serve stale code,
 * so the walk leaves out only what is known not to be code of the site; any other file, even one Vite ignores, only
 * costs a rebuild of the bundles when it changes.
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { buildSettingsDefine } from '../../renderer/build-settings.ts';
import { mediaDir, PROJECT_DIR, SITE_FILE } from '../../site/node/paths.ts';

export const BUNDLE_CACHE_DIR = process.env.SITE_BUNDLE_CACHE_DIR
  ? path.resolve(process.env.SITE_BUNDLE_CACHE_DIR)
  : path.join(PROJECT_DIR, 'node_modules/.cache/site-bundles');
/** Entries kept: the code of the last few builds (switching branches back and forth stays fast). */
const KEPT_ENTRIES = 3;
/** Changed whenever entries are laid out differently: older ones are then never matched, and pruned in time. */
const FORMAT = 'site-bundles 1';
/** A folder being written for longer than this was left by a build that was killed. */
const ABANDONED_MS = 10 * 60_000;
/** The folders Vike writes, and the files beside them. */
const OUTPUTS = ['client', 'server', 'assets.json'];
/** The file of an entry that names the folder its bundles were built in. */
const BUILT_IN = 'built-in.txt';

/** Folders of the project that hold no code of the site (the lock files stand for node_modules). */
const NOT_CODE = new Set([
  'node_modules',
  '.git',
  'tests',
  'docs',
  'media',
  'test-results',
  'playwright-report',
  'screenshots',
  'storage',
  'site.json',
]);
/** Build outputs and the build's own working folders (dist/, dist.previous/, dist.building-*, .dist-building-*, .bench-*). */
const BUILD_OUTPUT = /^(\.?dist\b|\.bench)/;

/** The key of the bundles the code of `projectDir` as it is now would make, with the settings of `env`. */
export function bundleKey(
  env: NodeJS.ProcessEnv = process.env,
  { projectDir = PROJECT_DIR, siteFile = SITE_FILE } = {},
): string {
  const hash = createHash('sha256').update(FORMAT).update('\0').update(process.version).update('\0');
  hash
    .update(JSON.stringify(buildSettingsDefine(env)))
    .update('\0')
    .update(env.NODE_ENV ?? '')
    .update('\0');
  const installed = path.join(projectDir, 'node_modules/.package-lock.json');
  if (existsSync(installed)) hash.update(readFileSync(installed));
  const skipped = new Set([path.resolve(siteFile), path.resolve(mediaDir(env))]);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const full = path.join(dir, entry.name);
      if (skipped.has(full) || (dir === projectDir && (NOT_CODE.has(entry.name) || BUILD_OUTPUT.test(entry.name))))
        continue;
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile())
        hash.update('\0').update(path.relative(projectDir, full)).update('\0').update(readFileSync(full));
    }
  };
  walk(projectDir);
  return hash.digest('hex');
}

/**
 * Copies the bundles of `key` into `outDir`, as Vite would have written them there; false when there are none. The
 * server bundle names the folder it was built in, so that name is changed to `outDir`'s. Copies, not links: the
 * build writes beside these files, and an entry must not change with it.
 */
export function restoreBundles(key: string, outDir: string, cacheDir = BUNDLE_CACHE_DIR): boolean {
  const entry = path.join(cacheDir, key);
  const builtIn = readIfThere(path.join(entry, BUILT_IN));
  if (builtIn === undefined) return false;
  try {
    for (const output of OUTPUTS) {
      const from = path.join(entry, output);
      if (existsSync(from)) cpSync(from, path.join(outDir, output), { recursive: true });
    }
    for (const file of readdirSync(path.join(outDir, 'server'), { recursive: true, withFileTypes: true })) {
      if (!file.isFile() || !/\.m?js$/.test(file.name)) continue;
      const full = path.join(file.parentPath, file.name);
      const code = readFileSync(full, 'utf8');
      if (code.includes(builtIn)) writeFileSync(full, code.replaceAll(builtIn, `${outDir}/`));
    }
    // Used now: the last to be pruned.
    writeFileSync(path.join(entry, 'used'), new Date().toISOString());
    return true;
  } catch {
    // An entry half-deleted or unreadable is not used: Vite makes the bundles.
    for (const output of OUTPUTS) rmSync(path.join(outDir, output), { recursive: true, force: true });
    return false;
  }
}

/**
 * Keeps the bundles Vite just made in `outDir` under `key`, whole or not at all (written beside, then renamed), and
 * prunes the entries used least lately. A cache that cannot be written (a full disk) only costs the next build time.
 */
export function storeBundles(key: string, outDir: string, cacheDir = BUNDLE_CACHE_DIR): void {
  const entry = path.join(cacheDir, key);
  const writing = `${entry}.writing-${process.pid}`;
  try {
    mkdirSync(writing, { recursive: true });
    for (const output of OUTPUTS) {
      const from = path.join(outDir, output);
      if (existsSync(from)) cpSync(from, path.join(writing, output), { recursive: true });
    }
    writeFileSync(path.join(writing, 'used'), new Date().toISOString());
    // Last: an entry without it is not whole.
    writeFileSync(path.join(writing, BUILT_IN), `${outDir}/`);
    rmSync(entry, { recursive: true, force: true });
    renameSync(writing, entry);
    prune(cacheDir);
  } catch {
    rmSync(writing, { recursive: true, force: true });
  }
}

function prune(cacheDir: string): void {
  const entries = readdirSync(cacheDir)
    .filter((name) => /^[0-9a-f]{64}$/.test(name))
    .map((name) => ({ name, used: readIfThere(path.join(cacheDir, name, 'used')) ?? '' }))
    .sort((a, b) => (a.used < b.used ? 1 : -1));
  for (const { name } of entries.slice(KEPT_ENTRIES))
    rmSync(path.join(cacheDir, name), { recursive: true, force: true });
  // What a build killed while writing left behind (another build may be writing one now: those are recent).
  for (const name of readdirSync(cacheDir)) {
    const full = path.join(cacheDir, name);
    if (name.includes('.writing-') && Date.now() - statSync(full).mtimeMs > ABANDONED_MS)
      rmSync(full, { recursive: true, force: true });
  }
}

function readIfThere(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}
