/**
 * A rebuild takes what did not change from the previous build: one text changed rewrites its page in each language,
 * their page data and their compressed copies (and the list of page keys), and no other file of dist/; the result is
 * the build a fresh folder gets, byte for byte. A change of code or of the prices makes every page again. A build that
 * stops leaves nothing of its own behind.
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { withOneTextChanged } from '../../scripts/bench/one-text-change.ts';
import { KEYS_FILE, htmlFileOf } from '../../scripts/build/reuse.ts';
import { copySuffixesOf } from '../../scripts/build/compression-levels.ts';
import { pageDataUrl } from '../../renderer/payload.ts';

const projectDir = path.resolve(import.meta.dirname, '../..');
const folder = mkdtempSync(path.join(os.tmpdir(), 'build-reuse-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function build(siteFile: string, distDir: string, env: NodeJS.ProcessEnv = {}): string {
  const result = buildRun(siteFile, distDir, env);
  expect(result.status, result.stderr).toBe(0);
  return result.stdout.split('\n').find((line) => /^✓ built \d+ pages/.test(line)) ?? '';
}

function buildRun(siteFile: string, distDir: string, env: NodeJS.ProcessEnv = {}) {
  return spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
    cwd: projectDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      SITE_JSON: siteFile,
      SITE_DIST_DIR: distDir,
      SITE_COMPRESS_CACHE_DIR: path.join(folder, 'compressed'),
      SITE_CHECK_CACHE_DIR: path.join(folder, 'checked'),
      ...env,
    },
  });
}

/** Every file of a folder with its inode and bytes, and its folders: a build's whole tree. */
function treeOf(dir: string): { files: Map<string, { inode: number; bytes: Buffer }>; folders: string[] } {
  const files = new Map<string, { inode: number; bytes: Buffer }>();
  const folders: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    const at = path.join(entry.parentPath, entry.name);
    if (entry.isDirectory()) folders.push(path.relative(dir, at));
    else files.set(path.relative(dir, at), { inode: statSync(at).ino, bytes: readFileSync(at) });
  }
  return { files, folders: folders.sort() };
}

/** Each file of a folder with its inode: two folders of the same files give the same list. */
const inodesOf = (dir: string) => [...treeOf(dir).files].map(([file, { inode }]) => `${file} ${inode}`).sort();

describe('a rebuild', () => {
  const site = JSON.parse(readFileSync(path.join(projectDir, 'site.json'), 'utf8')) as SiteConfig;
  const shipped = path.join(folder, 'site.json');
  const edited = path.join(folder, 'edited.json');
  writeFileSync(shipped, JSON.stringify(site, null, 2));
  writeFileSync(edited, JSON.stringify(withOneTextChanged(site, '/about'), null, 2));
  const dist = path.join(folder, 'dist');
  const routes = site.pages.length * (1 + (site.translations?.length ?? 0));

  it('after one text changed, rewrites only that page in each language, its data and their copies, as a fresh build makes them', () => {
    expect(build(shipped, dist)).toContain(`${routes} pages rendered, 0 kept`);
    const before = treeOf(dist).files;
    // A first build leaves a standby for the next: every file of it, as the same file.
    expect(inodesOf(`${dist}.previous`)).toEqual(inodesOf(dist));
    expect(build(edited, dist)).toContain(`${(site.translations?.length ?? 0) + 1} pages rendered, ${routes - 2} kept`);
    const after = treeOf(dist).files;
    const rewritten = [...after]
      .filter(([file, { inode }]) => before.get(file)?.inode !== inode)
      .map(([file]) => file)
      .sort();
    const pageFiles = ['/about', '/nl/about'].flatMap((route) => [
      `client/${htmlFileOf(route)}`,
      `client${pageDataUrl(route)}`,
    ]);
    const withItsCopies = (file: string) => [
      file,
      ...copySuffixesOf(file, statSync(path.join(dist, file)).size).map((suffix) => file + suffix),
    ];
    expect(rewritten).toEqual([...pageFiles.flatMap(withItsCopies), KEYS_FILE].sort());
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());

    const fresh = path.join(folder, 'fresh');
    build(edited, fresh);
    for (const file of after.keys()) {
      expect(readFileSync(path.join(dist, file)).equals(readFileSync(path.join(fresh, file))), file).toBe(true);
    }
  }, 120_000);

  it("still refuses a site whose change breaks a page the live build's check passed", () => {
    // The live build is the edited site's; its check passed every page. A route changed breaks the links to it on
    // the pages that did not change.
    const broken = withOneTextChanged(site, '/about');
    broken.pages.find((page) => page.route === '/pricing')!.route = '/prices';
    const file = path.join(folder, 'broken.json');
    writeFileSync(file, JSON.stringify(broken, null, 2));
    const before = treeOf(dist).files;
    const result = buildRun(file, dist);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/no page has the route "\/pricing", so the link "\/pricing[^"]*" leads nowhere/);
    expect(result.stderr).toMatch(/broken\.json:\d+:\d+/);
    expect([...treeOf(dist).files].map(([file, { inode }]) => [file, inode])).toEqual(
      [...before].map(([file, { inode }]) => [file, inode]),
    );
  }, 120_000);

  it('makes every page again when the code or the prices change', () => {
    // A build setting is code: the bundles are built with it.
    expect(build(edited, dist, { SITE_ANALYTICS_ID: 'G-REUSE1' })).toContain(`${routes} pages rendered, 0 kept`);
    // The standby it leaves, the build before it, is brought up to date with it: every file, as the same file.
    expect(inodesOf(`${dist}.previous`)).toEqual(inodesOf(dist));
    expect(build(shipped, dist, { SITE_ANALYTICS_ID: 'G-REUSE1' })).toContain(
      `${(site.translations?.length ?? 0) + 1} pages rendered, ${routes - 2} kept`,
    );
    expect(build(edited, dist, { SITE_ANALYTICS_ID: 'G-REUSE1' })).toContain(`0 pages rendered, ${routes} kept`);
    const prices = path.join(folder, 'products.json');
    const answer = JSON.parse(readFileSync(path.join(projectDir, 'server/api/data/products.json'), 'utf8')) as {
      products: { prices: Record<string, number>[] }[];
    };
    answer.products[1]!.prices[0]!.monthly! += 1;
    writeFileSync(prices, JSON.stringify(answer, null, 2));
    expect(build(edited, dist, { SITE_ANALYTICS_ID: 'G-REUSE1', PRODUCT_DATA_FILE: prices })).toContain(
      `${routes} pages rendered, 0 kept`,
    );
  }, 120_000);
});

