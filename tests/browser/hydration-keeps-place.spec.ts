/**
 * What a visitor reads stays where it is when the app takes over the page, wherever they had gone before its code
 * arrived (an anchor link, a fast scroll): nothing the app does as it hydrates (drawing, fonts, layout) may move it.
 */
import { expect, type Page } from '@playwright/test';
import { dutchRoutes, routes } from '../site.ts';
import { holdHydrationCode, hydrated, nextFrames, test } from './navigation-helpers.ts';

/** The page's last heading, as the visitor sees it. */
const lastHeading = (page: Page) => page.locator('main :is(h1, h2)').last();
/** Where it is on the screen, in px from its top. */
const lastHeadingTop = (page: Page) => lastHeading(page).evaluate((heading) => heading.getBoundingClientRect().top);

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
    await lastHeading(page).evaluate((heading) => heading.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await nextFrames(page);
    const before = await lastHeadingTop(page);
    release();
    await hydrated(page);
    await nextFrames(page);
    // Within a pixel and a half: the page scrolls by whole pixels, the heading sits at fractions of one.
    expect(Math.abs((await lastHeadingTop(page)) - before)).toBeLessThanOrEqual(1.5);
  });
}
