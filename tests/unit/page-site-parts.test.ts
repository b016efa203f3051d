/**
 * The parts of the site a section reads besides its fields (the contact form, the cookie categories' explanations)
 * travel with the pages that show such a section, not in every page's layout: walked over every page of site.json in
 * every language.
 */
import { describe, expect, it } from 'vitest';
import { layoutPayload, pagePayload, type PageSiteParts } from '../../renderer/payload.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';
import { sites } from '../site.ts';

const everyPage = sites.flatMap((site) => site.pages.map((page) => ({ site, page })));
const expectedParts = (site: (typeof sites)[number]): Required<PageSiteParts> => ({
  contactForm: site.contactForm!,
  cookieCategories: site.cookies!.categories,
});

describe('the site parts of a page', () => {
  it("are carried by exactly the pages whose sections read them, in the page's language", () => {
    let carrying = 0;
    for (const { site, page } of everyPage) {
      const read = new Set(page.sections.flatMap((section) => sitePartsOf(section) ?? []));
      const { siteParts } = pagePayload(site, page, sitePartsOf);
      const expected = Object.fromEntries([...read].map((part) => [part, expectedParts(site)[part]]));
      expect(siteParts ?? {}, page.route).toEqual(expected);
      if (read.size) carrying++;
    }
    // site.json has a contact page and a cookie settings page in each language.
    expect(carrying).toBe(2 * sites.length);
  });

  it('are not in the layout every page embeds: the consent code gets each category without its copy', () => {
    for (const site of sites) {
      const layout = layoutPayload(site);
      expect(layout).not.toHaveProperty('contactForm');
      const serialized = JSON.stringify(layout);
      for (const category of site.cookies!.categories) {
        for (const paragraph of category.paragraphs) expect(serialized).not.toContain(JSON.stringify(paragraph));
        const { title: _t, paragraphs: _p, badge: _b, ...facts } = category;
        expect(layout.cookies!.categories).toContainEqual(facts);
      }
      expect(serialized).not.toContain(JSON.stringify(site.contactForm!.messages.required));
      expect(layout.cookies!.banner).toEqual(site.cookies!.banner);
    }
  });

  it('leave a page that reads none as it is', () => {
    const plain = everyPage.filter(({ page }) => page.sections.every((section) => !sitePartsOf(section)));
    expect(plain.length).toBeGreaterThan(0);
    for (const { site, page } of plain) expect(pagePayload(site, page, sitePartsOf)).toBe(page);
  });
});
