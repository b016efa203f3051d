/**
 * Git as the store of the team's work: the server edits a clone of the site's repository (PUBLISH_REMOTE, any git URL
 * or path; PUBLISH_BRANCH, default main). Every save is a commit on the drafts branch, with the person who saved as
 * its author and what changed in words as its message, pushed to the remote at once, so nothing saved is ever lost.
 * Publishing first merges what was published meanwhile, field by field (merge-json.ts; a clash is said with both
 * values, never forced), then, once the drafts are checked and built, pushes them to PUBLISH_BRANCH, where the site's
 * CI deploys. Git runs one command at a time.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { oneAtATime } from '../server/one-at-a-time.ts';
import { changeMessage } from './change-words.ts';
import { clashInWords, mergeJsonTexts } from './merge-json.ts';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE, PROJECT_DIR } from '../../site/node/paths.ts';

const run = promisify(execFile);
export const DRAFTS_BRANCH = 'editor-drafts';
/** Who commits are made by: each one names its person as the author (commitAs). */
const SERVER = ['-c', 'user.name=Editor', '-c', 'user.email=editor@localhost'];

export interface GitStoreOptions {
  remote: string;
  branch: string;
  /** The clone's folder: made when missing, brought up to date when there. */
  dir: string;
  log: (line: string) => void;
}

/** The files of the site the editor edits, as the repository holds them. */
const TRACKED_FILES = [DEFAULT_SITE_FILE, DEFAULT_PRODUCT_DATA_FILE].map((file) => path.relative(PROJECT_DIR, file));

export interface PublishedVersion {
  commit: string;
  author: string;
  /** ISO 8601, with the author's offset. */
  date: string;
  words: string;
}

export type PublishResult =
  | { ok: true; commit: string }
  | { ok: false; reason: 'clash'; message: string }
  | { ok: false; reason: 'failed'; message: string };

export class GitStore {
  private readonly queue = oneAtATime();
  /**
   * The text each file of the site has in the drafts' last commit, as this store last made or read it (opened,
   * saved, merged, restored): a save's message compares with it, so saving asks git for nothing but the commit.
   */
  private readonly committed = new Map<string, string>();

  private constructor(
    readonly dir: string,
    private readonly branch: string,
    private readonly log: (line: string) => void,
  ) {}

  /** Clones the remote (or fetches it into the clone there) and checks out the drafts branch. */
  static async open({ remote, branch, dir, log }: GitStoreOptions): Promise<GitStore> {
    if (!existsSync(path.join(dir, '.git'))) await run('git', ['clone', '--quiet', '--branch', branch, remote, dir]);
    const store = new GitStore(dir, branch, log);
    await store.useFieldMerge();
    await store.git('fetch', '--quiet', 'origin');
    const local = await store.has(`refs/heads/${DRAFTS_BRANCH}`);
    const remoteDrafts = await store.has(`refs/remotes/origin/${DRAFTS_BRANCH}`);
    if (local) await store.git('checkout', '--quiet', DRAFTS_BRANCH);
    else
      await store.git(
        'checkout',
        '--quiet',
        '-b',
        DRAFTS_BRANCH,
        remoteDrafts ? `origin/${DRAFTS_BRANCH}` : `origin/${branch}`,
      );
    await store.readCommitted();
    return store;
  }

  /**
   * Commits what was saved of `files` (paths inside the clone) as `author`, its message said in words, and resolves;
   * then pushes the drafts. A failure is logged: the files stay saved on disk, and the next save commits them.
   */
  save(files: string[], author: string, name: string): Promise<void> {
    return this.queue(async () => {
      try {
        // Only what lies in the clone is its to commit.
        const relative = files
          .map((file) => path.relative(this.dir, file))
          .filter((file) => file && !file.startsWith('..') && !path.isAbsolute(file));
        if (relative.length === 0) return;
        const [first] = relative as [string, ...string[]];
        const before = this.committed.get(first) ?? (await this.git('show', `HEAD:${first}`).catch(() => undefined));
        // The text added is the one read before and after `git add`; a save written meanwhile is read from git.
        const file = path.join(this.dir, first);
        const read = await readFile(file, 'utf8');
        await this.git('add', '--all', '--', ...relative);
        const after = read === (await readFile(file, 'utf8')) ? read : await this.git('show', `:${first}`);
        const message = changeMessage(name, before, after);
        try {
          await this.commitAs(author, message);
        } catch (error) {
          // A save of the same bytes again has nothing to commit.
          if (await this.nothingStaged()) return;
          throw error;
        }
        this.committed.set(first, after);
        // Pushed after the commit is made, in its turn: the next save waits for this commit only.
        void this.queue(() => this.pushDrafts());
      } catch (error) {
        this.log(`A save could not be committed (it is saved on disk): ${(error as Error).message}`);
      }
    });
  }

