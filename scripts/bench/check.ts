/**
 * The whole-site check (checkSiteText of site/node/check.ts) as the editor runs it after each keystroke: its time,
 * the median of RUNS warm runs, and the most heap it held, for the shipped site.json and for a site of 2,000 pages
 * generated from it in each of its languages. The editor shows the problems within 1 s of the last key, so the check
 * of the 2,000-page site should take at most 800 ms.
 * Run alone, `node --expose-gc scripts/run.mjs scripts/bench/check.ts` prints the figures (--expose-gc lets the heap
 * be measured from a collected heap).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { argv } from 'node:process';
import { GCProfiler } from 'node:v8';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { DEFAULT_SITE_FILE, PROJECT_DIR } from '../../site/node/paths.ts';
import { generateSite } from './generate-site.ts';

export interface CheckFigures {
  site: string;
  /** The size of the file, in millions of bytes. */
  megabytes: number;
  problems: number;
  medianMs: number;
  /** The most heap in use during one check, less what was in use before it. */
  peakHeapMiB: number;
}

const RUNS = 5;
const GENERATED_PAGES = 2000;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The figures of the shipped site.json and of the generated 2,000-page site. */
export function benchCheck(siteFile = DEFAULT_SITE_FILE): CheckFigures[] {
  const text = readFileSync(siteFile, 'utf8');
  const generated = `${JSON.stringify(generateSite(JSON.parse(text) as SiteConfig, GENERATED_PAGES), null, 2)}\n`;
  return [measure('site.json', text), measure(`${GENERATED_PAGES} pages`, generated)];
}

function measure(site: string, text: string): CheckFigures {
  const check = () => checkSiteText(text, { siteName: 'site.json', writtenIds: WRITTEN_IDS });
  // The first run compiles the code it runs and loads the schema: the editor's worker has done both by the next key.
  const { problems } = check();
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    check();
    times.push(performance.now() - started);
  }
  return {
    site,
    megabytes: Buffer.byteLength(text) / 1e6,
    problems: problems.length,
    medianMs: median(times),
    peakHeapMiB: peakHeap(check),
  };
}

/** The heap is at its highest just before a collection: V8 reports the heap then, for each collection during `run`. */
function peakHeap(run: () => unknown): number {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage().heapUsed;
  const profiler = new GCProfiler();
  profiler.start();
  run();
  const after = process.memoryUsage().heapUsed;
  const collections = profiler.stop()?.statistics ?? [];
  const peak = Math.max(after, ...collections.map((collection) => collection.beforeGC.heapStatistics.usedHeapSize));
  return Math.max(0, peak - before) / 2 ** 20;
}

// Run as the script itself (scripts/run.mjs names it in argv), not imported by another.
if (argv[1] && path.resolve(argv[1]) === path.join(PROJECT_DIR, 'scripts/bench/check.ts')) {
  for (const figures of benchCheck()) {
    console.log(
      `${figures.site} (${figures.megabytes.toFixed(1)} MB, ${figures.problems} problems): ${Math.round(figures.medianMs)} ms median of ${RUNS}, peak heap ${figures.peakHeapMiB.toFixed(0)} MiB`,
    );
  }
}
