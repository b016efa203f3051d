/**
 * /page-data/<route>.json for each page: what client-side navigation fetches (renderer/payload.ts). A page the
 * previous build made from the same key (reuse.ts) keeps its file.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataUrl } from '../../renderer/payload.ts';
import type { ResolvedPage } from '../../site/resolve-site.ts';
import { linkFrom, makeFolderOf } from './reuse.ts';

export function writePageData(
  clientDir: string,
  previousClientDir: string,
  routeTable: ReadonlyMap<string, ResolvedPage>,
  reused: ReadonlySet<string>,
): void {
  for (const [route, page] of routeTable) {
    const file = pageDataUrl(route).slice(1);
    if (reused.has(route) && linkFrom(path.join(previousClientDir, file), path.join(clientDir, file), { copies: true }))
      continue;
    const target = path.join(clientDir, file);
    makeFolderOf(target);
    writeFileSync(target, JSON.stringify(page));
  }
}
