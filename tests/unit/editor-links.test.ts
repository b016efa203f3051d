/** Changing a page's route in the editor offers to change every link to it: which strings those are, and what they become. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { setIn } from '../../editor/app/document.ts';
import { linksTo, linkTargets } from '../../editor/app/site-paths.ts';

const data = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as unknown;

describe('links to a route', () => {
  it('finds hrefs to the route, to its anchors and inside copy, and nothing that only starts alike', () => {
    const site = {
      header: {
        navigation: [
          { label: 'Teams', href: '/teams' },
          { label: 'Team page', href: '/teams-and-more' },
        ],
      },
      footer: { links: [{ href: '/teams#roles' }] },
      pages: [
        {
          route: '/teams',
          sections: [{ lead: 'See [roles](/teams#roles) and [more](/teams-and-more), or [us](/teams).' }],
        },
      ],
    };
    expect(linksTo(site, '/teams', '/team')).toEqual([
      { path: ['header', 'navigation', 0, 'href'], value: '/team' },
      { path: ['footer', 'links', 0, 'href'], value: '/team#roles' },
      {
        path: ['pages', 0, 'sections', 0, 'lead'],
        value: 'See [roles](/team#roles) and [more](/teams-and-more), or [us](/team).',
      },
    ]);
  });

  it("leaves the page's own route to the route change itself", () => {
    expect(linksTo(data, '/pricing', '/prices').map((link) => link.path.join('/'))).not.toContain('pages/0/route');
    expect(linksTo(data, '/pricing', '/prices').length).toBeGreaterThan(3);
  });

  it("offers every route, each route's anchors and every {links.NAME} as link targets", () => {
    const targets = linkTargets(data);
    expect(targets).toContain('/pricing');
    expect(targets).toContain('/pricing#faq');
    expect(targets.some((target) => /^\{links\.\w+\}$/.test(target))).toBe(true);
  });

  it('follows every edit of a route or an anchor, page by page, while pages the edit left alone keep theirs', () => {
    const before = linkTargets(data);
    const renamed = setIn(data, ['pages', 1, 'route'], '/renamed');
    const anchored = setIn(renamed, ['pages', 2, 'sections', 0, 'id'], 'new-anchor');
    const after = linkTargets(anchored);
    const pages = (anchored as { pages: { route: string; sections: { id?: string }[] }[] }).pages;
    const fresh = pages.flatMap((page) => [
      page.route,
      ...page.sections.flatMap((section) => (section.id ? [`${page.route}#${section.id}`] : [])),
    ]);
    expect(after.slice(0, fresh.length)).toEqual(fresh);
    expect(after).toContain('/renamed');
    expect(after).toContain(`${pages[2]!.route}#new-anchor`);
    // The data it was first asked of is unchanged, and so are its targets.
    expect(linkTargets(data)).toEqual(before);
  });
});
