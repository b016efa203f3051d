/**
 * The browser tests give Chromium a --disable-features list of their own (scripts/chromium.ts), and Chromium takes
 * only the last one given: the list must hold every feature Playwright disables itself, or an upgrade of Playwright
 * would quietly turn one back on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, it } from 'vitest';
import { PLAYWRIGHT_CHROMIUM_ARGS, PLAYWRIGHT_DISABLED_FEATURES, WINDOW_UI_FEATURES } from '../../scripts/chromium.ts';

/** The features Playwright's own switches disable, read from its code (the list it joins into --disable-features). */
function playwrightDisabledFeatures(): string[] {
  const core = path.dirname(createRequire(import.meta.url).resolve('playwright-core/package.json'));
  const code = readFileSync(path.join(core, 'lib/coreBundle.js'), 'utf8');
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(code)?.[1];
  expect(list, "Playwright's list of disabled features was not found in its code").toBeDefined();
  return [...list!.matchAll(/^\s*"([A-Za-z0-9]+)"/gm)].map((match) => match[1]!);
}

it("disables every feature Playwright disables, and Chromium's window pages, in one --disable-features", () => {
  const playwrights = playwrightDisabledFeatures();
  expect(playwrights.length).toBeGreaterThan(5);
  expect([...PLAYWRIGHT_DISABLED_FEATURES].sort()).toEqual([...playwrights].sort());
  const given = PLAYWRIGHT_CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
  expect(given).toHaveLength(1);
  expect(given[0]!.slice('--disable-features='.length).split(',').sort()).toEqual(
    [...playwrights, ...WINDOW_UI_FEATURES].sort(),
  );
});
