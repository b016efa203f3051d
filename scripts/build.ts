/**
 * `npm run build`: validate site.json, prerender every route into a folder of its own, precompress it, then swap it
 * in for dist/. Any failure leaves dist/ untouched. site.json is checked here only: the prerender reads the checked
 * site from a file this script writes (site/node/validated-site.ts). The folder is the build before the live one
 * brought up to date: a page an earlier build made from the same inputs is not rendered again, and every file whose
 * bytes did not change stays the same file (scripts/build/reuse.ts).
 */
import './build/jit-budget.ts';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SiteConfig } from '../schemas/site.types.ts';
import type { PageDigests } from '../site/node/check-memo.ts';
import { SiteResolver } from '../site/resolve-site.ts';
import { makeBundles } from './build/bundles.ts';
import { compressAhead, precompress } from './build/precompress.ts';
import { hasCopies } from './build/compression-levels.ts';
import { seoKey, writeSeoFiles } from './build/seo-files.ts';
import { writeServerConfigs } from './build/server-configs.ts';
import { readBuildSettings } from '../renderer/build-settings.ts';
import { DIST_DIR, PROJECT_DIR, SITE_FILE } from '../site/node/paths.ts';
import { WRITTEN_IDS } from '../sections/section-facts.ts';
import { checkSiteFile } from '../site/node/check.ts';
import { readCheckBase, writeCheckBase } from '../site/node/check-base.ts';
import { compiledSchema, schemaDocuments } from '../site/node/schema-cache.ts';
import { errorPagesToRender } from './build/error-pages.ts';
import {
  MOST_PAGES_AHEAD,
  OK,
  renderPages,
  renderWorkerCode,
  SERVER_ENTRY,
  startThreadAheadFor,
  startThreadsAhead,
  threadsFor,
  THROUGH_VIKE_SETTING,
} from './build/render-pool.ts';
import { buildPictures, writePictures } from './build/pictures.ts';
import { lookUpInodes } from './build/inode-lookup.ts';
import { pictureSources } from '../site/picture-fields.ts';
import { writePageData } from './build/page-data.ts';
import { pageDataUrl } from '../renderer/payload.ts';
import {
  bringPagesUpToDate,
  claimStandby,
  codeKey,
  htmlFileOf,
  keepLiveWhereSame,
  makeStandby,
  moveInto,
  pageKeys,
  readRecordSoon,
  refreshStandby,
  removeAbandoned,
  routeFiles,
  standbyOf,
  swapIn,
  withCopies,
  writeRecord,
} from './build/reuse.ts';
import { apiSettingsFromEnv } from '../server/api/settings.ts';
import { formatProblem } from '../site/problems.ts';
import { report } from '../site/report.ts';
import { statusSentences } from '../site/translation-status.ts';

