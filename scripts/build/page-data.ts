/**
 * /page-data/<route>.json for each page rendered: what client-side navigation fetches (renderer/payload.ts). The
 * pages a build takes from an earlier one keep their files (reuse.ts).
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataUrl, pagePayload } from '../../renderer/payload.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';
import type { SiteResolver } from '../../site/resolve-site.ts';
import { makeFolderOf } from './reuse.ts';

/** Writes the page data of the routes in `routes` into `clientDir`, where none is yet. */
export function writePageData(clientDir: string, site: SiteResolver, routes: ReadonlySet<string>): void {
  site.frames.forEach((frame, l) =>
    site.routes(l).forEach((route, p) => {
      if (!routes.has(route)) return;
      const page = site.page(l, p);
      const target = path.join(clientDir, pageDataUrl(page.route).slice(1));
      makeFolderOf(target);
      // Never written through: a file already there may be a hard link to the live build's (reuse.ts).
      writeFileSync(target, JSON.stringify(pagePayload(frame, page, sitePartsOf)), { flag: 'wx' });
    }),
  );
}
