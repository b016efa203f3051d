/**
 * Every page of every language and the error pages, as phones and desktops draw them: three accessibility engines
 * (axe, HTML_CodeSniffer on WCAG 2 AA, IBM's accessibility checker) find no violation at 375 and 1280 px, and nothing
 * is wider than a 360 px phone (no sideways scroll). What the engines flag as possible problems or advice is listed
 * by rule after the tests (a list per worker), for a person to look at; it fails nothing.
 */
import AxeBuilder from '@axe-core/playwright';
import { dutchRoutes, routes } from '../site.ts';
import { hydrated } from './navigation-helpers.ts';
import { HTML_CODESNIFFER_SCRIPT, htmlCodeSnifferFindings } from './support/html-codesniffer.ts';
import { IBM_CHECKER_SCRIPT, ibmCheckerFindings } from './support/ibm-accessibility-checker.ts';
import type { Finding } from './support/in-page-findings.ts';
import { sidewaysOverflow } from './support/page-checks.ts';
import { expect, test } from './support/reused-page.ts';

const WIDTHS = [375, 1280];
const NARROWEST_PHONE = 360;
const NOT_FOUND_PATHS = ['/this-page-does-not-exist', '/nl/bestaat-niet'];

// The engines' scripts are added to each page as <script> elements, which the pages' Content-Security-Policy refuses
// (it allows the site's own scripts only): this file's browser pages ignore it.
test.use({ bypassCSP: true });

/** Each engine's notes, by rule, with the places (route, width, element) where it made them. */
const notes = new Map<string, string[]>();

const failureLines = (findings: Finding[]) =>
  findings.map(({ rule, message, where }) => `${rule}: ${message} ${where}`);

// Each page is loaded once and checked at each width in turn (the layout follows the width through CSS alone).
// axe runs in the page itself (legacy mode), not frame by frame with a blank page to merge the results: four times
// faster, and the pages hold no frame (their Content-Security-Policy allows none from elsewhere).
for (const route of [...routes, ...dutchRoutes, ...NOT_FOUND_PATHS]) {
  test(`${route} has no accessibility violation at ${WIDTHS.join(' and ')} px, and no sideways scroll at ${NARROWEST_PHONE} px`, async ({
    reusedPage: page,
  }) => {
    await page.setViewportSize({ width: NARROWEST_PHONE, height: 900 });
    await page.goto(route);
    await hydrated(page);
    expect(await sidewaysOverflow(page), `pixels of sideways scroll at ${NARROWEST_PHONE} px`).toBe(0);
    await page.addScriptTag({ path: HTML_CODESNIFFER_SCRIPT });
    await page.addScriptTag({ path: IBM_CHECKER_SCRIPT });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 900 });
      const results = await new AxeBuilder({ page }).setLegacyMode().analyze();
      const axe = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      );
      expect(axe, `axe at ${width} px`).toEqual([]);
      const codeSniffer = await htmlCodeSnifferFindings(page);
      expect(failureLines(codeSniffer.failures), `HTML_CodeSniffer errors at ${width} px`).toEqual([]);
      const ibm = await ibmCheckerFindings(page);
      expect(failureLines(ibm.failures), `IBM accessibility checker violations at ${width} px`).toEqual([]);
      for (const [engine, found] of [
        ['HTML_CodeSniffer warning', codeSniffer.notes],
        ['IBM', ibm.notes],
      ] as const) {
        for (const { rule, where } of found)
          notes.set(`${engine} ${rule}`, [
            ...(notes.get(`${engine} ${rule}`) ?? []),
            `${route} at ${width} px: ${where}`,
          ]);
      }
    }
  });
}

// One list per worker (each saw its share of the routes): a line a rule, how often and where it was first seen.
test.afterAll(() => {
  if (notes.size === 0) return;
  const lines = [...notes]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([rule, places]) => `  ${rule}: ${places.length}×, first ${places[0]}`);
  console.log(
    `Possible problems and advice from the accessibility engines, to look at (not failures):\n${lines.join('\n')}`,
  );
});
