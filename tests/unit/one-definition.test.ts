/**
 * What the site decides in one place stays in one place: where a link leads (routeOf), what a view's head says, the
 * build's settings. A second copy would drift from the first.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const sources = execFileSync(
  'git',
  [
    'ls-files',
    '--cached',
    '--others',
    '--exclude-standard',
    '--',
    'browser',
    'editor',
    'pages',
    'renderer',
    'scripts',
    'sections',
    'server',
    'site',
  ],
  { cwd: projectDir, encoding: 'utf8' },
)
  // The working tree's files: those git knows and those it would add, less those deleted and not yet committed.
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && existsSync(`${projectDir}/${file}`));
const definitionsOf = (pattern: RegExp) =>
  sources.filter((file) => pattern.test(readFileSync(`${projectDir}/${file}`, 'utf8')));

it('defines routeOf once', () => {
  expect(definitionsOf(/(function|const)\s+routeOf\b/)).toEqual(['renderer/navigation/route-of.ts']);
});

it("decides the head's title, description and canonical address in one module, for the server and the browser", () => {
  expect(definitionsOf(/export function headFields\b/)).toEqual(['renderer/head.ts']);
  // The editor's own window is titled by the file it edits: it is no page of the site.
  expect(definitionsOf(/document\.title\s*=/).filter((file) => !file.startsWith('editor/app/'))).toEqual([
    'renderer/navigation/apply-head.ts',
  ]);
  // A page's title tag written from its data (the dev server's problem page has a fixed one of its own).
  expect(definitionsOf(/<title>\$\{/)).toEqual(['renderer/head-tags.ts']);
});

it('reads the build settings in one module', () => {
  expect(definitionsOf(/export function readBuildSettings\b/)).toEqual(['renderer/build-settings.ts']);
  expect(definitionsOf(/__BUILD_SETTINGS__/)).toEqual(['renderer/build-settings.ts']);
});
