/**
 * The shipped site as a git repository on this machine, for team mode's publishing (its tests and its bench): a bare
 * repository (the remote) whose `main` holds site.json in one language (a heading changed is not waiting for its
 * Dutch), the product data and the pictures, pushed from a working copy (`seed`) that tests use as "someone else".
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE, PROJECT_DIR } from '../../site/node/paths.ts';

/** git in `dir`, committing as someone@example.com. */
export const git = (dir: string, ...args: string[]) =>
  execFileSync('git', ['-C', dir, '-c', 'user.name=Someone', '-c', 'user.email=someone@example.com', ...args], {
    encoding: 'utf8',
  });

export function siteRemote(folder: string): { remote: string; seed: string } {
  const remote = path.join(folder, 'remote.git');
  const seed = path.join(folder, 'seed');
  mkdirSync(path.join(seed, path.dirname(path.relative(PROJECT_DIR, DEFAULT_PRODUCT_DATA_FILE))), { recursive: true });
  const { translations: _, ...site } = JSON.parse(readFileSync(DEFAULT_SITE_FILE, 'utf8')) as Record<string, unknown>;
  writeFileSync(path.join(seed, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  copyFileSync(DEFAULT_PRODUCT_DATA_FILE, path.join(seed, path.relative(PROJECT_DIR, DEFAULT_PRODUCT_DATA_FILE)));
  cpSync(path.join(PROJECT_DIR, 'media'), path.join(seed, 'media'), { recursive: true });
  execFileSync('git', ['init', '--quiet', '--bare', '-b', 'main', remote]);
  execFileSync('git', ['init', '--quiet', '-b', 'main', seed]);
  git(seed, 'add', '.');
  git(seed, 'commit', '--quiet', '-m', 'The site');
  git(seed, 'push', '--quiet', remote, 'main');
  return { remote, seed };
}

/** The remote's last commit of a branch, "author|message"; "" while the branch is not there. */
export function lastCommit(remote: string, branch: string): string {
  try {
    return git(remote, 'log', '-1', '--format=%ae|%s', branch).trim();
  } catch {
    return '';
  }
}
