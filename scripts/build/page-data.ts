/**
 * /page-data/<route>.json for each page of each language: what client-side navigation fetches (renderer/payload.ts).
 * A page the previous build made from the same key (reuse.ts) keeps its file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataUrl, pagePayload } from '../../renderer/payload.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';
import type { ResolvedSite } from '../../site/resolve-site.ts';
import { linkFrom, makeFolderOf } from './reuse.ts';

export function writePageData(
  clientDir: string,
  previousClientDir: string,
  sites: readonly ResolvedSite[],
  reused: ReadonlySet<string>,
): void {
  for (const site of sites)
    for (const page of site.pages) {
      const file = pageDataUrl(page.route).slice(1);
      const previous = path.join(previousClientDir, file);
      if (reused.has(page.route) && linkFrom(previous, path.join(clientDir, file), { copies: true })) continue;
      const target = path.join(clientDir, file);
      makeFolderOf(target);
      writeFileSync(target, JSON.stringify(pagePayload(site, page, sitePartsOf)));
    }
}
