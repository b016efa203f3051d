import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { robotsTxt, seoKey, sitemapXml, type SiteRoutes } from '../../scripts/build/seo-files.ts';
import { routeIn } from '../../site/languages.ts';

const ORIGIN = 'https://example.test';
const ENGLISH = { code: 'en', locale: 'en-US', name: 'English', prefix: '' };
const DUTCH = { code: 'nl', locale: 'nl-NL', name: 'Nederlands', prefix: '/nl' };

/** The sitemap's sites: the same routes in each of `languages`, as a build's route table gives them. */
function sitesOf(routes: readonly string[], languages = [ENGLISH, DUTCH]): SiteRoutes[] {
  return languages.map((language) => ({
    site: { origin: ORIGIN } as SiteRoutes['site'],
    language,
    languages,
    pages: routes.map((route) => ({ route: routeIn(route, language) })),
  }));
}

/** Each <url> entry of a sitemap: its address and its alternates (hreflang → address), as a reader of XML sees them. */
function entriesOf(xml: string): { loc: string; alternates: [string, string][] }[] {
  const unescape = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescape(/<loc>(.*)<\/loc>/.exec(body!)![1]!),
    alternates: [...body!.matchAll(/hreflang="([^"]*)" href="([^"]*)"/g)].map(([, hreflang, href]) => [
      hreflang!,
      unescape(href!),
    ]),
  }));
}

const routeArbitrary = fc
  .array(fc.stringMatching(/^[a-z0-9&'"<>-]{1,8}$/), { minLength: 0, maxLength: 3 })
  .map((parts) => `/${parts.join('/')}`);

describe('sitemap.xml', () => {
  it('lists every route of every language once, each with its address in every language and x-default', () => {
    fc.assert(
      fc.property(fc.uniqueArray(routeArbitrary, { maxLength: 12 }), (routes) => {
        const xml = sitemapXml(sitesOf(routes));
        expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset ')).toBe(true);
        expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
        // Nothing a route may hold breaks the XML: each special character is written as a reference.
        expect(xml.replace(/<[^>]*>|&#\d+;/g, '')).not.toMatch(/[<>&]/);
        const expected = [ENGLISH, DUTCH].flatMap((language) =>
          routes.map((route) => ({
            loc: ORIGIN + routeIn(route, language),
            alternates: [
              ['en', ORIGIN + route],
              ['nl', ORIGIN + routeIn(route, DUTCH)],
              ['x-default', ORIGIN + route],
            ],
          })),
        );
        expect(entriesOf(xml)).toEqual(expected);
      }),
    );
  });

  it('lists a site in one language without alternates', () => {
    const xml = sitemapXml(sitesOf(['/', '/pricing'], [ENGLISH]));
    expect(xml).not.toContain('xhtml');
    expect(entriesOf(xml)).toEqual([
      { loc: `${ORIGIN}/`, alternates: [] },
      { loc: `${ORIGIN}/pricing`, alternates: [] },
    ]);
  });

  it("is made again whenever its bytes or robots.txt's would change: the key a rebuild keeps them by changes too", () => {
    const FRENCH = { code: 'fr', locale: 'fr-FR', name: 'Français', prefix: '/fr' };
    // One change of what the route table and the site's frame say, as an editor's change may make it.
    const changes: ((routes: string[], languages: (typeof ENGLISH)[]) => SiteRoutes[])[] = [
      (routes, languages) => sitesOf([...routes, '/added'], languages),
      (routes, languages) => sitesOf(routes.slice(1), languages),
      (routes, languages) => sitesOf([...routes].reverse(), languages),
      (routes, languages) =>
        sitesOf(
          routes.map((route, i) => (i === 0 ? `${route}-renamed` : route)),
          languages,
        ),
      (routes) => sitesOf(routes, [ENGLISH]),
      (routes) => sitesOf(routes, [ENGLISH, DUTCH, FRENCH]),
      (routes, languages) =>
        sitesOf(routes, languages).map((site) => ({
          ...site,
          site: { origin: 'https://other.test' } as SiteRoutes['site'],
        })),
    ];
    fc.assert(
      fc.property(
        fc.uniqueArray(routeArbitrary, { minLength: 1, maxLength: 8 }),
        fc.constantFrom<(typeof ENGLISH)[][]>([ENGLISH], [ENGLISH, DUTCH]),
        fc.integer({ min: 0, max: changes.length - 1 }),
        (routes, languages, change) => {
          const before = sitesOf(routes, languages);
          const after = changes[change]!(routes, languages);
          const made = (sites: SiteRoutes[]) => sitemapXml(sites) + robotsTxt(sites[0]!.site.origin);
          expect(seoKey('code', before)).toBe(seoKey('code', sitesOf(routes, languages)));
          if (made(after) !== made(before)) expect(seoKey('code', after)).not.toBe(seoKey('code', before));
          expect(seoKey('other code', before)).not.toBe(seoKey('code', before));
        },
      ),
    );
  });
});
