/**
 * How long a page stays painted but not interactive, on a throttled phone: Chromium loads the page with the network
 * and CPU slowed down through the DevTools protocol (the figures of Lighthouse's mobile preset: 1.6 Mbps down,
 * 750 kbps up, 150 ms round trip, 4× slower CPU), with an empty cache, and reads two moments from the page itself:
 * its first contentful paint and the `hydrated` performance mark (set by renderer/hydrate.tsx once hydration has
 * committed). Lighthouse's own run cannot give the second: its throttling is simulated after the fact, so the marks
 * it records are those of an unthrottled load.
 */
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_PATH, PLAYWRIGHT_CHROMIUM_ARGS } from '../chromium.ts';

export const MOBILE_PROFILE = { latencyMs: 150, downloadKbps: 1638.4, uploadKbps: 750, cpuSlowdown: 4 };
export const MOBILE_LABEL = '1.6 Mbps, 150 ms round trip, 4× slower CPU';
const VIEWPORT = { width: 412, height: 823 };
const TIMEOUT_MS = 60_000;

export interface InteractiveFigures {
  /** First contentful paint, ms from navigation start. */
  paintMs: number;
  /** The `hydrated` mark, ms from navigation start. */
  interactiveMs: number;
  /** Largest contentful paint as reported by the page (its last candidate once hydrated). */
  lcpMs: number;
  /** From the first paint to the mark: how long a tap may come before the page can answer it. */
  gapMs: number;
}

export async function withBrowser<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: PLAYWRIGHT_CHROMIUM_ARGS,
  });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}

/** A fresh page under the mobile profile, with an empty cache, for `work` to load and read. */
export async function withThrottledPage<T>(browser: Browser, work: (page: Page) => Promise<T>): Promise<T> {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE_PROFILE.latencyMs,
      downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
      uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_PROFILE.cpuSlowdown });
    return await work(page);
  } finally {
    await context.close();
  }
}

/** Starts loading `url`, as a visitor's tap on a link would. */
export const startLoading = (page: Page, url: string) => page.goto(url, { waitUntil: 'commit', timeout: TIMEOUT_MS });

/** Waits, up to the bench's limit, until `test` holds in the page. */
export const waitInPage = (page: Page, test: () => boolean) =>
  page.waitForFunction(test, undefined, { timeout: TIMEOUT_MS, polling: 100 });

/** One cold load of `url` under the mobile profile. */
export function measureInteractive(browser: Browser, url: string): Promise<InteractiveFigures> {
  return withThrottledPage(browser, async (page) => {
    // LCP entries are only buffered for observers registered before they happen.
    await page.addInitScript(() => {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) (window as unknown as { lcp: number }).lcp = entry.startTime;
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    await startLoading(page, url);
    await waitInPage(page, () => performance.getEntriesByName('hydrated').length > 0);
    const { paintMs, interactiveMs, lcpMs } = await page.evaluate(() => ({
      paintMs: performance.getEntriesByName('first-contentful-paint')[0]!.startTime,
      interactiveMs: performance.getEntriesByName('hydrated')[0]!.startTime,
      lcpMs: (window as unknown as { lcp: number }).lcp,
    }));
    return { paintMs, interactiveMs, lcpMs, gapMs: interactiveMs - paintMs };
  });
}

/** The median of `runs` cold loads, figure by figure (loads vary with the machine's load). */
export async function medianInteractive(browser: Browser, url: string, runs: number): Promise<InteractiveFigures> {
  const loads: InteractiveFigures[] = [];
  for (let i = 0; i < runs; i++) loads.push(await measureInteractive(browser, url));
  const median = (pick: (figures: InteractiveFigures) => number) =>
    loads.map(pick).sort((a, b) => a - b)[Math.floor(runs / 2)]!;
  return {
    paintMs: median((f) => f.paintMs),
    interactiveMs: median((f) => f.interactiveMs),
    lcpMs: median((f) => f.lcpMs),
    gapMs: median((f) => f.gapMs),
  };
}
