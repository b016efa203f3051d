/**
 * Every link of the header and footer lands somewhere: a route site.json declares (which answers 200, and has the
 * anchor when the link names one) or an outside address from site.json's links. Links inside copy are checked the
 * same way, page by page.
 */
import { expect } from '@playwright/test';
import { routeIn } from '../../site/languages.ts';
import { routes, routeTable, site } from '../site.ts';
import { hydrated, test } from './navigation-helpers.ts';

const outsideAddresses = new Set(Object.values(site.links));
const configuredLayoutLinks = [
  ...site.header.navigation.flatMap((entry) =>
    'items' in entry ? entry.items.map((item) => item.href) : [entry.href],
  ),
  ...site.header.actions.map((action) => action.href),
  ...site.footer.groups.flatMap((group) => group.links.map((link) => link.href)),
  ...site.footer.social.map((link) => link.href),
  ...site.footer.legal.map((link) => link.href),
];

test('the header and footer show every link site.json gives them, and each one resolves', async ({ page, request }) => {
  await page.goto('/');
  await hydrated(page);
  const shown = await page
    .locator('header a[href], footer a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  // The skip link leads to the main content, the brand home, the language switch to this page in each other language;
  // everything else comes from site.json.
  const skipLink = '#main';
  const switches = site.languages.slice(1).map((language) => routeIn('/', language));
  expect(new Set(shown)).toEqual(new Set([skipLink, '/', ...switches, ...configuredLayoutLinks]));
  await expect(page.locator(skipLink)).toBeAttached();
  for (const href of new Set(shown.filter((href) => href !== skipLink && !switches.includes(href)))) {
    if (href.startsWith('/')) {
      const [path = '', anchor] = href.split('#');
      expect(routes, `${href} is a declared route`).toContain(path);
      expect((await request.get(path)).status(), `${path} answers`).toBe(200);
      if (anchor) {
        await page.goto(href);
        await expect(page.locator(`[id="${anchor}"]`)).toBeAttached();
      }
    } else {
      expect(
        outsideAddresses.has(href) || href.startsWith('mailto:'),
        `${href} is an outside address of site.json`,
      ).toBe(true);
      expect(href).toMatch(/^(https:\/\/|mailto:)/);
    }
  }
});

test.describe('from the prerendered pages', () => {
  // The links and anchors are in the served HTML: read without running the app, some forty loads take a third of the time.
  test.use({ javaScriptEnabled: false });

  test('links inside the copy of every page land on a declared route and anchor', async ({ page }) => {
    // Some forty page loads, every page and every anchor target: more than the default 30 s on a loaded machine.
    test.setTimeout(90_000);
    const targets = new Set<string>();
    for (const route of routes) {
      await page.goto(route);
      const hrefs = await page
        .locator('main a[href]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      for (const href of hrefs) {
        if (href.startsWith('#')) targets.add(`${route}${href}`);
        else if (href.startsWith('/')) targets.add(href);
        else expect(href, `${route}: ${href}`).toMatch(/^(https:\/\/|mailto:)/);
      }
    }
    for (const target of targets) {
      const [path = '', anchor] = target.split('#');
      expect(routeTable.has(path), `${target} is a declared route`).toBe(true);
      if (!anchor) continue;
      await page.goto(target);
      await expect(page.locator(`[id="${anchor}"]`), `${target} has its anchor`).toBeAttached();
    }
  });
});
