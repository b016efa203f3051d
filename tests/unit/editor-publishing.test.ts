/**
 * Git as the team's store, with a bare repository on this machine as the remote: each save a commit on the drafts
 * branch, its person the author, what changed in words the message, pushed at once; Publish refused to an editor by
 * the server; a publisher's Publish checks, builds and pushes the drafts to the published branch; the same heading
 * published meanwhile by someone else is a clash, said in words, and publishes nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEditServer, type EditServer } from '../../editor/server/edit-server.ts';
import { AccountStore } from '../../editor/team/accounts.ts';
import { changeMessage } from '../../editor/team/change-words.ts';
import { DRAFTS_BRANCH, GitStore } from '../../editor/team/git-store.ts';
import { DEFAULT_SITE_FILE } from '../../site/node/paths.ts';
import { hostRequest } from './support/host-request.ts';
import { git, lastCommit, siteRemote } from '../../scripts/bench/site-remote.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'editor-publishing-'));
let remote: string;
const clone = path.join(folder, 'clone');
/** The folder `npm run serve` would serve the site from (PUBLISH_DIST). */
const servedDist = path.join(folder, 'served');
const PASSWORD = 'correct horse battery staple';
const settings = ['SITE_MEDIA_DIR', 'PRODUCT_DATA_FILE'] as const;
const previous = Object.fromEntries(settings.map((name) => [name, process.env[name]]));
let editor: EditServer;
let port: number;
let seed: string;

beforeAll(async () => {
  ({ remote, seed } = siteRemote(folder));
  const store = await GitStore.open({ remote, branch: 'main', dir: clone, log: () => undefined });
  process.env.SITE_MEDIA_DIR = path.join(clone, 'media');
  process.env.PRODUCT_DATA_FILE = path.join(clone, 'server/api/data/products.json');
  const accounts = new AccountStore(path.join(folder, 'accounts.json'));
  await accounts.add('ana@example.com', 'publisher', PASSWORD);
  await accounts.add('ben@example.com', 'editor', PASSWORD);
  const siteFile = path.join(clone, 'site.json');
  editor = await createEditServer({
    siteFile,
    port: 0,
    log: () => undefined,
    team: {
      accounts,
      publishing: { store, siteFile, checkDist: path.join(folder, 'check-dist'), servedDist, log: () => undefined },
    },
  });
  port = Number(new URL(editor.url).port);
}, 120_000);
afterAll(async () => {
  await editor?.close();
  for (const name of settings)
    if (previous[name] === undefined) delete process.env[name];
    else process.env[name] = previous[name];
  rmSync(folder, { recursive: true, force: true });
});

const own = () => ({ origin: `http://localhost:${port}`, 'content-type': 'application/json' });
async function signIn(email: string): Promise<Record<string, string>> {
  const answer = await hostRequest({
    port,
    method: 'POST',
    path: '/sign-in',
    headers: { origin: `http://localhost:${port}`, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password: PASSWORD }).toString(),
  });
  expect(answer.status).toBe(303);
  return { cookie: /editor_session=[^;]+/.exec(String(answer.headers['set-cookie']))![0] };
}

/** Saves the site with the home page's hero heading set to `heading`, as `as`. */
async function saveHeading(as: Record<string, string>, heading: string) {
  const read = await hostRequest({ port, path: '/api/site', headers: as });
  const current = { text: read.text, version: String(read.headers['x-site-version']) };
  const site = JSON.parse(current.text) as { pages: { sections: { heading: string }[] }[] };
  site.pages[0]!.sections[0]!.heading = heading;
  const answer = await hostRequest({
    port,
    method: 'PUT',
    path: '/api/site',
    headers: { ...own(), ...as },
    body: JSON.stringify({ text: `${JSON.stringify(site, null, 2)}\n`, baseVersion: current.version }),
  });
  expect(answer.status, answer.text).toBe(200);
}

const publish = (as: Record<string, string>) =>
  hostRequest({ port, method: 'POST', path: '/api/publish', headers: { ...own(), ...as }, body: '{}' });

const lastOn = (branch: string) => lastCommit(remote, branch);

async function eventually(read: () => string, wanted: RegExp) {
  for (let tries = 0; tries < 100 && !wanted.test(read()); tries++) await new Promise((ok) => setTimeout(ok, 100));
  expect(read()).toMatch(wanted);
}