  /**
   * Brings what was published since the drafts began into them (git's merge: changes to different lines join; the
   * same lines changed on both sides are a clash, said and undone). Run before the drafts are checked and built.
   */
  catchUp(author: string): Promise<PublishResult> {
    return this.queue(async () => {
      try {
        await this.git('fetch', '--quiet', 'origin', this.branch);
        try {
          const as = ['-c', `user.name=${author}`, '-c', `user.email=${author}`];
          await this.git(...as, 'merge', '--quiet', '--no-edit', `origin/${this.branch}`);
        } catch {
          const clashes = await this.clashesInWords().catch(() => []);
          await this.git('merge', '--abort').catch(() => undefined);
          const which = clashes.length > 0 ? ` (${clashes.join('; ')})` : '';
          return {
            ok: false,
            reason: 'clash',
            message: `Someone published changes to the same places since these drafts began${which}, so nothing was published: ask whoever runs the editor to merge ${this.branch} into ${DRAFTS_BRANCH}, keeping one value of each.`,
          };
        }
        await this.readCommitted();
        return { ok: true, commit: await this.head() };
      } catch (error) {
        return { ok: false, reason: 'failed', message: `The remote could not be read: ${(error as Error).message}` };
      }
    });
  }

  /** Pushes the drafts, as they are now, to the published branch (and the drafts branch). */
  publish(): Promise<PublishResult> {
    return this.queue(async () => {
      try {
        await this.git('push', '--quiet', 'origin', `${DRAFTS_BRANCH}:${this.branch}`);
      } catch (error) {
        return {
          ok: false,
          reason: 'failed',
          message: `The remote refused the drafts (someone may have published a moment ago: publish again): ${(error as Error).message.split('\n')[0]}`,
        };
      }
      await this.pushDrafts();
      return { ok: true, commit: await this.head() };
    });
  }

  /**
   * The versions published, newest first: each change that reached the published branch (the merges that joined two
   * people's changes left out, as each change is listed), with who made it, when, and what it changed in site.json (or
   * the product data), in words.
   */
  history(most = 30): Promise<PublishedVersion[]> {
    return this.queue(async () => {
      await this.git('fetch', '--quiet', 'origin', this.branch);
      const log = await this.git(
        'log',
        '--no-merges',
        `-n${most}`,
        '--format=%H%x1f%ae%x1f%aI%x1f%P',
        `origin/${this.branch}`,
      );
      const versions: PublishedVersion[] = [];
      for (const line of log.split('\n').filter(Boolean)) {
        const [commit, author, date, parents] = line.split('\x1f') as [string, string, string, string];
        const parent = parents.split(' ')[0];
        versions.push({ commit, author, date, words: await this.wordsOf(commit, parent) });
      }
      return versions;
    });
  }

  /**
   * Makes a new version of the drafts equal to a published one (its site.json and product data): a commit of its own,
   * by `author`, so nothing is rewritten and every later version stays in the history. False when `commit` is no
   * published version.
   */
  restore(commit: string, author: string): Promise<boolean> {
    return this.queue(async () => {
      if (!/^[0-9a-f]{40}$/.test(commit)) return false;
      if (!(await this.succeeds('merge-base', '--is-ancestor', commit, `origin/${this.branch}`))) return false;
      const files = [];
      for (const file of TRACKED_FILES) if (await this.has(`${commit}:${file}`)) files.push(file);
      await this.git('checkout', commit, '--', ...files);
      if (await this.nothingStaged()) return true;
      const date = (await this.git('log', '-1', '--format=%aI', commit)).trim().slice(0, 16).replace('T', ' ');
      const message = `Restored the version published on ${date} (${commit.slice(0, 7)})`;
      await this.commitAs(author, message);
      await this.readCommitted();
      await this.pushDrafts();
      return true;
    });
  }

