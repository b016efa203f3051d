/**
 * One Lighthouse run (the npm package, its default mobile preset) on Debian's Chromium, reduced to the figures the
 * bench prints and the tests assert. `blockScripts` loads the page with every .js request blocked: the page as a
 * visitor without JavaScript gets it.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

export type Category = 'performance' | 'accessibility' | 'best-practices' | 'seo';

export interface LighthouseFigures {
  scores: Partial<Record<Category, number>>;
  lcpMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Same-origin requests by kind, as URLs (the caller sizes them from dist/). */
  requests: { url: string; resourceType: string }[];
  /** Audits that scored below 1 in the asked categories, for a readable failure. */
  failing: string[];
}

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
}

export async function withChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await launchChrome();
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

/**
 * Failures of Lighthouse's own trace recording, not of the page: now and then Chromium's trace lacks its start
 * marker. Such a run is repeated (at most twice); any other runtime error is reported at once.
 */
const TRACE_ERRORS = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);
const TRACE_ATTEMPTS = 3;

export async function runLighthouse(
  url: string,
  port: number,
  options: { categories: Category[]; blockScripts?: boolean },
): Promise<LighthouseFigures> {
  for (let attempt = 1; ; attempt++) {
    const figures = await runOnce(url, port, options);
    if (!('traceError' in figures)) return figures;
    if (attempt === TRACE_ATTEMPTS)
      throw new Error(`Lighthouse could not record ${url} in ${TRACE_ATTEMPTS} attempts: ${figures.traceError}`);
  }
}

async function runOnce(
  url: string,
  port: number,
  options: { categories: Category[]; blockScripts?: boolean },
): Promise<LighthouseFigures | { traceError: string }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: options.categories,
    // No audit of the asked categories reads the full-page screenshot; taking it costs ~2 s a page.
    disableFullPageScreenshot: true,
    blockedUrlPatterns: options.blockScripts ? ['*.js'] : [],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError && TRACE_ERRORS.has(lhr.runtimeError.code)) return { traceError: lhr.runtimeError.message };
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const numeric = (id: string) => lhr.audits[id]?.numericValue;
  const scores: Partial<Record<Category, number>> = {};
  const failing: string[] = [];
  for (const category of options.categories) {
    const entry = lhr.categories[category];
    scores[category] = Math.round((entry?.score ?? 0) * 100);
    for (const ref of entry?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
        failing.push(`${category}: ${audit.id} — ${audit.title}`);
    }
  }
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType: string }[] } | undefined)
      ?.items ?? [];
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    requests: items.map(({ url, resourceType }) => ({ url, resourceType })),
    failing,
  };
}
