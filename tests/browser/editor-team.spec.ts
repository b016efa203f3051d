/**
 * The editor in team mode, as a person of the team meets it: the sign-in page first (and only), a wrong password
 * said in words with the e-mail kept, the editor and its preview once signed in, who is signed in beside Save, and Sign out
 * back to the sign-in page, after which the editor is closed again. axe finds nothing on the sign-in page.
 */
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { addAccount, startEditor, type RunningEditor } from './support/editor.ts';

const EMAIL = 'ana@example.com';
const PASSWORD = 'correct horse battery staple';

let editor: RunningEditor;
test.beforeAll(async ({}, testInfo) => {
  const accountsFile = path.join(testInfo.outputDir, 'accounts.json');
  addAccount(accountsFile, EMAIL, 'publisher', PASSWORD);
  editor = await startEditor({ accountsFile });
});
test.afterAll(async () => {
  await editor?.stop();
});

for (const width of [375, 1280]) {
  test(`at ${width} px: signed in by the sign-in page only, told of a wrong password in words, signed out again`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(editor.url);
    await expect(page).toHaveURL(/\/sign-in$/);
    await expect(page.getByRole('heading', { name: 'Sign in to the editor', level: 1 })).toBeVisible();
    const axe = await new AxeBuilder({ page }).analyze();
    expect(axe.violations.map((violation) => violation.id)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`sign-in-${width}.png`) });

    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill('not my password at all');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'That e-mail and password do not match an account. Check both, or ask whoever runs the editor.',
    );
    await expect(page.getByLabel('E-mail')).toHaveValue(EMAIL);
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.screenshot({ path: testInfo.outputPath(`sign-in-wrong-${width}.png`) });

    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { name: 'site.json', level: 1 })).toBeVisible();
    await expect(page.getByText(`${EMAIL} (publisher)`)).toBeVisible();
    // The preview, its pictures and the prices: every request of a signed-in page is answered.
    const preview = page.getByTitle('Preview of /', { exact: true }).contentFrame();
    await expect(preview.getByRole('heading', { level: 1 })).toBeVisible();
    await expect
      .poll(() =>
        preview
          .locator('main img')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath(`signed-in-${width}.png`) });

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/sign-in$/);
    await page.goto(`${editor.url}/`);
    await expect(page).toHaveURL(/\/sign-in$/);
    expect((await page.request.get(`${editor.url}/api/site`)).status()).toBe(401);
  });
}