const started = performance.now();
// This script as it runs, bundled with the check's code (scripts/run.mjs): in the check's memo and the pages' keys.
const ownCode = readFileSync(fileURLToPath(import.meta.url));
// The bundles are made with the build's settings: a wrong one stops the build before anything is made.
let settings: ReturnType<typeof readBuildSettings>;
try {
  settings = readBuildSettings(process.env);
} catch (error) {
  console.error(`Build stopped: ${(error as Error).message} The previous dist/ is unchanged.`);
  process.exit(1);
}
// Vike needs its output inside the project; the final swap is a rename (atomic on one file system).
const staging = path.join(PROJECT_DIR, `.dist-building-${process.pid}`);
// The bundles need nothing of site.json: they are made while it is checked.
const bundles = makeBundles(staging);
// The browser's scripts and styles, compressed into the cache as soon as Vite has written them, while it makes the
// server bundle and site.json is checked: the compression after the pages then takes them from there.
const compressedAhead = bundles.clientWritten.then((files) => compressAhead(files)).catch(() => undefined);
// However the build ends (even if a tool exits the process), no half-built folder is left behind.
removedOnExit(staging);
const siteName = path.relative(process.cwd(), SITE_FILE) || SITE_FILE;
// The live build's check passed the pages it records: this check takes its word for those that did not change. The
// record, site.json and the text the last check passed are read at once (117 MB each at 40,000 routes).
const liveRecordRead = readRecordSoon(DIST_DIR);
const checkCodeKey = checkCode();
const checking = checkSiteFile(SITE_FILE, {
  siteName,
  writtenIds: WRITTEN_IDS,
  pageDigests: true,
  memo: liveRecordRead.then((record) => ({
    code: checkCodeKey,
    passed: new Set(record?.checked),
    ...(record?.words ? { words: record.words } : {}),
  })),
  // The text the last check passed, to read only the pages that changed since; this one's kept for the next.
  base: readCheckBase(checkCodeKey),
  keepBase: true,
});
const liveRecord = await liveRecordRead;
const serverEntry = path.join(staging, 'server', SERVER_ENTRY);
const throughVike = process.env[THROUGH_VIKE_SETTING] === '1';
const siteBytes = statSync(SITE_FILE).size;
// Where the live build's pages are, in it and in its standby, looked up on another thread while site.json is checked,
// by their routes (a page's HTML file is named by its route).
const liveRoutes = [...(liveRecord?.pages.keys() ?? [])];
const liveHtml = liveRoutes.map((route) => routeFiles(route)[0]!);
const inodes = lookUpInodes(
  [DIST_DIR, standbyOf(DIST_DIR)].map((dir) => ({ dir, files: liveHtml })),
  liveRoutes,
);
// A rebuild's render thread starts now and loads React and Vike while site.json is checked; it is handed the pages
// that changed once they are known (startThreadAheadFor). Started then, it kept the build waiting at its end.
let ahead = liveRecord ? await startThreadsAhead(serverEntry, siteBytes, { throughVike, count: 1 }) : undefined;
const check = await checking;
// Written while the build goes on; one that cannot be written costs the next build the time it saves.
const baseKept = check.nextBase ? writeCheckBase(check.nextBase).catch(() => undefined) : undefined;
if (!check.ok) {
  await bundles.stop();
  console.error(report(siteName, check));
  console.error('Build stopped: fix the problems above. The previous dist/ is unchanged.');
  process.exit(1);
}
// What is worth fixing though the site builds (a picture too small for its place), said before the build goes on.
for (const warning of check.warnings ?? []) console.warn(formatProblem(siteName, warning));

