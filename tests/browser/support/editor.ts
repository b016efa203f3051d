/**
 * A visual editor of its own for a test: `npm run edit` on a free port, editing a fresh copy of site.json in a
 * temporary folder (its pictures copied to a media/ folder beside it, where pictures added in the editor go), and the
 * build of that copy, as an editor would run them.
 */
import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { applyEdits, modify } from 'jsonc-parser';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE, mediaDir, PROJECT_DIR } from '../../../site/node/paths.ts';

export interface RunningEditor {
  /** http://localhost:PORT */
  url: string;
  port: number;
  /** The copy of site.json the editor edits. */
  siteFile: string;
  /** The copy of the product data (the plans' figures) the editor edits. */
  productFile: string;
  /** The copy of media/, where the editor adds pictures. */
  mediaFolder: string;
  folder: string;
  read: () => string;
  stop: () => Promise<void>;
}

/**
 * `translations`: keep site.json's translations. Without them the site has one language, so a test of an editing flow
 * needs no translating to build; the translation flow has tests of its own. `fileName`: the copy's name, as
 * `SITE_JSON` may name a file other than site.json. `accountsFile`: team mode (`--team`), with these accounts.
 */
export async function startEditor({
  translations = false,
  fileName = 'site.json',
  accountsFile,
  env = {},
}: {
  translations?: boolean;
  fileName?: string;
  accountsFile?: string;
  /** More settings of the editor's process (PUBLISH_REMOTE, …). */
  env?: Record<string, string>;
} = {}): Promise<RunningEditor> {
  const folder = mkdtempSync(path.join(tmpdir(), 'editor-test-'));
  const siteFile = path.join(folder, fileName);
  const text = readFileSync(DEFAULT_SITE_FILE, 'utf8');
  writeFileSync(siteFile, translations ? text : applyEdits(text, modify(text, ['translations'], undefined, {})));
  const productFile = productCopyBeside(siteFile);
  copyFileSync(DEFAULT_PRODUCT_DATA_FILE, productFile);
  const mediaFolder = mediaCopyBeside(siteFile);
  cpSync(mediaDir(), mediaFolder, { recursive: true });
  const child: ChildProcess = spawn(
    'node',
    ['scripts/run.mjs', 'scripts/edit.ts', ...(accountsFile ? ['--team'] : [])],
    {
      cwd: PROJECT_DIR,
      env: {
        ...process.env,
        ...(accountsFile ? { EDITOR_ACCOUNTS_FILE: accountsFile } : {}),
        ...env,
        PORT: '0',
        SITE_JSON: siteFile,
        PRODUCT_DATA_FILE: productFile,
        SITE_MEDIA_DIR: mediaFolder,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the editor did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const started = /Editor: (http:\/\/localhost:\d+)/.exec(output);
      if (started) {
        clearTimeout(timer);
        resolve(started[1]!);
      }
    };
    child.stdout!.on('data', read);
    child.stderr!.on('data', read);
    child.once('exit', (code) => reject(new Error(`the editor stopped (${code}):\n${output}`)));
  });
  return {
    url,
    port: Number(new URL(url).port),
    siteFile,
    productFile,
    mediaFolder,
    folder,
    read: () => readFileSync(siteFile, 'utf8'),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Where a test's copy of the product data is: beside its copy of site.json, so the editor and the build read the same. */
const productCopyBeside = (siteFile: string) => path.join(path.dirname(siteFile), 'products.json');
/** Where a test's copy of media/ is: beside its copy of site.json, as media/ is beside the project's. */
const mediaCopyBeside = (siteFile: string) => path.join(path.dirname(siteFile), 'media');

/** The lines of `after` that differ from `before`, as `git diff` counts them (changed, added and removed lines). */
export function changedLines(before: string, after: string): string[] {
  const a = before.split('\n');
  const b = after.split('\n');
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length - 1;
  let endB = b.length - 1;
  while (endA >= start && endB >= start && a[endA] === b[endB]) {
    endA--;
    endB--;
  }
  return [...a.slice(start, endA + 1).map((line) => `-${line}`), ...b.slice(start, endB + 1).map((line) => `+${line}`)];
}

/** `npm run validate` and `npm run build` of the editor's copy, as CI would run them after a save. */
export async function validateAndBuild(siteFile: string): Promise<{ validated: string; distDir: string }> {
  const run = promisify(execFile);
  const distDir = path.join(path.dirname(siteFile), 'dist');
  const env = {
    ...process.env,
    SITE_JSON: siteFile,
    SITE_DIST_DIR: distDir,
    PRODUCT_DATA_FILE: productCopyBeside(siteFile),
    SITE_MEDIA_DIR: mediaCopyBeside(siteFile),
  };
  const validated = (await run('node', ['scripts/run.mjs', 'scripts/validate.ts', siteFile], { cwd: PROJECT_DIR, env }))
    .stdout;
  await run('node', ['scripts/run.mjs', 'scripts/build.ts'], { cwd: PROJECT_DIR, env, maxBuffer: 64 * 1024 * 1024 });
  return { validated, distDir };
}

/** Adds an account of team mode to `accountsFile`, as whoever runs the server does: `npm run edit:user -- add`. */
export function addAccount(accountsFile: string, email: string, role: 'editor' | 'publisher', password: string): void {
  const added = spawnSync(
    'node',
    ['scripts/run.mjs', 'scripts/edit-user.ts', 'add', email, '--role', role, '--password-stdin'],
    {
      cwd: PROJECT_DIR,
      input: password,
      encoding: 'utf8',
      env: { ...process.env, EDITOR_ACCOUNTS_FILE: accountsFile },
    },
  );
  if (added.status !== 0) throw new Error(`the account could not be added: ${added.stderr}`);
}
