/**
 * POST /api/publish, for publishers only (the server refuses an editor, whatever the page shows): what was published
 * meanwhile is merged into the drafts, the drafts are checked with the site's checker and built, and only then pushed
 * to the published branch. With PUBLISH_DIST, the served folder is then built afresh, switched to the new build at
 * once (the build's own atomic swap). Any failure publishes nothing and says why in words. One publish at a time.
 */
import { spawn } from 'node:child_process';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { sendJson } from '../../server/api/json-response.ts';
import { checkSiteFile } from '../../site/node/check.ts';
import { formatProblem } from '../../site/problems.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import type { GitStore } from './git-store.ts';
import type { Session } from './sessions.ts';

export const PUBLISH_API_PATH = '/api/publish';

export interface PublishOptions {
  store: GitStore;
  siteFile: string;
  /** Where the check's build is made (kept, so the next one reuses what did not change). */
  checkDist: string;
  /** The folder the site is served from, switched to each published build; none when CI deploys. */
  servedDist?: string;
  log: (line: string) => void;
}

export function publishApi({ store, siteFile, checkDist, servedDist, log }: PublishOptions) {
  let busy = false;

  async function publish(response: ServerResponse, session: Session): Promise<void> {
    const caughtUp = await store.catchUp(session.email);
    if (!caughtUp.ok) return sendJson(response, 409, { error: caughtUp.reason, message: caughtUp.message });
    const check = await checkSiteFile(siteFile, { siteName: 'site.json', writtenIds: WRITTEN_IDS });
    if (!check.ok) {
      const first = check.problems[0];
      return sendJson(response, 422, {
        error: 'invalid',
        message: `Nothing was published: the drafts have ${check.problems.length} problem${check.problems.length === 1 ? '' : 's'} to fix first${first ? `, starting with ${formatProblem('site.json', first)}` : ''}.`,
      });
    }
    const checked = await build(siteFile, checkDist);
    if (!checked.ok)
      return sendJson(response, 422, { error: 'build', message: `Nothing was published: ${checked.why}` });
    const pushed = await store.publish();
    if (!pushed.ok) return sendJson(response, 409, { error: pushed.reason, message: pushed.message });
    let served = '';
    if (servedDist) {
      const live = await build(siteFile, servedDist);
      served = live.ok
        ? ' The site served from here shows it now.'
        : ` The site served from here still shows the previous version: ${live.why}`;
      if (!live.ok) log(`The published site could not be built into ${servedDist}: ${live.why}`);
    }
    sendJson(response, 200, {
      commit: pushed.commit,
      message: `Published (version ${pushed.commit.slice(0, 7)}): the site's deployment takes it from here.${served}`,
    });
  }

  return async (request: IncomingMessage, response: ServerResponse, session: Session): Promise<void> => {
    if (request.method !== 'POST')
      return sendJson(response, 405, { error: 'method', message: 'Use POST.' }, { Allow: 'POST' });
    if (session.role !== 'publisher')
      return sendJson(response, 403, {
        error: 'role',
        message:
          'Only a publisher may publish; your account is an editor’s. Your saved work is kept: ask a publisher to publish it.',
      });
    if (busy) return sendJson(response, 409, { error: 'busy', message: 'A publish is under way: wait for it to end.' });
    busy = true;
    try {
      await publish(response, session);
    } finally {
      busy = false;
    }
  };
}

/** `npm run build` of `siteFile` into `distDir`, with the pictures and product data of the clone beside it. */
function build(siteFile: string, distDir: string): Promise<{ ok: true } | { ok: false; why: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
      cwd: PROJECT_DIR,
      env: { ...process.env, SITE_JSON: siteFile, SITE_DIST_DIR: path.resolve(distDir) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    child.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    child.on('error', (error) => resolve({ ok: false, why: `the build could not start: ${error.message}` }));
    child.on('close', (code) => {
      if (code === 0) return resolve({ ok: true });
      const lines = said.trim().split('\n').filter(Boolean);
      resolve({ ok: false, why: `the build failed: ${lines.slice(-3).join(' ')}` });
    });
  });
}
