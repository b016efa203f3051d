/**
 * The repository speaks of itself: a comment states the rule it keeps rather than citing a document its readers do not
 * have ("SPEC §9", "issue 4").
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const CITATION = /\bSPEC\b|§|\b[Ii]ssue #?\d+/;

it('cites no outside document in code, comments, tests, the README or the manuals in docs/', () => {
  const files = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      '--',
      '*.ts',
      '*.tsx',
      '*.mjs',
      '*.css',
      '*.conf',
      '*.sh',
      '*.md',
      '*.json',
    ],
    { cwd: projectDir, encoding: 'utf8' },
  )
    // The working tree's files: those git knows and those it would add, less those deleted and not yet committed.
    .split('\n')
    .filter(
      (file) =>
        file &&
        file !== 'package-lock.json' &&
        file !== 'tests/unit/repository-words.test.ts' &&
        existsSync(`${projectDir}/${file}`),
    );
  const manuals = readdirSync(`${projectDir}/docs`)
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`);
  expect(files).toEqual(expect.arrayContaining(['README.md', ...manuals]));
  const citing = files.flatMap((file) =>
    readFileSync(`${projectDir}/${file}`, 'utf8')
      .split('\n')
      .flatMap((line, i) => (CITATION.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
  );
  expect(citing).toEqual([]);
});