const texts = compiledSchema('site.schema.json').texts;
// The pictures' files, made (or taken from their cache) before the pages that draw them.
const pictures = await buildPictures(sitePictures(check.site, check.pageDigests));
// The folder the new build is made in: the standby (the build before the live one) brought up to date, or a new one.
const work = `${DIST_DIR}.building-${process.pid}`;
removeAbandoned(DIST_DIR, PROJECT_DIR);
let live = false;
removedOnExit(work, () => !live);
try {
  // Each language's site apart from its pages; a page is resolved only when it is rendered.
  const site = new SiteResolver(check.site, texts, pictures.manifest);
  const routes = site.languages.map((_, l) => site.routes(l));
  const routeCount = routes.flat().length;
  const workClientDir = path.join(work, 'client');
  // A first build renders every page: it writes their page data while Vite makes the bundles, which the rest waits
  // for. Once they are made, the render threads start, and write the data of the other pages with the pages: at 40,000
  // routes the check takes longer than Vite, and the page data written first would keep a core idle for seconds.
  const firstBuild = !liveRecord && !existsSync(standbyOf(DIST_DIR));
  let bundlesMade = false;
  void bundles.done.then(
    () => (bundlesMade = true),
    () => (bundlesMade = true),
  );
  let pageDataWritten = new Set<string>();
  if (firstBuild) {
    mkdirSync(work, { recursive: true });
    pageDataWritten = await writePageData(workClientDir, site, new Set(routes.flat()), () => bundlesMade);
    // Its render threads load React and Vike while Vite finishes the bundles.
    ahead = await startThreadsAhead(serverEntry, siteBytes, {
      throughVike,
      count: threadsFor(routeCount + site.languages.length),
    });
  }
  await bundles.done;
  const renderInputs = { source: check.site, texts, pictures: pictures.manifest };
  const clientDir = path.join(staging, 'client');
  writePictures(clientDir, pictures);
  const code = codeKey(staging, [
    pricesSource(settings.apiHost),
    JSON.stringify(schemaDocuments()),
    ...(await buildCode()),
  ]);
  const keys = pageKeys(site, code, check.pageDigests);
  // A rebuild of a few pages has its render thread load the bundle and render the error pages now, while the pages are
  // compared: those it renders are among those whose key the live build does not have.
  const changed = new Set(
    [...keys].filter(([route, key]) => liveRecord?.pages.get(route) !== key).map(([route]) => route),
  );
  const errorPages = errorPagesToRender(clientDir, site.languages);
  if (changed.size + site.languages.length <= MOST_PAGES_AHEAD)
    ahead = await startThreadAheadFor(
      serverEntry,
      changed,
      { site: renderInputs, routes, throughVike },
      ahead,
      errorPages,
    );
  const [liveInodes, standbyInodes] = await inodes;
  const standby = claimStandby(DIST_DIR, work);
  // A page made by an earlier build from the same page, language, prices and code is not rendered again.
  const pages = bringPagesUpToDate(keys, standby, liveRecord, work, DIST_DIR, {
    live: liveInodes,
    standby: standbyInodes,
  });
  const toRender = pages.render;
  const rendering = renderPages(
    serverEntry,
    [
      ...toRender.map((route) => ({
        url: route,
        file: path.join(workClientDir, htmlFileOf(route)),
        status: OK,
        // Compressed as it is rendered, unless the live build's same page is kept instead.
        compress: true,
        ...(liveRecord?.pages.has(route) ? { live: path.join(DIST_DIR, routeFiles(route)[0]!) } : {}),
        // Its data, unless written while Vite made the bundles.
        ...(pageDataWritten.has(route) ? {} : { pageData: path.join(workClientDir, pageDataUrl(route).slice(1)) }),
      })),
      ...errorPages,
    ],
    { site: renderInputs, routes, throughVike, ...(ahead ? { ahead } : {}) },
  );
  // A page that fails stops the build once the files written meanwhile are: its error is awaited below, not lost.
  rendering.catch(() => undefined);
  // Written while the render threads read their share of the site and render.
  let drawnWithCopies: ReadonlySet<string>;
  const siteRoutes = site.frames.map((frame, l) => ({ ...frame, pages: routes[l]!.map((route) => ({ route })) }));
  const seo = seoKey(code, siteRoutes);
  let seoKept: string[];
  try {
    // The live build's, when made from the same routes: no page was added, removed or renamed.
    seoKept = await writeSeoFiles(
      clientDir,
      siteRoutes,
      liveRecord?.seo === seo ? path.join(DIST_DIR, 'client') : undefined,
    );
    await writeServerConfigs(staging, routes.flat(), settings, site.frames);
  } finally {
    drawnWithCopies = await rendering;
  }
  // The server bundle served the prerender only: dist/ holds what is served.
  rmSync(path.join(staging, 'server'), { recursive: true, force: true });
  const madeNow = keepLiveWhereSame(work, DIST_DIR, toRender.flatMap(routeFiles));
  // Of the files made now, those the render threads compressed have their copies already, and page data has none to
  // have (compression-levels.ts): the rest are compressed here.
  const madeNowIn = madeNow.map((file) => path.join(work, file));
  const compressedAsRendered = madeNowIn.filter((file) => drawnWithCopies.has(file)).length;
  await compressedAhead;
  const compressed = await precompress(clientDir, {
    also: madeNowIn.filter((file) => !drawnWithCopies.has(file) && !hasCopies(file, statSync(file).size)),
    kept: seoKept,
  });
  const others = moveInto(staging, work, DIST_DIR, standby?.others);
  const recordChanged = writeRecord(work, DIST_DIR, keys, others.files, {
    checked: check.passedKeys,
    words: check.wordsMemo,
    seo,
  });
  // Against the live build: the pages' files made now and those of a build before it, the other files, the record.
  const changedFiles =
    liveRecord &&
    withCopies(work, [...madeNow, ...pages.notLive.flatMap(routeFiles)]).length +
      others.changed +
      (recordChanged ? 1 : 0);
  const compressedNote = `${compressedAsRendered} ${compressedAsRendered === 1 ? 'file' : 'files'} compressed as rendered, ${compressed.files} other files in ${(compressed.ms / 1000).toFixed(1)} s, ${compressed.reused} of ${compressed.outputs} copies from the cache`;
  const reusedCount = routeCount - toRender.length;
  const reusedNote = `${toRender.length} ${toRender.length === 1 ? 'page' : 'pages'} rendered, ${reusedCount} kept from the previous build${changedFiles === undefined ? '' : `, ${changedFiles} ${changedFiles === 1 ? 'file' : 'files'} new or changed`}`;
  const pictureCount = Object.keys(pictures.manifest).length;
  const picturesNote = `${pictureCount} ${pictureCount === 1 ? 'picture' : 'pictures'}, ${pictures.made} made now`;
  swapIn(work, DIST_DIR);
  live = true;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `✓ built ${routeCount} pages (${check.site.pages.length} in ${routes.length} ${routes.length === 1 ? 'language' : 'languages'}) into ${path.relative(PROJECT_DIR, DIST_DIR) || DIST_DIR}/ in ${seconds} s (${reusedNote}; ${picturesNote}; ${compressedNote})`,
  );
  // The languages that show English for some texts or have translations to review, in the words validate uses.
  for (const sentence of statusSentences(check.translationStatus)) console.log(sentence);
  // A first build leaves a standby too, made once the build is live; one that rendered most of its pages (a change of
  // code) brings the standby, the build before it, up to date with itself. The next build then costs what changed.
  const standbyFrom = performance.now();
  const standbyName = `${path.relative(PROJECT_DIR, standbyOf(DIST_DIR))}/`;
  const took = () => `in ${((performance.now() - standbyFrom) / 1000).toFixed(1)} s`;
  const linked = makeStandby(DIST_DIR);
  if (linked > 0)
    console.log(
      `Kept a copy of it (${linked} hard links) as ${standbyName} for the next build to bring up to date, ${took()}.`,
    );
  else if (toRender.length * 2 > routeCount) {
    const refreshed = refreshStandby(DIST_DIR);
    if (refreshed > 0)
      console.log(`Brought ${standbyName} up to date with it (${refreshed} pages) for the next build, ${took()}.`);
  }
  await baseKept;
} catch (error) {
  // The live build was not touched; the folders being built (the standby taken, perhaps half changed) are deleted as
  // the process exits.
  console.error(`Build failed: ${(error as Error).message}`);
  console.error('The previous dist/ is unchanged.');
  process.exit(1);
}

