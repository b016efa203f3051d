/**
 * The visual editor's figures, on the shipped site.json and on a generated site of 2,000 pages in two languages: how
 * long `npm run edit`'s page takes to show its first preview (from its navigation to the frame that shows it), how long a key press takes to be visible both in the
 * field and in the preview (from the key's event to the later of the next frame and the preview having drawn it), how
 * long after the last key the whole-site check's problems arrive, and the page's JavaScript heap after typing. On an
 * unthrottled desktop browser; each site is a copy in a temporary folder.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { createEditServer } from '../../editor/server/edit-server.ts';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { SITE_FILE } from '../../site/node/paths.ts';
import { generateSite } from './generate-site.ts';
import { withBrowser } from './interactive.ts';

export interface EditorFigures {
  site: string;
  loadMs: number[];
  keyMs: number[];
  checkMs: number[];
  heapMb: number;
}

const LOADS = 3;
const KEYS = 40;
/** A person typing quickly: about eight keys a second. */
const BETWEEN_KEYS_MS = 120;
export const GENERATED_PAGES = 2000;

export async function benchEditor(): Promise<EditorFigures[]> {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'bench-editor-'));
  try {
    const shipped = path.join(folder, 'site.json');
    copyFileSync(SITE_FILE, shipped);
    const generated = path.join(folder, 'generated.json');
    const base = JSON.parse(readFileSync(SITE_FILE, 'utf8')) as SiteConfig;
    const big = generateSite(base, GENERATED_PAGES);
    writeFileSync(generated, `${JSON.stringify(big, null, 2)}\n`);
    // A pricing page near the end of the list: the farthest from the file's start.
    const farPricing = big.pages.findLast((page) => page.route.startsWith('/pricing-'))!.route;
    return [
      await benchOne(`site.json (${base.pages.length} pages)`, shipped, '/pricing'),
      await benchOne(
        `generated (${GENERATED_PAGES.toLocaleString('en-US')} pages, 2 languages)`,
        generated,
        farPricing,
      ),
    ];
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function benchOne(site: string, siteFile: string, route: string): Promise<EditorFigures> {
  const previous = process.env.SITE_JSON_MAX_BYTES;
  process.env.SITE_JSON_MAX_BYTES = String(200 * 1024 * 1024);
  const editor = await createEditServer({ siteFile, port: 0, log: () => undefined });
  try {
    return await withBrowser(async (browser) => {
      const loadMs: number[] = [];
      let figures = { keyMs: [] as number[], checkMs: [] as number[], heapMb: 0 };
      for (let run = 0; run < LOADS; run++) {
        const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await page.goto(editor.url);
        await page.frameLocator('iframe').locator('main [data-section]').first().waitFor();
        // Timed by the page (from its navigation to the frame after the preview's first drawing), not by when the
        // test's polling finds it, which looks again only every few hundred milliseconds.
        loadMs.push(
          await page.evaluate(async () => {
            while (window.firstPreviewAt === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
            return window.firstPreviewAt;
          }),
        );
        if (run === LOADS - 1) figures = await typeInto(page, route);
        await context.close();
      }
      return { site, loadMs, ...figures };
    });
  } finally {
    await editor.close();
    if (previous === undefined) delete process.env.SITE_JSON_MAX_BYTES;
    else process.env.SITE_JSON_MAX_BYTES = previous;
  }
}

/** Types KEYS keys into the hero heading of `route`, each timed from its event to being visible. */
async function typeInto(page: Page, route: string): Promise<{ keyMs: number[]; checkMs: number[]; heapMb: number }> {
  await page.getByLabel('Find a page').fill(route);
  await page.getByRole('button', { name: new RegExp(`^${route}\\b`) }).click();
  await page.getByRole('button', { name: /^1 · hero/ }).click();
  const heading = page.locator('.section-fields [data-pointer="/heading"] :is(input, textarea)');
  await heading.click();
  await heading.press('End');
  // Each key's event time, and the time of the first frame after it.
  await page.evaluate(() => {
    const marks: { at: number; frame?: number }[] = [];
    (window as unknown as { keyMarks: typeof marks }).keyMarks = marks;
    addEventListener(
      'keydown',
      (event) => {
        const mark: { at: number; frame?: number } = { at: event.timeStamp };
        marks.push(mark);
        requestAnimationFrame(() => setTimeout(() => (mark.frame = performance.now())));
      },
      true,
    );
  });
  const preview = page.frameLocator('iframe').locator('main h1').first();
  const keyMs: number[] = [];
  const checkMs: number[] = [];
  for (let key = 0; key < KEYS; key++) {
    const letter = key % 2 ? 'Backspace' : 'x';
    const expected = await heading.inputValue().then((value) => (letter === 'x' ? `${value}x` : value.slice(0, -1)));
    await page.evaluate(() => (window.previewTimings = []));
    await heading.press(letter);
    await page.waitForFunction(() => (window.previewTimings?.length ?? 0) > 0);
    await preview.filter({ hasText: expected }).waitFor();
    const { at, frame, shown } = await page.evaluate(async () => {
      const marks = (window as unknown as { keyMarks: { at: number; frame?: number }[] }).keyMarks;
      const mark = marks.at(-1)!;
      while (mark.frame === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
      return { at: mark.at, frame: mark.frame, shown: window.previewShownAt ?? 0 };
    });
    keyMs.push(Math.max(frame, shown) - at);
    if (key % 10 === 9) {
      // The whole-site check of the last version, after the last key.
      await page.waitForFunction((since) => (window.checkedAt ?? 0) > since, at, { timeout: 60_000 });
      checkMs.push((await page.evaluate(() => window.checkedAt!)) - at);
    }
    await page.waitForTimeout(BETWEEN_KEYS_MS);
  }
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  await session.send('Performance.enable');
  const { metrics } = await session.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  return { keyMs, checkMs, heapMb: heap / 1024 / 1024 };
}
