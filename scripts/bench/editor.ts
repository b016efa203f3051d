/**
 * The visual editor's figures: how long `npm run edit`'s page takes to become usable (site.json and the schemas
 * loaded, the checker compiled, the first page drawn in the preview), and how long the preview takes to show a
 * keystroke (from the change to the preview having drawn it, as window.previewTimings records), on an unthrottled
 * desktop browser. It edits a copy of site.json in a temporary folder.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createEditServer } from '../../editor/server/edit-server.ts';
import { SITE_FILE } from '../../site/node/paths.ts';
import { withBrowser } from './interactive.ts';

export interface EditorFigures {
  loadMs: number[];
  keystrokeMs: number[];
}

const LOADS = 5;
const KEYSTROKES = 60;

export async function benchEditor(): Promise<EditorFigures> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  const siteFile = path.join(folder, 'site.json');
  copyFileSync(SITE_FILE, siteFile);
  const editor = await createEditServer({ siteFile, port: 0, log: () => undefined });
  try {
    return await withBrowser(async (browser) => {
      const loadMs: number[] = [];
      let keystrokeMs: number[] = [];
      for (let run = 0; run < LOADS; run++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(editor.url);
        await page.frameLocator('iframe').locator('main [data-section]').first().waitFor();
        loadMs.push(performance.now() - started);
        if (run === LOADS - 1) {
          await page.getByRole('button', { name: /^\/pricing\b/ }).click();
          await page.getByRole('button', { name: /^1 · hero/ }).click();
          const heading = page.locator('.section-fields [data-pointer="/heading"] input');
          await heading.click();
          await heading.press('End');
          await page.evaluate(() => (window.previewTimings = []));
          for (let key = 0; key < KEYSTROKES; key++) {
            await heading.press(key % 2 ? 'Backspace' : 'x');
            await page.waitForFunction((count) => (window.previewTimings?.length ?? 0) >= count, key + 1);
          }
          keystrokeMs = await page.evaluate(() => window.previewTimings ?? []);
        }
        await context.close();
      }
      return { loadMs, keystrokeMs };
    });
  } finally {
    await editor.close();
    rmSync(folder, { recursive: true, force: true });
  }
}