describe('team mode with git as the store', () => {
  it('commits each save as its person, with what changed in words, and pushes the drafts', async () => {
    const ben = await signIn('ben@example.com');
    const before = (
      JSON.parse(readFileSync(DEFAULT_SITE_FILE, 'utf8')) as { pages: { sections: { heading: string }[] }[] }
    ).pages[0]!.sections[0]!.heading;
    await saveHeading(ben, 'Every channel, one calendar');
    await eventually(
      () => lastOn(DRAFTS_BRANCH),
      new RegExp(
        `^ben@example\\.com\\|page / › section 1 \\(hero\\) › heading: ${JSON.stringify(before).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} → "Every channel, one calendar"$`,
      ),
    );
    expect(lastOn('main')).toBe('someone@example.com|The site');
  });

  it('refuses Publish to an editor, whatever the page shows', async () => {
    const answer = await publish(await signIn('ben@example.com'));
    expect(answer.status).toBe(403);
    expect(JSON.parse(answer.text).message).toMatch(/^Only a publisher may publish/);
    expect(lastOn('main')).toBe('someone@example.com|The site');
  });

  it("publishes a publisher's drafts to the published branch once they are checked and built", async () => {
    const answer = await publish(await signIn('ana@example.com'));
    expect(answer.status, answer.text).toBe(200);
    expect(JSON.parse(answer.text).message).toMatch(/^Published \(version [0-9a-f]{7}\)/);
    expect(lastOn('main')).toMatch(/^ben@example\.com\|page \/ › section 1 \(hero\) › heading:/);
    // The served folder was switched to the published build.
    expect(readFileSync(path.join(servedDist, 'client/index.html'), 'utf8')).toContain(
      'Every channel, one calendar</h1>',
    );
    expect(JSON.parse(answer.text).message).toContain('The site served from here shows it now.');
  }, 180_000);

  it('joins a change published meanwhile to the next field, on the next line, field by field, and publishes both', async () => {
    git(seed, 'pull', '--quiet', remote, 'main');
    const site = JSON.parse(readFileSync(path.join(seed, 'site.json'), 'utf8')) as {
      pages: { sections: { heading: string; lead: string }[] }[];
    };
    site.pages[0]!.sections[0]!.lead = 'A lead from elsewhere.';
    writeFileSync(path.join(seed, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
    git(seed, 'commit', '--quiet', '-am', 'The lead, from elsewhere');
    git(seed, 'push', '--quiet', remote, 'main');

    await saveHeading(await signIn('ben@example.com'), 'Every channel, one calendar, joined');
    await eventually(() => lastOn(DRAFTS_BRANCH), /joined"$/);
    const answer = await publish(await signIn('ana@example.com'));
    expect(answer.status, answer.text).toBe(200);
    const published = JSON.parse(git(remote, 'show', 'main:site.json')) as typeof site;
    expect(published.pages[0]!.sections[0]).toMatchObject({
      heading: 'Every channel, one calendar, joined',
      lead: 'A lead from elsewhere.',
    });
  }, 180_000);

  it('publishes nothing when the same heading was published meanwhile by someone else, and says so', async () => {
    git(seed, 'pull', '--quiet', remote, 'main');
    const site = JSON.parse(readFileSync(path.join(seed, 'site.json'), 'utf8')) as {
      pages: { sections: { heading: string }[] }[];
    };
    site.pages[0]!.sections[0]!.heading = 'A heading from elsewhere';
    writeFileSync(path.join(seed, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
    git(seed, 'commit', '--quiet', '-am', 'From elsewhere');
    git(seed, 'push', '--quiet', remote, 'main');

    await saveHeading(await signIn('ben@example.com'), 'A heading from the editor');
    await eventually(() => lastOn(DRAFTS_BRANCH), /A heading from the editor/);
    const answer = await publish(await signIn('ana@example.com'));
    expect(answer.status).toBe(409);
    expect(JSON.parse(answer.text).message).toMatch(
      /^Someone published changes to the same places since these drafts began \(page \/ › section 1 \(hero\) › heading: here "A heading from the editor", published "A heading from elsewhere"\)/,
    );
    expect(lastOn('main')).toBe('someone@example.com|From elsewhere');
    // The drafts are as they were: the merge was undone.
    expect(git(clone, 'status', '--porcelain').trim()).toBe('');
  }, 60_000);

  it('lists every published version with who and what changed in words, and restores one as a new version of the drafts', async () => {
    const ben = await signIn('ben@example.com');
    const listed = await hostRequest({ port, path: '/api/history', headers: ben });
    expect(listed.status).toBe(200);
    const { versions } = JSON.parse(listed.text) as { versions: { commit: string; author: string; words: string }[] };
    expect(versions.map(({ author, words }) => `${author}: ${words}`)).toEqual([
      'someone@example.com: page / › section 1 (hero) › heading: "Every channel, one calendar, joined" → "A heading from elsewhere"',
      'ben@example.com: page / › section 1 (hero) › heading: "Every channel, one calendar" → "Every channel, one calendar, joined"',
      expect.stringMatching(
        /^someone@example\.com: page \/ › section 1 \(hero\) › lead: ".*" → "A lead from elsewhere\."$/,
      ),
      expect.stringMatching(
        /^ben@example\.com: page \/ › section 1 \(hero\) › heading: ".*" → "Every channel, one calendar"$/,
      ),
      'someone@example.com: the first version',
    ]);

    const first = versions.at(-1)!.commit;
    const restored = await hostRequest({
      port,
      method: 'POST',
      path: '/api/restore',
      headers: { ...own(), ...ben },
      body: JSON.stringify({ commit: first }),
    });
    expect(restored.status, restored.text).toBe(200);
    expect(readFileSync(path.join(clone, 'site.json'), 'utf8')).toBe(git(seed, 'show', `${first}:site.json`));
    await eventually(
      () => lastOn(DRAFTS_BRANCH),
      new RegExp(`^ben@example\\.com\\|Restored the version published on .* \\(${first.slice(0, 7)}\\)$`),
    );
    // Nothing rewritten: the published versions are all still there.
    expect(git(remote, 'rev-list', '--count', 'main').trim()).toBe('6');

    for (const commit of ['0'.repeat(40), 'HEAD', '--help', 42])
      expect(
        (
          await hostRequest({
            port,
            method: 'POST',
            path: '/api/restore',
            headers: { ...own(), ...ben },
            body: JSON.stringify({ commit }),
          })
        ).status,
        String(commit),
      ).toBe(400);
  });

  it('publishes nothing, and says why in words, while the drafts wait for a translation the build refuses without', async () => {
    const ana = await signIn('ana@example.com');
    const read = await hostRequest({ port, path: '/api/site', headers: ana });
    // The site as published (nothing to merge), with a language whose texts are all still to write and that stops the
    // build: saved as a draft, refused at Publish.
    const site = JSON.parse(git(remote, 'show', 'main:site.json')) as Record<string, unknown>;
    site.translations = [{ language: 'nl', locale: 'nl-NL', untranslated: 'stop-build', texts: {} }];
    const saved = await hostRequest({
      port,
      method: 'PUT',
      path: '/api/site',
      headers: { ...own(), ...ana },
      body: JSON.stringify({ text: `${JSON.stringify(site, null, 2)}\n`, baseVersion: read.headers['x-site-version'] }),
    });
    expect(saved.status, saved.text).toBe(200);
    await eventually(() => git(clone, 'show', `${DRAFTS_BRANCH}:site.json`), /"untranslated": "stop-build"/);
    const published = lastOn('main');
    const served = readFileSync(path.join(servedDist, 'client/index.html'), 'utf8');

    const answer = await publish(ana);
    expect(answer.status).toBe(422);
    expect(JSON.parse(answer.text).message).toMatch(
      /^Nothing was published: the drafts have \d+ problems to fix first, starting with site\.json:\d+:\d+ /,
    );
    expect(lastOn('main')).toBe(published);
    expect(readFileSync(path.join(servedDist, 'client/index.html'), 'utf8')).toBe(served);
    expect(existsSync(path.join(servedDist, 'client/nl'))).toBe(false);
  });

  it("says in each save's message exactly what its commit changed: after saves, a merge and a restore, and saves in a row", async () => {
    const ana = await signIn('ana@example.com');
    // The saves of the tests above followed a publish, a merge and a restore; these follow each other at once.
    await saveHeading(ana, 'One heading after the restore');
    await Promise.all(
      [saveHeading(ana, 'Two headings at once'), saveHeading(ana, 'Three headings at once')].map((saved) =>
        saved.catch(() => undefined),
      ),
    );
    await saveHeading(ana, 'Four, the last');
    await eventually(() => lastOn(DRAFTS_BRANCH), /Four, the last/);
    const saves = git(clone, 'log', '--no-merges', '--format=%H %P%x1f%ae%x1f%s', DRAFTS_BRANCH)
      .split('\n')
      .filter(Boolean)
      .map((line) => line.split('\x1f') as [string, string, string])
      .filter(
        ([, author, words]) => ['ana@example.com', 'ben@example.com'].includes(author) && !words.startsWith('Restored'),
      );
    // Those of the tests above, and this one's three (of the two at once, one was refused as made from an old version).
    const wordsOfThis = saves.map(([, , words]) => /→ "(.*)"$/.exec(words)?.[1]).slice(0, 3);
    expect(wordsOfThis).toEqual([
      'Four, the last',
      expect.stringMatching(/^(Two|Three) headings at once$/),
      'One heading after the restore',
    ]);
    expect(saves.length).toBeGreaterThan(3);
    for (const [commits, , words] of saves) {
      const [commit, parent] = commits.split(' ') as [string, string];
      const text = (at: string) => git(clone, 'show', `${at}:site.json`);
      expect(words, commit).toBe(changeMessage('site.json', text(parent), text(commit)));
    }
  });
});