  private async wordsOf(commit: string, parent: string | undefined): Promise<string> {
    for (const file of TRACKED_FILES) {
      const after = await this.git('show', `${commit}:${file}`).catch(() => undefined);
      const before = parent ? await this.git('show', `${parent}:${file}`).catch(() => undefined) : undefined;
      if (after !== undefined && after !== before)
        return before === undefined && !parent
          ? 'the first version'
          : changeMessage(path.basename(file), before, after);
    }
    return 'no change to site.json or the product data';
  }

  /** The site's JSON files merge field by field in this clone (scripts/merge-json.ts), not line by line. */
  private async useFieldMerge(): Promise<void> {
    const script = (file: string) => JSON.stringify(path.join(PROJECT_DIR, file));
    await this.git('config', 'merge.json-fields.name', 'JSON, field by field');
    await this.git(
      'config',
      'merge.json-fields.driver',
      `${JSON.stringify(process.execPath)} ${script('scripts/run.mjs')} ${script('scripts/merge-json.ts')} %O %A %B`,
    );
    const attributes = path.join(this.dir, '.git', 'info', 'attributes');
    mkdirSync(path.dirname(attributes), { recursive: true });
    writeFileSync(attributes, TRACKED_FILES.map((file) => `/${file} merge=json-fields\n`).join(''));
  }

  /** The clashes of a merge that stopped, in words, from the versions git holds of each file. */
  private async clashesInWords(): Promise<string[]> {
    const words: string[] = [];
    for (const file of TRACKED_FILES) {
      const [base, ours, theirs] = await Promise.all(
        [1, 2, 3].map((stage) => this.git('show', `:${stage}:${file}`).catch(() => undefined)),
      );
      if (base === undefined || ours === undefined || theirs === undefined) continue;
      const merged = mergeJsonTexts(base, ours, theirs);
      if (merged.ok) continue;
      const data = JSON.parse(ours) as unknown;
      words.push(...merged.clashes.map((clash) => clashInWords(clash, data)));
    }
    return words;
  }

  /** Reads what the drafts' last commit holds of each file of the site, after anything but a save moved them. */
  private async readCommitted(): Promise<void> {
    for (const file of TRACKED_FILES) {
      const text = await this.git('show', `HEAD:${file}`).catch(() => undefined);
      if (text === undefined) this.committed.delete(file);
      else this.committed.set(file, text);
    }
  }

  private head(): Promise<string> {
    return this.git('rev-parse', 'HEAD').then((sha) => sha.trim());
  }

  /** A commit of what is staged, by `author` (the committer is the editor itself). */
  private async commitAs(author: string, message: string): Promise<void> {
    await this.git(...SERVER, 'commit', '--quiet', `--author=${author} <${author}>`, '-m', message);
  }

  /** The drafts pushed to the remote; a refusal is logged, as the drafts stay committed here. */
  private pushDrafts(): Promise<void> {
    return this.git('push', '--quiet', 'origin', DRAFTS_BRANCH).then(
      () => undefined,
      (error: Error) =>
        this.log(`The drafts could not be pushed to the remote (they are committed here): ${error.message}`),
    );
  }

  /** Whether a git command that answers by its exit code says yes. */
  private succeeds(...args: string[]): Promise<boolean> {
    return this.git(...args).then(
      () => true,
      () => false,
    );
  }

  private has(ref: string): Promise<boolean> {
    return this.succeeds('rev-parse', '--verify', '--quiet', ref);
  }

  private nothingStaged(): Promise<boolean> {
    return this.succeeds('diff', '--cached', '--quiet');
  }

  private async git(...args: string[]): Promise<string> {
    const { stdout } = await run('git', ['-C', this.dir, ...args], { maxBuffer: 256 * 1024 * 1024 });
    return stdout;
  }
}
