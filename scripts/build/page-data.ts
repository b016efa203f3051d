/**
 * /page-data/<route>.json for each page: what client-side navigation fetches (renderer/payload.ts). A page the
 * previous build made from the same key (reuse.ts) keeps its file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pageDataUrl } from '../../renderer/payload.ts';
import type { ResolvedPage } from '../../site/resolve-site.ts';
import { linkFrom } from './reuse.ts';

export function writePageData(clientDir: string, previousClientDir: string, routeTable: ReadonlyMap<string, ResolvedPage>, reused: ReadonlySet<string>): void {
  const made = new Set<string>();
  for (const [route, page] of routeTable) {
    const file = pageDataUrl(route).slice(1);
    if (reused.has(route) && linkFrom(path.join(previousClientDir, file), path.join(clientDir, file), { copies: true })) continue;
    const target = path.join(clientDir, file);
    const folder = path.dirname(target);
    if (!made.has(folder)) mkdirSync(folder, { recursive: true });
    made.add(folder);
    writeFileSync(target, JSON.stringify(page));
  }
}