/**
 * The picture files the site shows (pictureSources), in the order the file first names them: the check found those
 * of each page (PageDigests.pictures), so only the rest of the file is walked for them.
 */
function sitePictures(site: SiteConfig, digests: readonly PageDigests[] | undefined): string[] {
  if (!digests) return pictureSources(site);
  const named = Object.entries(site).flatMap(([name, value]) =>
    name === 'pages' ? digests.flatMap((page) => page.pictures) : pictureSources(value),
  );
  return [...new Set(named)];
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

/** The code of the check (bundled into this script) and the schemas it checks with, for the check's memo. */
function checkCode(): string {
  return createHash('sha256').update(ownCode).update(JSON.stringify(schemaDocuments())).digest('hex');
}

/**
 * The code of this build and of its render threads, as they run (each bundled into one file by scripts/run.mjs): it
 * writes what the bundles do not (the page data, the pages' files), so a change to it makes every page again.
 */
async function buildCode(): Promise<Buffer[]> {
  return [ownCode, readFileSync(await renderWorkerCode())];
}

/**
 * Removes `folder` as the process exits (when `wanted()` still says so). Quietly: a folder that cannot be removed (or
 * made, where dist/ cannot be written) was said by the build's own message, which must stay the last words.
 */
function removedOnExit(folder: string, wanted = () => true): void {
  process.on('exit', () => {
    try {
      if (wanted()) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Nothing more to do as the process ends.
    }
  });
}
