/**
 * The yardstick of the build's speed: Astro building a static site of as many pages, like the generated sites' (a
 * header, four sections, a footer, its data as JSON in the page), on the same machine in the same hour, so that the
 * figures compare whatever the machine's load. The site is scripts/bench/astro-reference/, copied into
 * node_modules/.cache/bench-astro/ and installed there from npm the first time (Astro is not a dependency of this
 * project), where it stays for the next bench. Astro writes no compressed copies: the build here does, so its
 * figure includes what Astro's leaves to the server.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { timedProcess, type BuildFigures } from './build-scale.ts';
import { setAside } from './set-aside.ts';

const SOURCE = path.join(PROJECT_DIR, 'scripts/bench/astro-reference');
const ASTRO_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/bench-astro');

/** A cold build of `pages` pages by Astro (its output and caches set aside first, as the build's are). */
export function measureAstro(pages: number): BuildFigures {
  const installed = path.join(ASTRO_DIR, 'node_modules/astro/package.json');
  const wanted = readFileSync(path.join(SOURCE, 'package.json'), 'utf8');
  const current = existsSync(path.join(ASTRO_DIR, 'package.json'))
    ? readFileSync(path.join(ASTRO_DIR, 'package.json'), 'utf8')
    : '';
  cpSync(SOURCE, ASTRO_DIR, { recursive: true });
  if (!existsSync(installed) || current !== wanted)
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: ASTRO_DIR,
      stdio: 'ignore',
    });
  for (const folder of ['dist', '.astro', 'node_modules/.astro']) setAside(path.join(ASTRO_DIR, folder));
  return timedProcess(['node', 'node_modules/astro/astro.js', 'build'], {
    cwd: ASTRO_DIR,
    env: { PAGES: String(pages), ASTRO_TELEMETRY_DISABLED: '1' },
  });
}
