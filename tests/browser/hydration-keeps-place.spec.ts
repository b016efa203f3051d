/**
 * What a visitor reads stays where it is when the app takes over the page. The prerendered page lays out its lower
 * sections only as they near the screen (styles/sections.css); a visitor who went far down before the code arrived
 * (an anchor link, a fast scroll) has sections above never laid out, at an estimated height. Nothing of that may
 * change under the visitor's eyes when the page hydrates.
 */
import { expect, type Page } from '@playwright/test';
import { dutchRoutes, routes } from '../site.ts';
import { holdHydrationCode, hydrated, test } from './navigation-helpers.ts';

/** Where the page's last heading is on the screen, in px from its top. */
const lastHeadingTop = (page: Page) =>
  page.evaluate(() => {
    const headings = document.querySelectorAll('main :is(h1, h2)');
    return headings[headings.length - 1]!.getBoundingClientRect().top;
  });

/** Two frames on: what the browser lays out as it draws (sections coming near the screen) is done. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

const cases = [
  ...routes.map((route) => ({ route, width: 375 })),
  ...routes.map((route) => ({ route, width: 1280 })),
  ...dutchRoutes.map((route) => ({ route, width: 375 })),
];

for (const { route, width } of cases) {
  test(`${route} at ${width} px: its last heading stays in place when the page's code arrives`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdHydrationCode(page, baseURL!, route);
    await page.goto(route);
    await page.evaluate(() => {
      const headings = document.querySelectorAll('main :is(h1, h2)');
      headings[headings.length - 1]!.scrollIntoView({ block: 'center', behavior: 'instant' });
    });
    await nextFrames(page);
    const before = await lastHeadingTop(page);
    release();
    await hydrated(page);
    await nextFrames(page);
    // Within a pixel and a half: the page scrolls by whole pixels, the heading sits at fractions of one.
    expect(Math.abs((await lastHeadingTop(page)) - before)).toBeLessThanOrEqual(1.5);
  });
}
