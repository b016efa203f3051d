/**
 * Vite's bundles are taken from an earlier build only when they would be made the same: the key changes with every
 * file of every folder of the project that may hold code (each folder the project has is tried), with the lock file
 * of what is installed and with the settings inlined into the bundles; it does not change with site.json, the
 * pictures, the tests, the docs or the builds. An entry is whole or not used, and names the folder it is restored to.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bundleKey, restoreBundles, storeBundles } from '../../scripts/build/bundle-cache.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'bundle-cache-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
}

/** Folders and files of the project whose changes cannot reach the bundles. */
const NOT_CODE = ['node_modules', '.git', 'tests', 'docs', 'media', 'test-results', 'storage', 'site.json'];
const BUILDS = ['dist', 'dist.previous', 'dist.previous-123', 'dist.building-123', '.dist-building-123', '.bench-site'];
const BUILD_NAME = /^(\.?dist\b|\.bench)/;

describe('the bundles’ key', () => {
  // A project with a file in each top-level folder the real one has, and in those a build writes.
  const project = path.join(folder, 'project');
  const names = readdirSync(PROJECT_DIR).filter((name) => !BUILD_NAME.test(name));
  const fileIn = (name: string) => (name.includes('.') && !name.startsWith('.') ? name : path.join(name, 'file.ts'));
  for (const name of [...names, ...BUILDS]) write(path.join(project, fileIn(name)), 'one');
  write(path.join(project, 'node_modules/.package-lock.json'), '{"lockfileVersion": 3}');
  const options = { projectDir: project, siteFile: path.join(project, 'elsewhere.json') };
  const key = (env: NodeJS.ProcessEnv = {}) => bundleKey(env, options);

  it.each(names)('changes with a file of %s, unless it holds no code', (name) => {
    const before = key();
    const file = path.join(project, fileIn(name));
    write(file, 'two');
    const after = key();
    write(file, 'one');
    expect(after === before).toBe(NOT_CODE.includes(name));
    expect(key()).toBe(before);
  });

  it('changes with a new file anywhere the code lives, not in the builds', () => {
    const before = key();
    write(path.join(project, 'sections/new-type/component.tsx'), 'export {}');
    expect(key()).not.toBe(before);
    rmSync(path.join(project, 'sections/new-type'), { recursive: true });
    for (const build of BUILDS) write(path.join(project, `${build}-more`, 'page.html'), '<p>');
    expect(key()).toBe(before);
  });

  it('changes with what is installed and with the settings the bundles inline, not with the site file', () => {
    const before = key();
    write(path.join(project, 'node_modules/.package-lock.json'), '{"lockfileVersion": 3, "packages": {}}');
    expect(key()).not.toBe(before);
    write(path.join(project, 'node_modules/.package-lock.json'), '{"lockfileVersion": 3}');
    expect(key({ SITE_ANALYTICS_ID: 'G-KEY1' })).not.toBe(before);
    write(options.siteFile, '{"site": {}}');
    expect(key()).toBe(before);
  });
});

describe('an entry of the cache', () => {
  const cache = path.join(folder, 'cache');
  /** What Vite writes into `outDir`: the server bundle names that folder. */
  function madeIn(outDir: string) {
    write(path.join(outDir, 'client/assets/app.js'), 'console.log("app")');
    write(path.join(outDir, 'server/entry.mjs'), `const outDir = "${outDir}/";`);
    write(path.join(outDir, 'assets.json'), '{}');
  }

  it('gives back the bundles as they were made, naming the folder they are restored to', () => {
    const first = path.join(folder, 'build-1');
    madeIn(first);
    storeBundles('a'.repeat(64), first, cache);
    const second = path.join(folder, 'build-2');
    expect(restoreBundles('a'.repeat(64), second, cache)).toBe(true);
    expect(readFileSync(path.join(second, 'client/assets/app.js'), 'utf8')).toBe('console.log("app")');
    expect(readFileSync(path.join(second, 'server/entry.mjs'), 'utf8')).toBe(`const outDir = "${second}/";`);
    // The build writes beside the restored files: the entry stays as it was.
    writeFileSync(path.join(second, 'client/assets/app.js'), 'changed');
    const third = path.join(folder, 'build-3');
    restoreBundles('a'.repeat(64), third, cache);
    expect(readFileSync(path.join(third, 'client/assets/app.js'), 'utf8')).toBe('console.log("app")');
  });

  it('is not used when it is not whole, nor when there is none', () => {
    const outDir = path.join(folder, 'build-4');
    madeIn(outDir);
    storeBundles('b'.repeat(64), outDir, cache);
    rmSync(path.join(cache, 'b'.repeat(64), 'built-in.txt'));
    const into = path.join(folder, 'build-5');
    expect(restoreBundles('b'.repeat(64), into, cache)).toBe(false);
    expect(restoreBundles('c'.repeat(64), into, cache)).toBe(false);
    expect(existsSync(path.join(into, 'client'))).toBe(false);
  });

  it('keeps the entries of the last three codes', async () => {
    const outDir = path.join(folder, 'build-6');
    madeIn(outDir);
    for (const letter of '12345') {
      storeBundles(letter.repeat(64), outDir, cache);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(readdirSync(cache).sort()).toEqual(['3', '4', '5'].map((letter) => letter.repeat(64)));
  });
});
