/**
 * What an editor of site.json sees without a terminal: `npm run validate -- --watch` checks on every save, and the
 * VS Code task of .vscode/tasks.json turns its lines into the Problems panel; `--json` gives the same to tools.
 */
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { formatProblem, wording } from '../../site/problems.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const fixture = (name: string) => path.join(projectDir, 'tests/fixtures', name);
/** The problems the validator finds in a fixture: what every way of showing them must show. */
const problemsOf = (name: string) =>
  checkSiteText(readFileSync(fixture(name), 'utf8'), { writtenIds: WRITTEN_IDS }).problems;
const validate = (...args: string[]) =>
  spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', ...args], { cwd: projectDir, encoding: 'utf8' });

interface Task {
  label: string;
  command: string;
  isBackground?: boolean;
  runOptions?: { runOn?: string };
  problemMatcher: {
    fileLocation: string[];
    pattern: { regexp: string; file: number; line: number; column: number; message: number; code: number };
    background?: { beginsPattern: string; endsPattern: string };
  };
}
const tasks = (JSON.parse(readFileSync(path.join(projectDir, '.vscode/tasks.json'), 'utf8')) as { tasks: Task[] })
  .tasks;
const watchTask = tasks.find((task) => task.label === 'validate site.json (watch)')!;

/** What VS Code's problem matcher makes of one line of output, or undefined when the line is no problem. */
function matchProblem(task: Task, line: string) {
  const { pattern } = task.problemMatcher;
  const match = new RegExp(pattern.regexp).exec(line);
  return match
    ? {
        file: match[pattern.file],
        line: Number(match[pattern.line]),
        column: Number(match[pattern.column]),
        message: match[pattern.message],
        code: match[pattern.code],
      }
    : undefined;
}

describe('npm run validate -- --json', () => {
  it('prints every problem as {code, file, line, column, pointer, path, page, message, hint} and exits 1', () => {
    const run = validate('tests/fixtures/broken/unknown-field.json', '--json');
    expect(run.status).toBe(1);
    const problems = JSON.parse(run.stdout) as Record<string, unknown>[];
    // The misspelt name first: it is why "heading" is missing.
    expect(problems).toEqual([
      {
        code: 'unknown-field',
        file: 'tests/fixtures/broken/unknown-field.json',
        line: 44,
        column: 27,
        pointer: '/pages/0/sections/0/heding',
        path: 'page / › section 1 (hero) › heding',
        page: '/',
        message: expect.stringMatching(/^unknown field "heding"\. Did you mean "heading"\? Allowed here: /),
        hint: expect.stringMatching(/^Did you mean "heading"\? Allowed here: /),
      },
      {
        code: 'missing-field',
        file: 'tests/fixtures/broken/unknown-field.json',
        line: 44,
        column: 9,
        pointer: '/pages/0/sections/0',
        path: 'page / › section 1 (hero)',
        page: '/',
        message: expect.stringMatching(/^the field "heading" is missing/),
      },
    ]);
  });

  it('prints [] and exits 0 on a valid file', () => {
    const run = validate('tests/fixtures/valid-minimal.json', '--json');
    expect({ status: run.status, problems: JSON.parse(run.stdout) }).toEqual({ status: 0, problems: [] });
  });

  it('refuses an unknown option with the usage, exit 2', () => {
    const run = validate('--wacth');
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/unknown option --wacth\. Usage: npm run validate -- \[FILE\] \[--watch\] \[--json\]/);
  });
});

