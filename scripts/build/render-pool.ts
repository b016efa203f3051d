/**
 * The prerender: every page the build renders, rendered by Vike's renderPage from the server bundle Vike built, as a
 * server would answer its address, on worker threads (one per core, render-worker.mjs) that write each page to its
 * file as soon as it is made. Nothing is held once written, so memory does not grow with the number of pages.
 */
import path from 'node:path';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { routeIn } from '../../site/languages.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import type { ResolvedSite } from '../../site/resolve-site.ts';
import { ThreadPool } from './thread-pool.ts';

/** Found from the project, not from this module: the build runs this module bundled elsewhere (scripts/run.mjs). */
const WORKER_FILE = path.join(PROJECT_DIR, 'scripts/build/render-worker.mjs');

/** Vike's server bundle's entry, inside its server folder. */
export const SERVER_ENTRY = 'entry.mjs';
/** The status of a page that is there. */
export const OK = 200;

export interface PageToRender {
  /** The address rendered: "/pricing", "/nl/404". */
  url: string;
  /** Where its HTML is written. */
  file: string;
  /** The status its answer must have: anything else stops the build. */
  status: number;
}

/**
 * A worker's heap: what it holds for good (the site it reads, resolved in every language: about three times the
 * checked site's bytes) and room for the pages under way. Without a limit, a worker lets the garbage of thousands of
 * pages pile up (850 MB each at 40,000 routes) before collecting it, and renders no faster for it.
 */
const heapLimitMb = (siteBytes: number) => Math.round(256 + (6 * siteBytes) / 2 ** 20);

/**
 * Renders `pages` with the server bundle whose entry is `serverEntry` (dist/server/entry.mjs of the build), of a site
 * whose checked file has `siteBytes`.
 */
export async function renderPages(
  serverEntry: string,
  pages: readonly PageToRender[],
  { siteBytes }: { siteBytes: number },
): Promise<void> {
  const pool = new ThreadPool<PageToRender, void>(WORKER_FILE, {
    workerData: { serverEntry },
    maxHeapMb: heapLimitMb(siteBytes),
    describe: ({ url }) => `rendering ${url}`,
  });
  try {
    await Promise.all(pages.map((page) => pool.run(page)));
  } finally {
    await pool.close();
  }
}

/**
 * The site with only the pages of `routes` (in any language), for the prerender: a page is made from its own page and
 * its language's site apart from the pages (what its key holds), so a rebuild of one page does not read and resolve
 * thousands.
 */
export function withPagesOf(site: SiteConfig, routes: readonly string[], sites: readonly ResolvedSite[]): SiteConfig {
  const rendered = new Set(routes);
  return {
    ...site,
    pages: site.pages.filter((page) => sites.some(({ language }) => rendered.has(routeIn(page.route, language)))),
  };
}
