/**
 * A build of a generated site, timed as a person waits for it: the whole process, cold (a fresh dist/, and empty
 * caches of compressed files and of Vite's bundles; what was there is set aside rather than deleted, set-aside.ts),
 * with its CPU time and peak memory; then the same site with one text changed, built over the first, and with more
 * texts changed, one at a time (what an editor's change costs).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { withOneTextChanged } from './one-text-change.ts';
import { standbyOf } from '../build/reuse.ts';
import { setAside } from './set-aside.ts';

export interface BuildFigures {
  wallMs: number;
  /** User and system CPU time of the process and its threads, and its peak resident memory: without GNU time, undefined. */
  cpuMs?: number;
  peakMb?: number;
  /** What the build said it did: "4000 pages rendered, 0 kept from the previous build, …". */
  summary: string;
}

const GNU_TIME = '/usr/bin/time';
/** How many rebuilds after one more text changed are timed: their median is the figure, the machine being shared. */
export const NEXT_TEXTS = 3;

const build = (env: Record<string, string>) =>
  timedProcess(['node', 'scripts/run.mjs', 'scripts/build.ts'], { cwd: PROJECT_DIR, env });

/** `command` run to its end in `cwd`, with `env` over this process's environment, timed as a person waits for it. */
export function timedProcess(
  command: string[],
  { cwd, env }: { cwd: string; env: Record<string, string> },
): BuildFigures {
  const usageFile = path.join(os.tmpdir(), `build-usage-${process.pid}.txt`);
  const timed = existsSync(GNU_TIME) ? [GNU_TIME, '-o', usageFile, '-f', '%U %S %M', ...command] : command;
  const started = performance.now();
  const result = spawnSync(timed[0]!, timed.slice(1), {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  const wallMs = performance.now() - started;
  if (result.status !== 0) throw new Error(`${command.join(' ')} failed:\n${result.stderr || result.stdout}`);
  const summary = /^✓ built .*\((.*)\)$/m.exec(result.stdout)?.[1] ?? '';
  if (!existsSync(usageFile)) return { wallMs, summary };
  const [user, system, peakKb] = readFileSync(usageFile, 'utf8').trim().split(/\s+/).map(Number);
  rmSync(usageFile, { force: true });
  return { wallMs, cpuMs: (user! + system!) * 1000, peakMb: peakKb! / 1024, summary };
}

/**
 * The cold build of `siteFile` into `distDir` (emptied first, with empty caches beside it); the rebuild after one
 * text of its middle page changed (`oneText`: the first rebuild, over the standby the cold build left); then the
 * rebuilds after another text changed, NEXT_TEXTS times, each over the last (`nextTexts`: as an editor's every change
 * after that). `distDir` holds the last build afterwards.
 */
export function measureBuild(
  site: SiteConfig,
  siteFile: string,
  distDir: string,
  env: Record<string, string>,
): { cold: BuildFigures; oneText: BuildFigures; nextTexts: BuildFigures[] } {
  const compressed = `${distDir}-compressed`;
  const bundles = `${distDir}-bundles`;
  const checked = `${distDir}-checked`;
  const edited = `${distDir}-edited.json`;
  // The build keeps the one before the live one beside it (scripts/build/reuse.ts): gone too, for a cold build.
  for (const folder of [distDir, standbyOf(distDir), compressed, bundles, checked]) setAside(folder);
  try {
    const settings = {
      ...env,
      SITE_JSON: siteFile,
      SITE_DIST_DIR: distDir,
      SITE_COMPRESS_CACHE_DIR: compressed,
      SITE_BUNDLE_CACHE_DIR: bundles,
      SITE_CHECK_CACHE_DIR: checked,
    };
    const cold = build(settings);
    const middle = site.pages[Math.floor(site.pages.length / 2)]!.route;
    const once = withOneTextChanged(site, middle);
    writeFileSync(edited, JSON.stringify(once, null, 2));
    const oneText = build({ ...settings, SITE_JSON: edited });
    let latest = once;
    const nextTexts = Array.from({ length: NEXT_TEXTS }, (_, i) => {
      latest = withOneTextChanged(latest, site.pages[Math.floor((i * site.pages.length) / NEXT_TEXTS)]!.route);
      writeFileSync(edited, JSON.stringify(latest, null, 2));
      return build({ ...settings, SITE_JSON: edited });
    });
    return { cold, oneText, nextTexts };
  } finally {
    rmSync(edited, { force: true });
    for (const folder of [compressed, bundles, checked]) setAside(folder);
  }
}
