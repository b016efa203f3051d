/**
 * The yardstick of the build's speed: Astro building a static site of as many pages, like the generated sites' (a
 * header, four sections, a footer, its data as JSON in the page), on the same machine in the same hour, so that the
 * figures compare whatever the machine's load. The site is scripts/bench/astro-reference/, copied into .bench/astro/
 * and installed there from npm the first time (Astro is not a dependency of this project). Astro writes no compressed
 * copies: the build here does, so its figure includes what Astro's leaves to the server.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { timedProcess, type BuildFigures } from './build-scale.ts';

const SOURCE = path.join(PROJECT_DIR, 'scripts/bench/astro-reference');

/** A cold build of `pages` pages by Astro in `workDir`/astro (its output and caches deleted first). */
export function measureAstro(pages: number, workDir: string): BuildFigures {
  const dir = path.join(workDir, 'astro');
  const installed = path.join(dir, 'node_modules/astro/package.json');
  const wanted = readFileSync(path.join(SOURCE, 'package.json'), 'utf8');
  const current = existsSync(path.join(dir, 'package.json'))
    ? readFileSync(path.join(dir, 'package.json'), 'utf8')
    : '';
  cpSync(SOURCE, dir, { recursive: true });
  if (!existsSync(installed) || current !== wanted)
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'ignore' });
  for (const folder of ['dist', '.astro', 'node_modules/.astro'])
    rmSync(path.join(dir, folder), { recursive: true, force: true });
  return timedProcess(['node', 'node_modules/astro/astro.js', 'build'], {
    cwd: dir,
    env: { PAGES: String(pages), ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
