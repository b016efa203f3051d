/**
 * A rebuild's render thread is started while site.json is checked (scripts/build.ts), before its site file exists: it
 * must not load the server bundle then (the bundle reads that file as it loads), and must load it as soon as it is
 * handed its pages, before it is sent the first one (render-pool.ts, startThreadAheadFor).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startThreadAheadFor, startThreadsAhead } from '../../scripts/build/render-pool.ts';
import type { SiteConfig } from '../../schemas/site.types.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'render-ahead-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A server bundle that leaves a mark when it is loaded, and is loaded by the render thread like Vike's. */
function markingBundle(mark: string): string {
  const entry = path.join(folder, 'entry.mjs');
  writeFileSync(entry, `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(mark)}, 'loaded');\n`);
  return entry;
}

async function until(done: () => boolean, ms: number): Promise<boolean> {
  for (const stop = Date.now() + ms; Date.now() < stop;) {
    if (done()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return done();
}

describe('a render thread started ahead of its pages', () => {
  it('loads the bundle when handed its pages, not before, and is the thread that renders them', async () => {
    const mark = path.join(folder, 'loaded');
    const entry = markingBundle(mark);
    const started = await startThreadsAhead(entry, 1024, { count: 1 });
    try {
      // Long enough for the thread to load React and Vike, which it does at once.
      expect(await until(() => existsSync(mark), 1500)).toBe(false);
      const site = { source: { pages: [] } as unknown as SiteConfig, texts: null, pictures: {} };
      const handed = await startThreadAheadFor(entry, new Set(), { site, routes: [[]] }, started);
      expect(handed.pools).toHaveLength(1);
      expect(handed.pools[0]).toBe(started.pools[0]);
      expect(await until(() => existsSync(mark), 20_000)).toBe(true);
    } finally {
      await Promise.all(started.pools.map((pool) => pool.close()));
    }
  }, 30_000);
});
