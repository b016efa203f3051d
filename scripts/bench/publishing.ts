/**
 * The team editor's publishing, timed as its people wait for it, on the shipped site with a bare repository on this
 * machine as the remote: save → its commit on the drafts (made; the push follows it), and Publish → live (what was
 * published meanwhile merged, the drafts checked and built, pushed, and the served folder switched to the new build),
 * with the build's caches warm as they are on a server that has published before.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEditServer } from '../../editor/server/edit-server.ts';
import { SITE_VERSION_HEADER } from '../../editor/site-protocol.ts';
import { AccountStore } from '../../editor/team/accounts.ts';
import { DRAFTS_BRANCH, GitStore } from '../../editor/team/git-store.ts';
import { DEFAULT_PRODUCT_DATA_FILE, PROJECT_DIR } from '../../site/node/paths.ts';
import { git, siteRemote } from './site-remote.ts';

export interface PublishingFigures {
  saveToCommitMs: number[];
  publishToLiveMs: number[];
}

const PASSWORD = 'a password for the bench only';
export async function benchPublishing(runs = 3): Promise<PublishingFigures> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-publishing-'));
  const { remote } = siteRemote(folder);
  const clone = path.join(folder, 'clone');
  const previous = { media: process.env.SITE_MEDIA_DIR, product: process.env.PRODUCT_DATA_FILE };
  process.env.SITE_MEDIA_DIR = path.join(clone, 'media');
  process.env.PRODUCT_DATA_FILE = path.join(clone, path.relative(PROJECT_DIR, DEFAULT_PRODUCT_DATA_FILE));
  const store = await GitStore.open({ remote, branch: 'main', dir: clone, log: () => undefined });
  const accounts = new AccountStore(path.join(folder, 'accounts.json'));
  await accounts.add('bench@example.com', 'publisher', PASSWORD);
  const siteFile = path.join(clone, 'site.json');
  // The drafts' last commit, read from its ref file rather than by a git process: the server runs in this process, and
  // a process started here at every look would hold its thread and its CPU while it commits.
  const draftsHead = () => readFileSync(path.join(clone, '.git/refs/heads', DRAFTS_BRANCH), 'utf8');
  const servedDist = path.join(folder, 'served');
  const editor = await createEditServer({
    siteFile,
    port: 0,
    log: () => undefined,
    team: {
      accounts,
      publishing: { store, siteFile, checkDist: path.join(folder, 'check'), servedDist, log: () => undefined },
    },
  });
  const base = editor.url;
  const own = { Origin: base, 'Content-Type': 'application/json' };
  const figures: PublishingFigures = { saveToCommitMs: [], publishToLiveMs: [] };
  try {
    const signIn = await fetch(`${base}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { Origin: base, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: 'bench@example.com', password: PASSWORD }),
    });
    const cookie = /editor_session=[^;]+/.exec(signIn.headers.get('set-cookie') ?? '')![0];
    const headers = { ...own, Cookie: cookie };
    // A first publish warms what a server that has published before holds (the bundles, pictures, the served build).
    for (let run = 0; run <= runs; run++) {
      const read = await fetch(`${base}/api/site`, { headers });
      const [text, version] = [await read.text(), read.headers.get(SITE_VERSION_HEADER)!];
      const commit = draftsHead();
      const changed = text.replace(/"heading": "([^"]*)"/, `"heading": "$1 (${run})"`);
      const saved = performance.now();
      await fetch(`${base}/api/site`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ text: changed, baseVersion: version }),
      });
      while (draftsHead() === commit) await new Promise((ok) => setTimeout(ok, 2));
      const committed = performance.now();
      const published = await fetch(`${base}/api/publish`, { method: 'POST', headers, body: '{}' });
      if (!published.ok) throw new Error(`publishing failed: ${await published.text()}`);
      const live = performance.now();
      if (!readFileSync(path.join(servedDist, 'client/index.html'), 'utf8').includes(`(${run})`))
        throw new Error('the served site does not show the published change');
      if (run === 0) continue;
      figures.saveToCommitMs.push(committed - saved);
      figures.publishToLiveMs.push(live - committed);
    }
    return figures;
  } finally {
    await editor.close();
    if (previous.media === undefined) delete process.env.SITE_MEDIA_DIR;
    else process.env.SITE_MEDIA_DIR = previous.media;
    if (previous.product === undefined) delete process.env.PRODUCT_DATA_FILE;
    else process.env.PRODUCT_DATA_FILE = previous.product;
    rmSync(folder, { recursive: true, force: true });
  }
}
