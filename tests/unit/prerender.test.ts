/**
 * The prerender draws a page with the site's own document function once Vike has drawn a thread's first page, on one
 * thread per core, each with its share of the pages: the pages are the ones Vike's renderPage makes for every address,
 * byte for byte, and every route of the site has its page, and its data as the page carries it.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { generateSite } from '../../scripts/bench/generate-site.ts';
import { THROUGH_VIKE_SETTING } from '../../scripts/build/render-pool.ts';
import { htmlFileOf } from '../../scripts/build/reuse.ts';
import { errorPageFile } from '../../scripts/build/error-pages.ts';
import { languagesOf, routeIn } from '../../site/languages.ts';
import { pageDataUrl } from '../../renderer/payload.ts';
import { PAYLOAD_SCRIPT_ID } from '../../renderer/json-script.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Enough pages for a thread per core (render-pool.ts starts one for every 200 pages, up to one per core). */
const PAGES = 250;

function build(siteFile: string, distDir: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
    cwd: projectDir,
    encoding: 'utf8',
    env: { ...process.env, SITE_JSON: siteFile, SITE_DIST_DIR: distDir, ...env },
  });
  expect(result.status, result.stderr).toBe(0);
  return result;
}

/** Every file of a folder, relative to it. */
const filesOf = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();

it('writes for every route the page Vike renders for its address, byte for byte', () => {
  const base = JSON.parse(readFileSync(path.join(projectDir, 'site.json'), 'utf8')) as SiteConfig;
  const site = generateSite(base, PAGES);
  const siteFile = path.join(folder, 'site.json');
  writeFileSync(siteFile, JSON.stringify(site));
  const drawn = path.join(folder, 'drawn');
  const throughVike = path.join(folder, 'through-vike');

  const fast = build(siteFile, drawn);
  // The threads learned what Vike adds: had they not, every page would have gone through Vike, unseen but slower.
  expect(fast.stderr + fast.stdout).not.toMatch(/could not tell what Vike adds/);
  build(siteFile, throughVike, { [THROUGH_VIKE_SETTING]: '1' });

  const files = filesOf(drawn);
  expect(files).toEqual(filesOf(throughVike));
  for (const file of files) {
    expect(readFileSync(path.join(drawn, file)).equals(readFileSync(path.join(throughVike, file))), file).toBe(true);
  }
  // Every page of every language is there, as itself: shared out over the threads, none was dropped or swapped.
  for (const language of languagesOf(site)) {
    for (const page of site.pages) {
      const route = routeIn(page.route, language);
      const html = readFileSync(path.join(drawn, 'client', htmlFileOf(route)), 'utf8');
      expect(html).toContain(`<html lang="${language.code}">`);
      expect(html).toContain(`<link rel="canonical" href="${base.site.origin}${route}"`);
      // What a visitor's link to the page fetches is the page its own HTML carries, whichever thread wrote it.
      const carried = new RegExp(`<script id="${PAYLOAD_SCRIPT_ID}" type="application/json">(.*?)</script>`).exec(html);
      const data = readFileSync(path.join(drawn, 'client', pageDataUrl(route).slice(1)), 'utf8');
      expect(JSON.parse(data), route).toEqual(
        (JSON.parse(carried![1]!) as { payload: { page: unknown } }).payload.page,
      );
    }
    expect(statSync(path.join(drawn, 'client', errorPageFile(language))).size).toBeGreaterThan(0);
  }
}, 180_000);