describe('a run of rebuilds', () => {
  it('each brings the build before the live one up to date: the tree a fresh build makes, every unchanged file the same file', () => {
    const site = JSON.parse(readFileSync(path.join(projectDir, 'site.json'), 'utf8')) as SiteConfig;
    const about = withOneTextChanged(site, '/about');
    const twoTexts = withOneTextChanged(about, '/teams');
    const added = JSON.parse(JSON.stringify(about)) as SiteConfig;
    const aboutPage = added.pages.find((page) => page.route === '/about')!;
    // A page's title is its own: another translated text of the page serves as the new page's.
    const heading = aboutPage.sections
      .map((section) => ('heading' in section ? section.heading : undefined))
      .find(Boolean);
    added.pages.push({ ...aboutPage, route: '/about-the-team', title: heading! });
    const dist = path.join(folder, 'runs', 'dist');
    const standby = `${dist}.previous`;
    const lostCopy = `client/${htmlFileOf('/about')}.br`;
    const otherCode = { SITE_ANALYTICS_ID: 'G-RUNS1' };
    // Two texts changed, one of them back with a page added, the shipped site (pages changed, changed back, added and
    // removed), other code (a build setting: other scripts, whose old files must go); then a standby that is a copy of
    // the live build (same pages, other files), one without its record (an older build's, or one cut short), and a live
    // page that lost a compressed copy.
    const runs: [string, SiteConfig, NodeJS.ProcessEnv, (() => void)?][] = [
      ['about', about, {}],
      ['twoTexts', twoTexts, {}],
      ['added', added, {}],
      ['shipped', site, {}],
      ['code', site, otherCode],
      [
        'copied standby',
        about,
        otherCode,
        () => {
          rmSync(standby, { recursive: true, force: true });
          cpSync(dist, standby, { recursive: true });
        },
      ],
      ['standby without record', twoTexts, {}, () => rmSync(path.join(standby, KEYS_FILE))],
      [
        'a copy missing',
        twoTexts,
        {},
        () => {
          rmSync(path.join(standby, KEYS_FILE));
          rmSync(path.join(dist, lostCopy));
        },
      ],
    ];
    // The page that lost a copy is made again: its HTML and any other copy are new files with the same bytes.
    const remade: Record<string, string[]> = {
      'a copy missing': ['', '.gz'].map((end) => lostCopy.slice(0, -3) + end),
    };
    for (const [name, config, env, prepare] of runs) {
      prepare?.();
      const file = path.join(folder, `${name}.json`);
      writeFileSync(file, JSON.stringify(config, null, 2));
      const before = existsSync(dist) ? treeOf(dist) : undefined;
      build(file, dist, env);
      const after = treeOf(dist);
      const fresh = path.join(folder, `fresh-${name}`);
      build(file, fresh, env);
      const expected = treeOf(fresh);
      expect(after.folders, name).toEqual(expected.folders);
      expect([...after.files.keys()].sort(), name).toEqual([...expected.files.keys()].sort());
      for (const [file, { inode, bytes }] of after.files) {
        expect(bytes.equals(expected.files.get(file)!.bytes), `${name}: ${file}`).toBe(true);
        // Every compressed copy is its file's bytes, whichever build made it.
        const decompress = file.endsWith('.br') ? brotliDecompressSync : file.endsWith('.gz') ? gunzipSync : undefined;
        if (decompress) expect(decompress(bytes).equals(after.files.get(file.slice(0, -3))!.bytes), file).toBe(true);
        const was = before?.files.get(file);
        if (was?.bytes.equals(bytes) && !remade[name]?.includes(file))
          expect(inode, `${name}: ${file} is unchanged, so the same file`).toBe(was.inode);
      }
      // What was live is the standby now, whole: the next build brings it up to date.
      if (before) expect(treeOf(standby).files.size, name).toBe(before.files.size);
      rmSync(fresh, { recursive: true, force: true });
    }
    expect(readdirSync(path.join(folder, 'runs')).sort()).toEqual(['dist', 'dist.previous']);
  }, 240_000);
});

