/**
 * The prerender: every page the build renders, from the server bundle Vike built, on worker threads (one per core,
 * render-worker.ts) that write each page to its file as soon as it is made. Nothing is held once written, so memory
 * does not grow with the number of pages. A thread's first page goes through Vike's renderPage, as a server would
 * answer its address; the others are drawn by the site's own document function with what Vike added to the first.
 *
 * Each thread has its own share of the pages (a page in every language goes to one thread) and reads a site file of
 * those pages only: it reads and resolves its share, not the whole site, before its first page.
 */
import { rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { VALIDATED_SITE_SETTING, writeValidatedSite, type ValidatedSite } from '../../site/node/validated-site.ts';
import { bundledScript } from '../bundle-script.mjs';
import { ThreadPool } from './thread-pool.ts';

/** Found from the project, not from this module: the build runs this module bundled elsewhere (scripts/run.mjs). */
const WORKER_SOURCE = path.join(PROJECT_DIR, 'scripts/build/render-worker.ts');
/** Where each thread's site file is written, and deleted once the pages are rendered. */
const SITE_FILES_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/site-build');
/**
 * Fewer pages than this a thread are rendered on fewer threads: starting one (its server bundle, its share of the site,
 * a first page through Vike) costs about as much as drawing 250 pages.
 */
const PAGES_PER_THREAD = 200;

/** Vike's server bundle's entry, inside its server folder. */
export const SERVER_ENTRY = 'entry.mjs';
/** SITE_PRERENDER_THROUGH_VIKE=1 sends every page through Vike's renderPage (see renderPages). */
export const THROUGH_VIKE_SETTING = 'SITE_PRERENDER_THROUGH_VIKE';
/** Tells a render thread started without its site file that the file is written: it loads the bundle now. */
export const LOAD_NOW = { loadNow: true } as const;
/** The status of a page that is there. */
export const OK = 200;

export interface PageToRender {
  /** The address rendered: "/pricing", "/nl/404". */
  url: string;
  /** Where its HTML is written. */
  file: string;
  /** The status its answer must have: anything else stops the build. */
  status: number;
  /**
   * Its compressed copies written beside it as it is written (compress-file.ts), from the HTML in hand, unless it is
   * the same as `live`'s: those the build keeps from the live build instead (reuse.ts, keepLiveWhereSame).
   */
  compress?: boolean;
  /** The live build's file of the same page, if it has one. */
  live?: string;
  /**
   * Where the page's data goes (renderer/payload.ts, pageDataUrl), written with the page from the page just resolved
   * for it; none when the build wrote it already (a first build writes some while Vite makes the bundles).
   */
  pageData?: string;
}

/**
 * A worker's heap: what it holds for good (the site it reads, resolved in every language: about three times the
 * checked site's bytes) and room for the pages under way. Without a limit, a worker lets the garbage of thousands of
 * pages pile up (850 MB each at 40,000 routes) before collecting it, and renders no faster for it.
 */
const heapLimitMb = (siteBytes: number) => Math.round(256 + (6 * siteBytes) / 2 ** 20);

/** What the prerender renders from: the checked site, and its routes in each language (routes[language][page]). */
export interface RenderInputs {
  site: ValidatedSite;
  routes: readonly (readonly string[])[];
}

/**
 * Render threads started before the build knows which pages they render: each loads what the server bundle imports
 * from node_modules (React, Vike, React Router) while Vite is still making the bundle or the build compares the pages
 * with the live build's. `siteBytes`, the size of site.json, bounds a share's site file, and so a thread's heap. Hand
 * them to renderPages, which uses them when it renders as many shares as there are threads (threadsFor), and closes
 * them.
 *
 * A thread started with `pages` (a rebuild's, once the bundle is made) has its site file written with those pages
 * before it starts, and loads the bundle at once; renderPages uses it only if its pages hold every page it is given.
 * Without them (a first build's, before the bundle exists), each loads the bundle at its first page, once renderPages
 * has written its site file.
 */
export interface ThreadsAhead {
  /** The thread of each share, in order: the share's site file is its place's (siteFile). */
  pools: ThreadPool<PageToRender, boolean>[];
  /** The pages whose site file the one thread was started with, when it was. */
  pages?: ReadonlySet<string>;
  /** What that thread was sent to render when handed its pages (the error pages), and its answers. */
  sent?: { pages: readonly PageToRender[]; answers: readonly Promise<boolean>[] };
}

/** The most pages a single thread started ahead of them renders alone (a rebuild of a few pages). */
export const MOST_PAGES_AHEAD = 2 * PAGES_PER_THREAD - 1;

/** How many threads render `pages` pages: one per core, but none for fewer than PAGES_PER_THREAD pages. */
export const threadsFor = (pages: number) =>
  Math.max(1, Math.min(os.availableParallelism(), Math.floor(pages / PAGES_PER_THREAD)));

export async function startThreadsAhead(
  serverEntry: string,
  siteBytes: number,
  { throughVike = false, count }: { throughVike?: boolean; count: number },
): Promise<ThreadsAhead> {
  const worker = await renderWorkerCode();
  const pools = Array.from({ length: count }, (_, share) =>
    renderThread(worker, serverEntry, throughVike, siteFile(share), heapLimitMb(siteBytes), false),
  );
  return { pools };
}

/**
 * One thread for the site's pages at `pages` (routes, any language) and the error pages, its site file written and
 * told to load the bundle now: `started`'s thread if it is one started without pages (a rebuild starts one while
 * site.json is checked), else a new one. It is sent `first` at once (the error pages, which every build renders),
 * while the build compares the pages it may render.
 */
export async function startThreadAheadFor(
  serverEntry: string,
  pages: ReadonlySet<string>,
  { site, routes, throughVike = false }: RenderInputs & { throughVike?: boolean },
  started?: ThreadsAhead,
  first: readonly PageToRender[] = [],
): Promise<ThreadsAhead> {
  const file = siteFile(0);
  // renderPages removes it once it is used; a build stopped before that, here.
  process.on('exit', () => rmSync(file, { force: true }));
  writeShareFile(file, site, pages, routes);
  let pool: ThreadPool<PageToRender, boolean>;
  if (started?.pools.length === 1 && !started.pages) {
    pool = started.pools[0]!;
    pool.post(LOAD_NOW);
  } else {
    if (started) await Promise.all(started.pools.map((each) => each.close()));
    const worker = await renderWorkerCode();
    pool = renderThread(worker, serverEntry, throughVike, file, heapLimitMb(statSync(file).size), true);
  }
  const answers = first.map((page) => pool.run(page));
  // Each is awaited by renderPages; a failure is said there, not as an unhandled rejection before.
  for (const answer of answers) answer.catch(() => undefined);
  return { pools: [pool], pages, sent: { pages: first, answers } };
}

/**
 * Renders `pages` with the server bundle whose entry is `serverEntry` (dist/server/entry.mjs of the build), from the
 * checked site and its routes (RenderInputs), on `ahead` when it was started for them.
 * `throughVike`: every page through Vike's renderPage (slower; the same bytes, as the build's tests check).
 * Returns the files of the pages whose compressed copies were written with them.
 */
export async function renderPages(
  serverEntry: string,
  pages: readonly PageToRender[],
  { site, routes, throughVike = false, ahead }: RenderInputs & { throughVike?: boolean; ahead?: ThreadsAhead },
): Promise<Set<string>> {
  const placeOf = placesOf(routes);
  // What a thread started ahead was sent already is not sent again: its answers are awaited with the others.
  const sent = ahead?.sent ?? { pages: [], answers: [] };
  const sentFiles = new Set(sent.pages.map((page) => page.file));
  const toSend = pages.filter((page) => !sentFiles.has(page.file));
  const shares = shareOut(toSend, placeOf, threadsFor(toSend.length));
  // The threads started ahead render the shares if there are as many (and hold their pages, when started with some);
  // otherwise each share has a thread of its own.
  const holds = (share: readonly PageToRender[]) =>
    !ahead?.pages || share.every(({ url }) => !placeOf.has(url) || ahead.pages!.has(url));
  const onAhead = ahead && shares.length === ahead.pools.length && shares.every(holds) ? ahead : undefined;
  if (ahead && !onAhead) {
    await Promise.allSettled(sent.answers);
    await Promise.all(ahead.pools.map((pool) => pool.close()));
  }
  const files = shares.map((_, i) => siteFile(i));
  const removeFiles = () => files.forEach((file) => rmSync(file, { force: true }));
  // However the build ends (even if a tool exits the process), no site file is left behind.
  process.on('exit', removeFiles);
  // A thread started with its pages is reading its site file already; one started without them reads it at its first
  // page. Either is sent its pages at once, before the build goes on.
  if (onAhead && !onAhead.pages) shares.forEach((share, i) => writeShareFile(files[i]!, site, urlsOf(share), routes));
  const pools = onAhead?.pools ?? (await ownThreads(shares, files, { serverEntry, site, routes, throughVike }));
  const copied = new Set<string>();
  try {
    const written = async (page: PageToRender, answer: Promise<boolean>) => {
      if (await answer) copied.add(page.file);
    };
    await Promise.all([
      ...sent.pages.map((page, i) => written(page, sent.answers[i]!)),
      ...shares.flatMap((share, i) => share.map((page) => written(page, pools[i]!.run(page)))),
    ]);
    return copied;
  } finally {
    await Promise.all(pools.map((pool) => pool.close()));
    removeFiles();
    process.off('exit', removeFiles);
  }
}

/** A thread for each share, reading the share's site file in `files`, written now. */
async function ownThreads(
  shares: readonly (readonly PageToRender[])[],
  files: readonly string[],
  { serverEntry, site, routes, throughVike }: RenderInputs & { serverEntry: string; throughVike: boolean },
): Promise<ThreadPool<PageToRender, boolean>[]> {
  const worker = await renderWorkerCode();
  return shares.map((share, i) => {
    writeShareFile(files[i]!, site, urlsOf(share), routes);
    return renderThread(worker, serverEntry, throughVike, files[i]!, heapLimitMb(statSync(files[i]!).size), false);
  });
}

/** The site file of a render thread: a share of the site (withPagesOf), read by the thread at its first page. */
const siteFile = (share: number) => path.join(SITE_FILES_DIR, `site-${process.pid}-${share}.json`);

/**
 * One render thread of the server bundle `serverEntry`, which renders from the site file `file`: it loads the bundle
 * at once when `loadNow` (the bundle and the file are there), else at its first page.
 */
function renderThread(
  worker: string,
  serverEntry: string,
  throughVike: boolean,
  file: string,
  maxHeapMb: number,
  loadNow: boolean,
): ThreadPool<PageToRender, boolean> {
  return new ThreadPool<PageToRender, boolean>(worker, {
    size: 1,
    workerData: { serverEntry, throughVike, loadNow },
    env: { ...process.env, [VALIDATED_SITE_SETTING]: file },
    maxHeapMb,
    describe: ({ url }) => `rendering ${url}`,
  });
}

/** Writes `file`, the site file of a thread that renders the site's pages at `pages` (withPagesOf). */
function writeShareFile(
  file: string,
  site: ValidatedSite,
  pages: ReadonlySet<string>,
  routes: readonly (readonly string[])[],
): void {
  writeValidatedSite(file, { ...site, source: withPagesOf(site.source, pages, routes) });
}

const urlsOf = (share: readonly PageToRender[]) => new Set(share.map((page) => page.url));

/** Where each route is among its language's pages: the place of the site's page it is. */
const placesOf = (routes: readonly (readonly string[])[]) =>
  new Map(routes.flatMap((language) => language.map((route, place) => [route, place] as const)));

/**
 * `pages` in `count` shares of about the same size, each page of the site in every language in the same share (the
 * pages with no page of the site, the error pages, spread over them too).
 */
function shareOut(
  pages: readonly PageToRender[],
  placeOf: ReadonlyMap<string, number>,
  count: number,
): PageToRender[][] {
  const shares: PageToRender[][] = Array.from({ length: count }, () => []);
  let other = 0;
  for (const page of pages) shares[(placeOf.get(page.url) ?? other++) % count]!.push(page);
  return shares.filter((share) => share.length > 0);
}

/**
 * The site with only the pages at `pages` (routes, in any language), for the prerender: a page is made from its own
 * page and its language's site apart from the pages (what its key holds), so a thread does not read and resolve the
 * others.
 */
function withPagesOf(site: SiteConfig, pages: ReadonlySet<string>, routes: readonly (readonly string[])[]): SiteConfig {
  return { ...site, pages: site.pages.filter((_, p) => routes.some((language) => pages.has(language[p]!))) };
}

/** The file the render threads run (bundled from render-worker.ts), whose code is part of every page's key. */
export const renderWorkerCode = () => bundledScript(WORKER_SOURCE, PROJECT_DIR);
