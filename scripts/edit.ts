/**
 * `npm run edit`: the visual editor of site.json on http://localhost:PORT (default 3001), reachable from this machine
 * only. `npm run edit -- --team`: the same editor for a team on a server, behind its front server's TLS: nothing is
 * served before signing in with an account made by `npm run edit:user`; EDITOR_PUBLIC_ORIGIN is the address people
 * reach it at ("https://editor.example.com").
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { createEditServer, type EditServer } from '../editor/server/edit-server.ts';
import { AccountStore } from '../editor/team/accounts.ts';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE, PROJECT_DIR, SITE_FILE } from '../site/node/paths.ts';
import { GitStore } from '../editor/team/git-store.ts';
import type { PublishOptions } from '../editor/team/publish-api.ts';

const port = Number(process.env.PORT ?? 3001);
// Relative when inside the current folder ("site.json"), else the whole path.
const relativeFile = path.relative(process.cwd(), SITE_FILE);
const shownFile =
  relativeFile && !relativeFile.startsWith('..') && !path.isAbsolute(relativeFile) ? relativeFile : SITE_FILE;

if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number (0–65535), not "${process.env.PORT}".`);
  process.exit(1);
}
if (!existsSync(SITE_FILE) && !(process.argv.includes('--team') && process.env.PUBLISH_REMOTE)) {
  console.error(`There is no ${shownFile} to edit${process.env.SITE_JSON ? ' (SITE_JSON names it)' : ''}.`);
  process.exit(1);
}

const teamMode = process.argv.includes('--team');
const publicOrigin = process.env.EDITOR_PUBLIC_ORIGIN?.replace(/\/$/, '') || undefined;
if (publicOrigin && !/^https?:\/\/[a-z0-9.-]+(:\d+)?$/i.test(publicOrigin)) {
  console.error(`EDITOR_PUBLIC_ORIGIN must be an origin such as https://editor.example.com, not "${publicOrigin}".`);
  process.exit(1);
}
const accounts = new AccountStore();
const accountCount = teamMode
  ? await accounts.list().then(
      (list) => list.length,
      (error: Error) => {
        console.error(`The accounts in ${accounts.file} cannot be read: ${error.message}`);
        process.exit(1);
      },
    )
  : 0;
if (teamMode && accountCount === 0) {
  console.error(
    `Team mode needs an account to sign in with, and ${accounts.file} has none: add one with
  npm run edit:user -- add EMAIL --role publisher`,
  );
  process.exit(1);
}

// Git as the store (team mode with PUBLISH_REMOTE): the editor edits a clone of the site's repository.
const publishing =
  teamMode && process.env.PUBLISH_REMOTE ? await openPublishing(process.env.PUBLISH_REMOTE) : undefined;
const siteFile = publishing?.siteFile ?? SITE_FILE;

let editor: EditServer;
try {
  editor = await createEditServer({
    siteFile,
    port,
    ...(teamMode
      ? { team: { accounts, ...(publicOrigin ? { publicOrigin } : {}), ...(publishing ? { publishing } : {}) } }
      : {}),
  });
} catch (error) {
  const { code, message } = error as NodeJS.ErrnoException;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${port} is already in use: set PORT to another one, e.g. PORT=${port === 3001 ? 3002 : port + 1} npm run edit`
      : `The editor cannot start: ${message}`,
  );
  process.exit(1);
}
console.log(
  `Editor: ${editor.url}  (edits ${publishing ? siteFile : shownFile}${teamMode ? `; team mode: sign in at ${publicOrigin ?? editor.url}/sign-in` : ''}; Ctrl+C stops)`,
);

async function openPublishing(remote: string): Promise<PublishOptions> {
  const dir = path.resolve(process.env.PUBLISH_CLONE_DIR ?? path.join(PROJECT_DIR, 'storage/publish-clone'));
  const branch = process.env.PUBLISH_BRANCH || 'main';
  let store: GitStore;
  try {
    store = await GitStore.open({ remote, branch, dir, log: console.error });
  } catch (error) {
    console.error(
      `The site's repository ${remote} (branch ${branch}) cannot be cloned into ${dir}: ${(error as Error).message}`,
    );
    process.exit(1);
  }
  const siteFile = path.join(dir, path.relative(PROJECT_DIR, DEFAULT_SITE_FILE));
  if (!existsSync(siteFile)) {
    console.error(`The repository ${remote} has no site.json at its root on ${branch}.`);
    process.exit(1);
  }
  // The clone's pictures and product data are the ones checked, built and committed.
  process.env.SITE_MEDIA_DIR = path.join(dir, 'media');
  const product = path.join(dir, path.relative(PROJECT_DIR, DEFAULT_PRODUCT_DATA_FILE));
  if (existsSync(product)) process.env.PRODUCT_DATA_FILE = product;
  return {
    store,
    siteFile,
    checkDist: path.join(dir, '..', `${path.basename(dir)}-check-dist`),
    ...(process.env.PUBLISH_DIST ? { servedDist: path.resolve(process.env.PUBLISH_DIST) } : {}),
    log: console.error,
  };
}

let stopping = false;
function stop() {
  // A second Ctrl+C does not wait for the first to finish closing.
  if (stopping) process.exit(1);
  stopping = true;
  editor.close().then(
    () => process.exit(0),
    (error: Error) => {
      console.error(`The editor did not close cleanly: ${error.message}`);
      process.exit(1);
    },
  );
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
