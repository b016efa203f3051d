/**
 * /page-data/<route>.json for each page rendered: what client-side navigation fetches (renderer/payload.ts). The
 * pages a build takes from an earlier one keep their files (reuse.ts). A first build writes them here while Vite makes
 * the bundles, on a core that would wait otherwise; the render threads write those of the other pages they render,
 * from the page they resolved for it (renderer/+pageDataOf.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataText, pageDataUrl } from '../../renderer/payload.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';
import type { SiteResolver } from '../../site/resolve-site.ts';
import { makeFolderOf } from './reuse.ts';

/** How long the writing goes on before it lets the thread's other work in (the bundles' end, for `until`). */
const TURN_MS = 10;

/**
 * Writes the page data of the routes in `routes` into `clientDir`, where none is yet, a few milliseconds at a time.
 * With `until`, it stops as soon as that says so. Returns the routes whose page data it wrote.
 */
export async function writePageData(
  clientDir: string,
  site: SiteResolver,
  routes: ReadonlySet<string>,
  until: () => boolean = () => false,
): Promise<Set<string>> {
  const written = new Set<string>();
  let turnStarted = performance.now();
  for (const [l, frame] of site.frames.entries()) {
    for (const [p, route] of site.routes(l).entries()) {
      if (!routes.has(route)) continue;
      if (performance.now() - turnStarted > TURN_MS) {
        await new Promise(setImmediate);
        turnStarted = performance.now();
      }
      if (until()) return written;
      const page = site.page(l, p);
      const target = path.join(clientDir, pageDataUrl(page.route).slice(1));
      makeFolderOf(target);
      // Never written through: a file already there may be a hard link to the live build's (reuse.ts).
      writeFileSync(target, pageDataText(frame, page, sitePartsOf), { flag: 'wx' });
      written.add(route);
    }
  }
  return written;
}
