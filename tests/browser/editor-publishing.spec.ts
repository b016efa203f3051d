/**
 * Publishing from the editor in team mode, as a publisher does it with a bare repository on this machine as the
 * site's remote: sign in, change the home page's heading, Save (a commit of theirs on the drafts), Publish (checked,
 * built, pushed to main), told so in words; the remote's main then holds the change, by its author, in words.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { lastCommit, siteRemote } from '../unit/support/site-remote.ts';
import { addAccount, startEditor, type RunningEditor } from './support/editor.ts';

const EMAIL = 'ana@example.com';
const PASSWORD = 'correct horse battery staple';
const HEADING = 'Every channel, one calendar, published from the editor';

let editor: RunningEditor;
let remote: string;
test.beforeAll(async () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'editor-publishing-'));
  ({ remote } = siteRemote(folder));
  const accountsFile = path.join(folder, 'accounts.json');
  addAccount(accountsFile, EMAIL, 'publisher', PASSWORD);
  editor = await startEditor({
    accountsFile,
    env: { PUBLISH_REMOTE: remote, PUBLISH_CLONE_DIR: path.join(folder, 'clone') },
  });
});
test.afterAll(async () => {
  await editor?.stop();
});

test('a publisher changes a heading, saves and publishes it; the remote holds it, by them, in words', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await page.goto(editor.url);
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'site.json', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: /^1 · hero/ }).click();
  await page
    .getByRole('complementary', { name: 'Fields' })
    .getByRole('textbox', { name: 'Heading', exact: true })
    .fill(HEADING);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Save first' })).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved site.json.' })).toBeVisible();

  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Published \(version [0-9a-f]{7}\)/ })).toBeVisible({
    timeout: 90_000,
  });
  await page.screenshot({ path: testInfo.outputPath('published-1280.png') });
  expect(lastCommit(remote, 'main')).toMatch(
    new RegExp(
      `^${EMAIL.replace('.', '\\.')}\\|page / › section 1 \\(hero\\) › heading: ".*" → "${HEADING.slice(0, 40)}`,
    ),
  );

  // History: the version just published first, in words, by its publisher; Restore brings back the one before.
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await page.getByRole('button', { name: 'History', exact: true }).click();
    const versions = page.getByRole('list', { name: 'Published versions, newest first' }).getByRole('listitem');
    await expect(versions).toHaveCount(2);
    await expect(versions.first()).toContainText(`→ "${HEADING}"`);
    await expect(versions.first()).toContainText(`${EMAIL}, `);
    await page.screenshot({ path: testInfo.outputPath(`history-${width}.png`) });
    if (width === 375) await page.getByRole('button', { name: 'Close', exact: true }).click();
  }
  await page
    .getByRole('list', { name: 'Published versions, newest first' })
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(
    page.getByRole('status').filter({ hasText: /^Restored version [0-9a-f]{7} into the drafts/ }),
  ).toBeVisible();
  // The drafts on disk changed: the editor loads them, and the heading is the first version's again.
  await expect(
    page.getByRole('complementary', { name: 'Fields' }).getByRole('textbox', { name: 'Heading', exact: true }),
  ).not.toHaveValue(HEADING, { timeout: 10_000 });
  expect(lastCommit(remote, 'editor-drafts')).toMatch(
    new RegExp(`^${EMAIL.replace('.', '\\.')}\\|Restored the version published on`),
  );
});
