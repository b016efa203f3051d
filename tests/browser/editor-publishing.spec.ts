/**
 * Publishing for a team, as two people do it in browsers of their own, with a bare repository on this machine as the
 * site's remote and `npm run serve` serving PUBLISH_DIST: an editor changes the home page's heading and saves (a
 * commit of theirs on the drafts), and has no Publish; a publisher, typing the lead meanwhile, gets the saved heading
 * joined to their work, saves, and publishes it (checked, built, pushed to main, the served site switched at once);
 * the history then lists it in words, by its person; Restore brings back the first version, published again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { lastCommit, siteRemote } from '../../scripts/bench/site-remote.ts';
import { addAccount, startEditor, type RunningEditor } from './support/editor.ts';
import { startServe, type ServeProcess } from './support/serve-process.ts';

const PUBLISHER = 'ana@example.com';
const EDITOR = 'ben@example.com';
const PASSWORD = 'correct horse battery staple';
const HEADING = 'Every channel, one calendar, published from the editor';
const LEAD = 'Written by the publisher while the heading was being saved.';

let editor: RunningEditor;
let remote: string;
let servedDist: string;
let serve: ServeProcess | undefined;
let folder: string;
test.beforeAll(async () => {
  folder = mkdtempSync(path.join(tmpdir(), 'editor-publishing-'));
  ({ remote } = siteRemote(folder));
  servedDist = path.join(folder, 'served');
  const accountsFile = path.join(folder, 'accounts.json');
  addAccount(accountsFile, PUBLISHER, 'publisher', PASSWORD);
  addAccount(accountsFile, EDITOR, 'editor', PASSWORD);
  editor = await startEditor({
    accountsFile,
    env: { PUBLISH_REMOTE: remote, PUBLISH_CLONE_DIR: path.join(folder, 'clone'), PUBLISH_DIST: servedDist },
  });
});
test.afterAll(async () => {
  await serve?.stop();
  await editor?.stop();
  if (folder) rmSync(folder, { recursive: true, force: true });
});

/** A person of the team in a browser of their own, signed in, with the home page's hero open. */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(editor.url);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'site.json', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /^1 · hero/ }).click();
  return page;
}
const field = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Fields' }).getByRole('textbox', { name, exact: true });
const said = (page: Page, words: string | RegExp) => page.getByRole('status').filter({ hasText: words });

test('an editor saves a draft, a publisher joins it to their own work and publishes it; history; restore', async ({
  browser,
}, testInfo) => {
  test.setTimeout(300_000);
  const [ben, ana] = [await signedIn(browser, EDITOR), await signedIn(browser, PUBLISHER)];
  await expect(ben.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

  // Both at once: the publisher types the lead while the editor saves the heading.
  await field(ana, 'Lead').fill(LEAD);
  await field(ben, 'Heading').fill(HEADING);
  await ben.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(ben, 'Saved site.json.')).toBeVisible();
  await expect(said(ana, 'its changes were joined with yours')).toBeVisible({ timeout: 10_000 });
  await expect(field(ana, 'Heading')).toHaveValue(HEADING);
  await expect
    .poll(() => lastCommit(remote, 'editor-drafts'))
    .toMatch(/^ben@example\.com\|page \/ › section 1 \(hero\) › heading:/);

  await ana.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(ana.getByRole('alert').filter({ hasText: 'Save first' })).toBeVisible();
  await ana.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(said(ana, 'Saved site.json.')).toBeVisible();
  await ana.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(said(ana, /^Published \(version [0-9a-f]{7}\).*The site served from here shows it now\./)).toBeVisible({
    timeout: 90_000,
  });
  expect(lastCommit(remote, 'main')).toMatch(
    /^ana@example\.com\|page \/ › section 1 \(hero\) › lead: ".*" → "Written by/,
  );

  // The served site shows both.
  serve = await startServe({ SITE_DIST_DIR: servedDist });
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(`${serve.origin}/`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(HEADING);
  await expect(visitor.getByText(LEAD)).toBeVisible();

  // History, in words, by each person; Restore the first version, then publish it: served at once.
  await ana.getByRole('button', { name: 'History', exact: true }).click();
  const versions = ana.getByRole('list', { name: 'Published versions, newest first' }).getByRole('listitem');
  await expect(versions).toHaveCount(3);
  await expect(versions.nth(0)).toContainText(`→ "${LEAD}"`);
  await expect(versions.nth(0)).toContainText(`${PUBLISHER}, `);
  await expect(versions.nth(1)).toContainText(`→ "${HEADING}"`);
  await expect(versions.nth(1)).toContainText(`${EDITOR}, `);
  await expect(versions.nth(2)).toContainText('the first version');
  await ana.screenshot({ path: testInfo.outputPath('history-1280.png') });
  await versions
    .nth(2)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(said(ana, /^Restored version [0-9a-f]{7} into the drafts/)).toBeVisible();
  await expect(field(ana, 'Heading')).not.toHaveValue(HEADING, { timeout: 10_000 });
  await ana.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(said(ana, /^Published \(version [0-9a-f]{7}\)/)).toBeVisible({ timeout: 90_000 });
  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1 })).not.toHaveText(HEADING);
  await expect(visitor.getByText(LEAD)).toHaveCount(0);
});
