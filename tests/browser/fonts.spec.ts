/**
 * The web font never costs a visitor a second layout: a prerendered page is drawn in Inter when it is at hand (from
 * the cache), else in its fallback, which it keeps, and the first paint never waits for it. On a slow first visit the
 * font downloads after the page is drawn, for the next page, whether the browser loads it or the app draws it.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { WEB_FONT_FAMILY, WEB_FONT_SWAP_FAMILY } from '../../renderer/web-font-names.ts';
import { MOBILE_PROFILE } from '../../scripts/bench/interactive.ts';
import { hydrated, markDocument, nextFrames, sameDocument, titleOf } from './navigation-helpers.ts';

/** The faces Chromium used to draw the text of the page's main heading. */
async function headingFaces(cdp: CDPSession): Promise<string[]> {
  const { root } = await cdp.send('DOM.getDocument');
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => font.familyName);
}

/** When the font file finished downloading and when the page was first painted, ms from the page's start. */
const fontAndPaint = (page: Page) =>
  page.evaluate(() => ({
    font: (
      performance.getEntriesByType('resource').find((entry) => entry.name.endsWith('.woff2')) as
        PerformanceResourceTiming | undefined
    )?.responseEnd,
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
  }));

/** A page under the bench's slow network, and the DevTools session that reads its faces. */
async function slowNetwork(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  return cdp;
}

/** Loads `route` for the first time over the slow network: drawn in the fallback, which it keeps once Inter is in. */
async function firstVisitInFallback(page: Page, cdp: CDPSession, route: string): Promise<void> {
  await page.goto(route);
  // The font is asked for once the page is laid out, and arrives after it was painted.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.woff2')));
  const first = await fontAndPaint(page);
  expect(first.paint).toBeLessThan(first.font!);
  // Two frames after the font arrived: a face that swaps would be drawn by now.
  await nextFrames(page);
  const drawnWith = await headingFaces(cdp);
  expect(drawnWith.length).toBeGreaterThan(0);
  expect(drawnWith).not.toContain('Inter');
}

test('a first visit on a slow network is drawn at once in the fallback and stays in it; the next page comes in Inter', async ({
  page,
}) => {
  const cdp = await slowNetwork(page);
  await firstVisitInFallback(page, cdp, '/');
  await page.goto('/pricing');
  expect(await headingFaces(cdp)).toEqual(['Inter']);
});

test('the app draws the pages after a first visit drawn in the fallback in Inter, in the same document', async ({
  page,
}) => {
  const cdp = await slowNetwork(page);
  await firstVisitInFallback(page, cdp, '/');
  await hydrated(page);
  // Inter's file has downloaded, and the page still shows the fallback.
  await page.waitForFunction(
    (family) => Array.from(document.fonts).some((face) => face.family === family && face.status === 'loaded'),
    WEB_FONT_FAMILY,
  );
  expect(await headingFaces(cdp)).not.toContain('Inter');
  await markDocument(page);
  await page.locator('header a[href="/pricing"]').first().click();
  await expect(page).toHaveTitle(titleOf('/pricing'));
  expect(await sameDocument(page)).toBe(true);
  expect(await headingFaces(cdp)).toEqual(['Inter']);
});

test('every web font of the styles is optional, but for its twin the app draws later pages in, and none is preloaded', async ({
  page,
  request,
}) => {
  const response = await page.goto('/');
  const html = await response!.text();
  expect(html).not.toMatch(/<link[^>]+as="font"/);
  const styles = await page.$$eval('link[rel=stylesheet][href^="/assets/"]', (links) =>
    links.map((link) => (link as HTMLLinkElement).href),
  );
  expect(styles.length).toBeGreaterThan(0);
  for (const href of styles) {
    const css = await (await request.get(href)).text();
    const webFaces = (css.match(/@font-face\{[^}]*\}/g) ?? []).filter((face) => face.includes('url('));
    expect(webFaces.length, href).toBeGreaterThan(0);
    for (const face of webFaces)
      expect(face, href).toContain(face.includes(WEB_FONT_SWAP_FAMILY) ? 'font-display:swap' : 'font-display:optional');
    const twins = webFaces.filter((face) => face.includes(WEB_FONT_SWAP_FAMILY));
    expect(twins.length * 2, href).toBe(webFaces.length);
  }
});
