/**
 * The web font never costs a visitor a second layout: a page is drawn in Inter when it is at hand (from the cache),
 * else in its fallback for good, and the first paint never waits for it. On a slow first visit the font downloads
 * after the page is drawn, for the next page.
 */
import { expect, test, type CDPSession, type Page } from '@playwright/test';
import { MOBILE_PROFILE } from '../../scripts/bench/interactive.ts';

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

test('a first visit on a slow network is drawn at once in the fallback and stays in it; the next page comes in Inter', async ({
  page,
  context,
}) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: MOBILE_PROFILE.latencyMs,
    downloadThroughput: (MOBILE_PROFILE.downloadKbps * 1024) / 8,
    uploadThroughput: (MOBILE_PROFILE.uploadKbps * 1024) / 8,
  });
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');

  await page.goto('/');
  // The font is asked for once the page is laid out, and arrives after it was painted.
  await page.waitForFunction(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.woff2')));
  const first = await fontAndPaint(page);
  expect(first.paint).toBeLessThan(first.font!);
  // Two frames after the font arrived: a face that swaps would be drawn by now.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const drawnWith = await headingFaces(cdp);
  expect(drawnWith.length).toBeGreaterThan(0);
  expect(drawnWith).not.toContain('Inter');

  await page.goto('/pricing');
  expect(await headingFaces(cdp)).toEqual(['Inter']);
});

test('every web font of the styles is optional and none is preloaded', async ({ page, request }) => {
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
    for (const face of webFaces) expect(face, href).toContain('font-display:optional');
  }
});
