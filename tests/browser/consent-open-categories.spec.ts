/**
 * A cookie category an editor adds without a developer — "Personalisation": a switch, a letter of its own, no built-in
 * behaviour — is listed, switched, saved in the consent cookie, allowed by "Accept all" and refused by "Reject all".
 * site.json has no such category (the site has nothing to personalise), so this file builds a copy of the site with
 * one into a folder of its own and serves it beside the main test server.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort } from '../free-port.ts';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { defaultLetters } from '../../browser/consent/categories.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { PERSONALISATION, siteWithCategory } from '../open-category.ts';
import { consentLetters, sorted } from './consent-helpers.ts';

const copy = siteWithCategory();
const cookies = copy.cookies!;
const { banner } = cookies;
const settingsRoute = banner.moreOptions.href;
const letter = PERSONALISATION.letter!;

let folder: string;
let server: ChildProcess | undefined;
let origin: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(300_000);
  folder = mkdtempSync(path.join(os.tmpdir(), 'site-open-category-'));
  const siteFile = path.join(folder, 'site.json');
  writeFileSync(siteFile, JSON.stringify(copy, null, 2));
  const env = { ...process.env, SITE_JSON: siteFile, SITE_DIST_DIR: path.join(folder, 'dist') };
  await promisify(execFile)('node', ['scripts/run.mjs', 'scripts/build.ts'], {
    cwd: PROJECT_DIR,
    env,
    maxBuffer: 64 * 1024 * 1024,
  });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', ['scripts/run.mjs', 'scripts/serve.ts'], {
    cwd: PROJECT_DIR,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1', CONTACT_STORE_FILE: path.join(folder, 'messages.jsonl') },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (folder) rmSync(folder, { recursive: true, force: true });
});

const hydrated = (page: Page) =>
  page.waitForFunction(() => document.querySelector('#root')?.hasAttribute('data-hydrated'));
const notice = (page: Page) => page.getByRole('region', { name: banner.label });
const personalisationSwitch = (page: Page) => page.getByRole('switch', { name: PERSONALISATION.title });

test('the cookie settings page lists it with its words and a switch that starts off', async ({ page }) => {
  await page.goto(origin + settingsRoute);
  await hydrated(page);
  const card = page.locator(`#${PERSONALISATION.id}`);
  await expect(card.getByRole('heading', { level: 3 })).toHaveText(PERSONALISATION.title);
  await expect(card).toContainText(PERSONALISATION.paragraphs[0]!);
  await expect(personalisationSwitch(page)).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch')).toHaveCount(
    cookies.categories.filter((category) => category.canTurnOff).length,
  );
});

test('its switch saves its letter in the consent cookie, and only its letter, then takes it out again', async ({
  page,
  context,
}) => {
  await page.goto(origin + settingsRoute);
  await hydrated(page);
  const defaults = sorted(defaultLetters(cookies.categories));
  await personalisationSwitch(page).click();
  await expect(personalisationSwitch(page)).toHaveAttribute('aria-checked', 'true');
  expect(await consentLetters(context)).toEqual(sorted([...defaults, letter]));
  await page.reload();
  await hydrated(page);
  await expect(personalisationSwitch(page), 'the saved choice is shown again').toHaveAttribute('aria-checked', 'true');
  await personalisationSwitch(page).click();
  await expect(personalisationSwitch(page)).toHaveAttribute('aria-checked', 'false');
  expect(await consentLetters(context)).toEqual(defaults);
});

test('"Accept all" in the notice includes its letter', async ({ page, context }) => {
  await page.goto(`${origin}/`);
  await notice(page).getByRole('button', { name: banner.acceptLabel }).click();
  await expect(notice(page)).toHaveCount(0);
  const letters = await consentLetters(context);
  expect(letters).toContain(letter);
  expect(letters).toEqual(sorted(cookies.categories.map((category) => category.letter)));
  await page.goto(origin + settingsRoute);
  await expect(personalisationSwitch(page)).toHaveAttribute('aria-checked', 'true');
});

test('"Reject all" in the notice leaves its letter out', async ({ page, context }) => {
  await page.goto(`${origin}/`);
  await notice(page).getByRole('button', { name: banner.rejectLabel }).click();
  await expect(notice(page)).toHaveCount(0);
  const letters = await consentLetters(context);
  expect(letters).not.toContain(letter);
  expect(letters).toEqual(
    sorted(cookies.categories.filter((category) => !category.canTurnOff).map((category) => category.letter)),
  );
  await page.goto(origin + settingsRoute);
  await expect(personalisationSwitch(page)).toHaveAttribute('aria-checked', 'false');
});