describe('npm run validate -- --watch', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'validate-watch-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('checks again on every save, reports a broken or missing file and goes on until stopped', async () => {
    const site = path.join(dir, 'site.json');
    copyFileSync(fixture('valid-minimal.json'), site);
    const child = spawn('node', ['scripts/run.mjs', 'scripts/validate.ts', '--watch', site], { cwd: projectDir });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const runsEnded = () => out.split('\n').filter((line) => /^[✓✗] /.test(line)).length;
    const untilRuns = async (count: number) => {
      for (let waited = 0; runsEnded() < count; waited += 50) {
        if (waited > 30_000) throw new Error(`waited for run ${count}, got:\n${out}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    try {
      await untilRuns(1);
      expect(out).toContain(`✓ ${site} is valid (2 pages)`);

      copyFileSync(fixture('broken/unknown-field.json'), site);
      await untilRuns(2);
      const broken = problemsOf('broken/unknown-field.json');
      for (const problem of broken) expect(out).toContain(formatProblem(site, problem));
      expect(out).toContain(`✗ 2 problems in ${site}`);

      writeFileSync(site, '{ "brand": ');
      await untilRuns(3);
      expect(out).toMatch(/:1:\d+ {2}the whole file {2}the file ends too early.* {2}\[file-ends-early\]$/m);

      // Saved as a new file renamed over the old one, as some editors do: still seen.
      rmSync(site);
      await untilRuns(4);
      copyFileSync(fixture('valid-minimal.json'), `${site}.tmp`);
      renameSync(`${site}.tmp`, site);
      await untilRuns(5);
      expect(out.trimEnd().split('\n').at(-1)).toBe(`✓ ${site} is valid (2 pages)`);
      expect(child.exitCode).toBe(null);

      // Every run is framed by the task's begin and end patterns, and each problem line is read at its place.
      const { beginsPattern, endsPattern } = watchTask.problemMatcher.background!;
      const lines = out.trimEnd().split('\n');
      expect(lines.filter((line) => new RegExp(beginsPattern).test(line))).toHaveLength(5);
      expect(lines.filter((line) => new RegExp(endsPattern).test(line))).toHaveLength(5);
      const problems = lines.map((line) => matchProblem(watchTask, line)).filter(Boolean);
      for (const problem of broken)
        expect(problems).toContainEqual({
          file: site,
          line: problem.line,
          column: problem.column,
          message: wording(problem),
          code: problem.code,
        });
      expect(problems).toContainEqual({
        file: site,
        line: 1,
        column: 1,
        message: 'cannot read the file: no such file',
        code: 'unreadable-file',
      });
      expect(problems).toHaveLength(4);
    } finally {
      child.kill('SIGTERM');
    }
    const code = await new Promise((resolve) =>
      child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', resolve),
    );
    expect(code).toBe(0);
  }, 60_000);
});

describe('VS Code shows every problem of npm run validate', () => {
  it('runs the watch as a background task when the folder opens, reading FILE:LINE:COL relative to the folder', () => {
    expect(watchTask).toMatchObject({
      command: 'npm run validate -- --watch',
      isBackground: true,
      runOptions: { runOn: 'folderOpen' },
    });
    expect(watchTask.problemMatcher.fileLocation).toEqual(['relative', '${workspaceFolder}']);
  });

  it('reads each line npm run validate prints for a problem, parse errors included, and no other line', () => {
    const oneShot = tasks.find((task) => task.label === 'validate site.json')!;
    for (const name of ['unknown-field', 'trailing-comma', 'duplicate-route']) {
      const file = `tests/fixtures/broken/${name}.json`;
      const lines = validate(file).stderr.trimEnd().split('\n');
      const expected = problemsOf(`broken/${name}.json`).map((problem) => ({
        file,
        line: problem.line,
        column: problem.column,
        message: wording(problem),
        code: problem.code,
      }));
      for (const task of [watchTask, oneShot])
        expect(lines.map((line) => matchProblem(task, line)).filter(Boolean)).toEqual(expected);
    }
  });

  it('keeps .vscode/ in git, and maps site.json to the schema even without its $schema line', () => {
    expect(
      spawnSync('git', ['check-ignore', '--no-index', '.vscode/tasks.json', '.vscode/settings.json'], {
        cwd: projectDir,
      }).status,
    ).toBe(1);
    const settings = JSON.parse(readFileSync(path.join(projectDir, '.vscode/settings.json'), 'utf8')) as {
      'json.schemas': { fileMatch: string[]; url: string }[];
    };
    const mapping = settings['json.schemas'].find((entry) => entry.fileMatch.includes('/site.json'))!;
    expect(existsSync(path.join(projectDir, mapping.url))).toBe(true);
  });
});