describe('a build killed halfway', () => {
  it('leaves dist/ as it was; the next build deletes what it left and makes the build a fresh one makes', async () => {
    const site = path.join(folder, 'killed.json');
    writeFileSync(site, readFileSync(path.join(projectDir, 'site.json')));
    const dist = path.join(folder, 'killed', 'dist');
    build(site, dist);
    build(site, dist); // now with a standby, which the killed build takes
    const live = treeOf(dist);
    const child = spawn(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
      cwd: projectDir,
      env: { ...process.env, SITE_JSON: site, SITE_DIST_DIR: dist, SITE_ANALYTICS_ID: 'G-KILLED' },
      stdio: 'ignore',
    });
    const working = `${dist}.building-${child.pid}`;
    // Killed once it has taken the standby and is making its pages.
    for (let waited = 0; !existsSync(path.join(working, 'client')); waited += 20) {
      expect(waited, 'the build never began making its pages').toBeLessThan(60_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
    expect(existsSync(working)).toBe(true);
    const after = treeOf(dist);
    for (const [file, { inode }] of live.files) expect(after.files.get(file)?.inode, file).toBe(inode);

    build(site, dist);
    expect(existsSync(working)).toBe(false);
    expect(existsSync(path.join(projectDir, `.dist-building-${child.pid}`))).toBe(false);
    const fresh = path.join(folder, 'killed-fresh');
    build(site, fresh);
    const [made, expected] = [treeOf(dist), treeOf(fresh)];
    expect([...made.files.keys()].sort()).toEqual([...expected.files.keys()].sort());
    for (const [file, { bytes }] of made.files) expect(bytes.equals(expected.files.get(file)!.bytes), file).toBe(true);
  }, 120_000);
});

describe('a build whose dist/ cannot be written', () => {
  it('says so in its own words, with no stack trace after them, and leaves no folder of its own', () => {
    const file = path.join(folder, 'not-a-folder');
    writeFileSync(file, 'a file where dist/ should go');
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
      cwd: projectDir,
      encoding: 'utf8',
      env: { ...process.env, SITE_DIST_DIR: path.join(file, 'dist') },
    });
    expect(result.status).toBe(1);
    const said = result.stderr.trim().split('\n');
    expect(said.at(-2)).toMatch(/^Build failed: ENOTDIR: not a directory/);
    expect(said.at(-1)).toBe('The previous dist/ is unchanged.');
    expect(existsSync(path.join(projectDir, `.dist-building-${result.pid}`))).toBe(false);
  }, 60_000);
});

describe('a build with a wrong setting', () => {
  it('says which and how to fix it in one sentence, with no stack trace, before it makes anything', () => {
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
      cwd: projectDir,
      encoding: 'utf8',
      env: { ...process.env, SITE_API_HOST: 'api.example.com/v1' },
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Build stopped: SITE_API_HOST must be an origin such as https://api.example.com (http or https, a host, no path): "api.example.com/v1" is not one. Leave it unset to use the site\'s own origin. The previous dist/ is unchanged.',
    ]);
    expect(existsSync(path.join(projectDir, `.dist-building-${result.pid}`))).toBe(false);
  }, 30_000);
});

describe('a build stopped by its site.json', () => {
  it('stops the bundles it began with the check, leaves no folder of its own and dist/ as it was', async () => {
    const dist = path.join(folder, 'kept');
    mkdirSync(path.join(dist, 'client'), { recursive: true });
    writeFileSync(path.join(dist, 'client', 'index.html'), 'the live site');
    const broken = path.join(folder, 'broken.json');
    writeFileSync(broken, '{ "site": ');
    const result = spawnSync(process.execPath, ['scripts/run.mjs', 'scripts/build.ts'], {
      cwd: projectDir,
      encoding: 'utf8',
      env: { ...process.env, SITE_JSON: broken, SITE_DIST_DIR: dist },
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Build stopped');
    // Long enough for bundles still being made to write into the build's folder again.
    await new Promise((resolve) => setTimeout(resolve, 5000));
    expect(existsSync(path.join(projectDir, `.dist-building-${result.pid}`))).toBe(false);
    expect(readFileSync(path.join(dist, 'client', 'index.html'), 'utf8')).toBe('the live site');
  }, 30_000);
});
