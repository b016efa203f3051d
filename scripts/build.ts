/**
 * `npm run build`: validate site.json, prerender every route into a fresh folder, precompress it, then swap it in
 * for dist/. Any failure leaves the previous dist/ untouched. site.json is checked here only: the prerender reads the
 * checked site from a file this script writes (site/node/validated-site.ts). A page the previous build made from the
 * same inputs is taken from it instead of rendered, and every file whose bytes did not change stays the same file
 * (scripts/build/reuse.ts).
 */
import { existsSync, readFileSync, rmSync, statSync } from 'node:fs';
import { cp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveSite } from '../site/resolve-site.ts';
import { makeBundles } from './build/bundles.ts';
import { precompress } from './build/precompress.ts';
import { writeSeoFiles } from './build/seo-files.ts';
import { writeServerConfigs } from './build/server-configs.ts';
import { readBuildSettings } from '../renderer/build-settings.ts';
import { DIST_DIR, PROJECT_DIR, SITE_FILE } from '../site/node/paths.ts';
import { WRITTEN_IDS } from '../sections/section-facts.ts';
import { checkSiteFile } from '../site/node/check.ts';
import { compiledSchema, schemaDocuments } from '../site/node/schema-cache.ts';
import { errorPagesToRender } from './build/error-pages.ts';
import { OK, renderPages, renderWorkerCode, SERVER_ENTRY, THROUGH_VIKE_SETTING } from './build/render-pool.ts';
import { buildPictures, writePictures } from './build/pictures.ts';
import { pictureSources } from '../site/picture-fields.ts';
import { writePageData } from './build/page-data.ts';
import {
  codeKey,
  htmlFileOf,
  keepUnchanged,
  linkFrom,
  pageKeys,
  previousKeys,
  reusablePages,
  writeKeys,
} from './build/reuse.ts';
import { pageDataUrl } from '../renderer/payload.ts';
import { apiSettingsFromEnv } from '../server/api/settings.ts';
import { formatProblem } from '../site/problems.ts';
import { report } from '../site/report.ts';
import { statusSentences } from '../site/translation-status.ts';

const started = performance.now();
// Vike needs its output inside the project; the final swap is a rename (atomic on one file system).
const staging = path.join(PROJECT_DIR, `.dist-building-${process.pid}`);
// The bundles need nothing of site.json: they are made while it is checked.
const bundles = makeBundles(staging);
// However the build ends (even if a tool exits the process), no half-built folder is left behind.
process.on('exit', () => rmSync(staging, { recursive: true, force: true }));
const siteName = path.relative(process.cwd(), SITE_FILE) || SITE_FILE;
const check = await checkSiteFile(SITE_FILE, { siteName, writtenIds: WRITTEN_IDS });
if (!check.ok) {
  await bundles.stop();
  console.error(report(siteName, check));
  console.error('Build stopped: fix the problems above. The previous dist/ is unchanged.');
  process.exit(1);
}
// What is worth fixing though the site builds (a picture too small for its place), said before the build goes on.
for (const warning of check.warnings ?? []) console.warn(formatProblem(siteName, warning));

let settings: ReturnType<typeof readBuildSettings>;
try {
  settings = readBuildSettings(process.env);
} catch (error) {
  await bundles.stop();
  console.error(`Build stopped: ${(error as Error).message} The previous dist/ is unchanged.`);
  process.exit(1);
}

