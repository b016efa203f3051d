/**
 * The bytes of pictures a phone downloads on a page: on the first screen as the page loads, then on the whole page
 * once it was scrolled to its end (pictures below the first screen load as they near it). Counted from what reached
 * the browser (the files' bodies), whichever format and width it chose from each <picture>.
 */
import type { Browser } from '@playwright/test';

/** A phone 375 CSS pixels wide at 2 device pixels each, as the pages' `sizes` are written for. */
const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };
const SETTLE_MS = 300;

export interface PictureBytes {
  firstScreen: number;
  wholePage: number;
  /** How many picture files the whole page downloaded. */
  files: number;
}

export async function pictureBytes(browser: Browser, url: string): Promise<PictureBytes> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const sizes = new Map<string, Promise<number>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'image' || response.url().startsWith('data:')) return;
      sizes.set(
        response.url(),
        response.body().then(
          (body) => body.length,
          () => 0,
        ),
      );
    });
    const total = async () => (await Promise.all(sizes.values())).reduce((sum, bytes) => sum + bytes, 0);
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const firstScreen = await total();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += PHONE.viewport.height / 2) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.waitForTimeout(50);
    }
    await page.waitForLoadState('networkidle');
    return { firstScreen, wholePage: await total(), files: sizes.size };
  } finally {
    await context.close();
  }
}