const texts = compiledSchema('site.schema.json').texts;
// The pictures' files, made (or taken from their cache) before the pages that draw them.
const pictures = await buildPictures(pictureSources(check.site));
const previous = `${DIST_DIR}.previous-${process.pid}`;
try {
  await bundles.done;
  const { sites, routeTable } = resolveSite(check.site, texts, pictures.manifest);
  // A page made by the previous build from the same page, language, prices and code is taken from it (a hard link, so
  // on the same file system only), not rendered.
  const clientDir = path.join(staging, 'client');
  writePictures(clientDir, pictures);
  const previousBuild = onSameFileSystem(staging, DIST_DIR) ? DIST_DIR : undefined;
  const previousClientDir = path.join(DIST_DIR, 'client');
  const keys = pageKeys(
    sites,
    codeKey(staging, [pricesSource(settings.apiHost), JSON.stringify(schemaDocuments()), ...(await buildCode())]),
  );
  const reused = previousBuild
    ? reusablePages(keys, previousKeys(previousBuild), previousClientDir)
    : new Set<string>();
  const toRender = [...routeTable.keys()].filter((route) => !reused.has(route));
  const rendering = renderPages(
    path.join(staging, 'server', SERVER_ENTRY),
    [
      ...toRender.map((route) => ({ url: route, file: path.join(clientDir, htmlFileOf(route)), status: OK })),
      ...errorPagesToRender(clientDir, sites),
    ],
    {
      site: { source: check.site, texts, pictures: pictures.manifest },
      sites,
      throughVike: process.env[THROUGH_VIKE_SETTING] === '1',
    },
  );
  // Written while the render threads read their share of the site.
  try {
    writePageData(clientDir, previousClientDir, sites, reused);
  } finally {
    await rendering;
  }
  // The server bundle served the prerender only: dist/ holds what is served.
  rmSync(path.join(staging, 'server'), { recursive: true, force: true });
  for (const route of reused)
    linkFrom(path.join(previousClientDir, htmlFileOf(route)), path.join(clientDir, htmlFileOf(route)), {
      copies: true,
    });
  await writeSeoFiles(path.join(staging, 'client'), sites);
  await writeServerConfigs(staging, [...routeTable.keys()], settings, sites);
  writeKeys(staging, keys);
  const kept = new Set(
    [...reused].flatMap((route) =>
      [htmlFileOf(route), pageDataUrl(route).slice(1)].map((file) => path.join(clientDir, file)),
    ),
  );
  const compressed = await precompress(clientDir, { kept });
  const changedFiles = previousBuild ? keepUnchanged(staging, previousBuild) : undefined;
  const compressedNote = `${compressed.files} files precompressed in ${(compressed.ms / 1000).toFixed(1)} s, ${compressed.reused} of ${compressed.outputs} copies from the cache`;
  const rendered = routeTable.size - reused.size;
  const reusedNote = `${rendered} ${rendered === 1 ? 'page' : 'pages'} rendered, ${reused.size} kept from the previous build${changedFiles === undefined ? '' : `, ${changedFiles} ${changedFiles === 1 ? 'file' : 'files'} new or changed`}`;
  const pictureCount = Object.keys(pictures.manifest).length;
  const picturesNote = `${pictureCount} ${pictureCount === 1 ? 'picture' : 'pictures'}, ${pictures.made} made now`;
  if (existsSync(DIST_DIR)) await rename(DIST_DIR, previous);
  await moveDir(staging, DIST_DIR);
  // Live from here: what is left is removing the previous build.
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  await rm(previous, { recursive: true, force: true });
  console.log(
    `✓ built ${routeTable.size} pages (${check.site.pages.length} in ${sites.length} ${sites.length === 1 ? 'language' : 'languages'}) into ${path.relative(PROJECT_DIR, DIST_DIR) || DIST_DIR}/ in ${seconds} s (${reusedNote}; ${picturesNote}; ${compressedNote})`,
  );
  // The languages that show English for some texts or have translations to review, in the words validate uses.
  for (const sentence of statusSentences(check.translationStatus)) console.log(sentence);
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  // Failed during the swap itself (a copy across file systems, say): the previous build goes back in place.
  if (existsSync(previous)) {
    await rm(DIST_DIR, { recursive: true, force: true });
    await rename(previous, DIST_DIR);
  }
  console.error(`Build failed: ${(error as Error).message}`);
  console.error('The previous dist/ is unchanged.');
  process.exit(1);
}

/**
 * What the prices of /pricing are made from, for the pages' keys: the product data file; with SITE_API_HOST, another
 * host's answer, unknown until a page asks, so no page is taken from the previous build.
 */
function pricesSource(apiHost: string | undefined): Buffer {
  if (apiHost) return Buffer.from(`${apiHost} ${process.pid} ${Date.now()}`);
  try {
    return readFileSync(apiSettingsFromEnv().productDataFile);
  } catch {
    return Buffer.from('no product data');
  }
}

/**
 * The code of this build and of its render threads, as they run (each bundled into one file by scripts/run.mjs): it
 * writes what the bundles do not (the page data, the pages' files), so a change to it makes every page again.
 */
async function buildCode(): Promise<Buffer[]> {
  return [readFileSync(fileURLToPath(import.meta.url)), readFileSync(await renderWorkerCode())];
}

/** Whether `target` (or, while it does not exist, its folder) is on the file system of `folder`. */
function onSameFileSystem(folder: string, target: string): boolean {
  try {
    return statSync(folder).dev === statSync(target).dev;
  } catch {
    return false;
  }
}

/** rename(), or copy then delete when the target is on another file system (SITE_DIST_DIR elsewhere). */
async function moveDir(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await cp(from, to, { recursive: true });
    await rm(from, { recursive: true, force: true });
  }
}
