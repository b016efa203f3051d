/**
 * The editor's actions on the document (editor/app/actions/): what adding, duplicating, deleting and moving pages,
 * sections and languages does to site.json's data, tried on every page and section of the site's own site.json.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { addLanguage, markReviewed, translateText } from '../../editor/app/actions/language-actions.ts';
import { addPage, changeRoute, deletePage, duplicatePage } from '../../editor/app/actions/page-actions.ts';
import { addSection, deleteSection, duplicateSection, moveSection } from '../../editor/app/actions/section-actions.ts';
import type { Edit, Refusal } from '../../editor/app/actions/edit-result.ts';
import { getIn, setIn } from '../../editor/app/document.ts';
import { REVIEW_KEY, reviewOf } from '../../editor/app/follow-translations.ts';
import { pointerOf } from '../../editor/app/form-context.ts';
import { bundleSchemas, sectionKinds } from '../../editor/app/schema-bundle.ts';
import { linksTo, pageRoute, pagesOf, sectionsOf, translationsOf } from '../../editor/app/site-paths.ts';
import { crossCheckProblems } from '../../site/cross-checks.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';

const bundle = bundleSchemas(schemaDocuments());
const site = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as Record<string, unknown>;
const pages = pagesOf(site);
const routes = pages.map(pageRoute);

const made = (result: Edit | Refusal | undefined): Edit => {
  if (!result || 'refused' in result) throw new Error(`expected an edit, got ${JSON.stringify(result)}`);
  return result;
};
const refusal = (result: Edit | Refusal) => ('refused' in result ? result.refused : undefined);

describe('pages', () => {
  it("adds a page last, with its route and title and the schema's first section, leaving every other page as it was", () => {
    const added = made(addPage(site, bundle, '/integrations', 'Integrations'));
    const after = pagesOf(added.data);
    expect(after).toHaveLength(pages.length + 1);
    after.slice(0, -1).forEach((page, i) => expect(page).toBe(pages[i]));
    expect(after.at(-1)).toMatchObject({ route: '/integrations', title: 'Integrations' });
    expect(sectionsOf(after.at(-1)).length).toBeGreaterThan(0);
    expect(added.selection).toEqual({ kind: 'page', page: pages.length });
  });

  it('refuses a route that is not a slash and lowercase letters, digits and hyphens, and a route a page has', () => {
    for (const route of ['integrations', '/Integrations', '/with space', '/under_score', '/ünicode', '']) {
      expect(refusal(addPage(site, bundle, route, 'Title'))).toMatch(/^A route starts with \//);
    }
    for (const route of routes)
      expect(refusal(addPage(site, bundle, route, 'Title'))).toBe(`The route ${route} is already a page.`);
  });

  it('duplicates each page just after it, under a route no page has, with the same sections and "(copy)" in its title', () => {
    pages.forEach((page, index) => {
      const copied = made(duplicatePage(site, index));
      const after = pagesOf(copied.data);
      const copy = after[index + 1]!;
      expect(after).toHaveLength(pages.length + 1);
      expect(routes).not.toContain(pageRoute(copy));
      expect(pageRoute(copy)).toBe(`${routes[index]}-copy`);
      expect(copy.sections).toEqual(page.sections);
      expect(copy.title).toBe(`${String(page.title)} (copy)`);
      expect(after.filter((_, i) => i !== index + 1)).toEqual(pages);
      expect(copied.selection).toEqual({ kind: 'page', page: index + 1 });
    });
  });

  it('gives a second copy a route that is still free ("-copy-copy")', () => {
    const once = made(duplicatePage(site, 1)).data;
    const twice = pagesOf(made(duplicatePage(once, 1)).data);
    expect(pageRoute(twice[2])).toBe(`${routes[1]}-copy-copy`);
    expect(new Set(twice.map(pageRoute)).size).toBe(twice.length);
  });

  it('deletes a page and selects the one before it, leaving the links to its route in place for the checker to report', () => {
    let reported = 0;
    pages.forEach((page, index) => {
      const deleted = made(deletePage(site, index));
      expect(pagesOf(deleted.data)).toEqual(pages.filter((_, i) => i !== index));
      expect(deleted.selection).toEqual({ kind: 'page', page: Math.max(0, index - 1) });
      const route = pageRoute(page);
      // Links from elsewhere to the deleted route: the same number as before, less those on the deleted page itself.
      const before = linksTo(site, route, '/elsewhere').filter(
        (link) => !(link.path[0] === 'pages' && link.path[1] === index),
      );
      const left = linksTo(deleted.data, route, '/elsewhere');
      expect(left).toHaveLength(before.length);
      // The pages and the site-wide parts are the site's own links (a translation follows its English words).
      const own = left.filter((link) => link.path[0] !== 'translations');
      const dead = new Set(
        crossCheckProblems(deleted.data)
          .filter((problem) => problem.code === 'dead-link')
          .map((problem) => problem.pointer),
      );
      for (const link of own) expect(dead).toContain(pointerOf(link.path));
      reported += own.length;
    });
    // The site's pages do link to each other: the check above was made on real links.
    expect(reported).toBeGreaterThan(0);
  });

  it("changes a page's route and only the links chosen, leaving the others on the old route", () => {
    const index = routes.indexOf('/pricing');
    const links = linksTo(site, '/pricing', '/plans');
    expect(links.length).toBeGreaterThan(1);
    const [chosen, ...others] = links;
    const after = changeRoute(site, index, '/plans', [chosen!]);
    expect(pageRoute(pagesOf(after)[index])).toBe('/plans');
    expect(getIn(after, chosen!.path)).toBe(chosen!.value);
    for (const link of others) expect(getIn(after, link.path)).toBe(getIn(site, link.path));
    expect(linksTo(after, '/pricing', '/plans')).toHaveLength(others.length);
  });
});

describe('sections', () => {
  const withSections = pages
    .map((page, index) => ({ index, sections: sectionsOf(page) }))
    .filter(({ sections }) => sections.length > 1);

  it('moves a section to each place of its page: the same sections, only their order changed, other pages untouched', () => {
    for (const { index, sections } of withSections) {
      for (let from = 0; from < sections.length; from++) {
        for (let to = 0; to < sections.length; to++) {
          const moved = made(moveSection(site, index, from, to));
          const expected = sections.slice();
          expected.splice(to, 0, ...expected.splice(from, 1));
          expect(sectionsOf(pagesOf(moved.data)[index])).toEqual(expected);
          pagesOf(moved.data).forEach((page, i) => i !== index && expect(page).toBe(pages[i]));
          expect(moved.selection).toEqual({ kind: 'page', page: index, section: to });
        }
      }
    }
  });

  it("does not move a section off its page's list", () => {
    const { index, sections } = withSections[0]!;
    expect(moveSection(site, index, 0, -1)).toBeUndefined();
    expect(moveSection(site, index, 0, sections.length)).toBeUndefined();
  });

  it('duplicates a section just after it, without its anchor, and selects the copy', () => {
    for (const { index, sections } of withSections) {
      sections.forEach((section, at) => {
        const copied = made(duplicateSection(site, index, at));
        const after = sectionsOf(pagesOf(copied.data)[index]);
        const { id: _id, ...withoutId } = section;
        expect(after[at + 1]).toEqual(withoutId);
        expect(after.filter((_, i) => i !== at + 1)).toEqual(sections);
        expect(copied.selection).toEqual({ kind: 'page', page: index, section: at + 1 });
      });
    }
  });

  it('deletes a section and selects the one before it, or the page when none is left', () => {
    const { index, sections } = withSections[0]!;
    sections.forEach((_, at) => {
      const deleted = made(deleteSection(site, index, at));
      expect(sectionsOf(pagesOf(deleted.data)[index])).toEqual(sections.filter((__, i) => i !== at));
      expect(deleted.selection).toEqual({ kind: 'page', page: index, section: Math.max(0, at - 1) });
    });
    const alone = setIn(site, ['pages', index, 'sections'], [sections[0]]);
    const last = made(deleteSection(alone, index, 0));
    expect(sectionsOf(pagesOf(last.data)[index])).toEqual([]);
    expect(last.selection).toEqual({ kind: 'page', page: index });
  });

  it('adds a section of each kind after the selected one, or last when none is selected', () => {
    const { index, sections } = withSections[0]!;
    const kinds = sectionKinds(bundle);
    expect(kinds.length).toBeGreaterThan(1);
    for (const kind of kinds) {
      const after = made(addSection(site, index, 0, kind));
      expect(sectionsOf(pagesOf(after.data)[index])).toEqual([sections[0], kind.skeleton, ...sections.slice(1)]);
      expect(after.selection).toEqual({ kind: 'page', page: index, section: 1 });
      const last = made(addSection(site, index, undefined, kind));
      expect(sectionsOf(pagesOf(last.data)[index])).toEqual([...sections, kind.skeleton]);
      expect(last.selection).toEqual({ kind: 'page', page: index, section: sections.length });
    }
  });
});

describe('languages', () => {
  const declared = translationsOf(site);

  it('adds a language with no texts yet, last, and selects it', () => {
    const added = made(addLanguage(site, bundle, 'de', 'de-DE'));
    expect(translationsOf(added.data)).toEqual([...declared, { language: 'de', locale: 'de-DE', texts: {} }]);
    expect(added.selection).toEqual({ kind: 'language', language: declared.length });
  });

  it('refuses a code or a locale the schema does not take, and a language the site has', () => {
    for (const code of ['DE', 'german', 'd', 'de-DE', ''])
      expect(refusal(addLanguage(site, bundle, code, 'de-DE'))).toMatch(/^A language code is/);
    for (const locale of ['de', 'de_DE', 'de-de', 'DE-DE'])
      expect(refusal(addLanguage(site, bundle, 'de', locale))).toMatch(/^The formats are/);
    expect(refusal(addLanguage(site, bundle, 'en', 'en-GB'))).toMatch(/is already a language of the site\.$/);
    for (const entry of declared)
      expect(refusal(addLanguage(site, bundle, String(entry.language), String(entry.locale)))).toMatch(
        /is already a language of the site\.$/,
      );
  });

  it('writes a translation and takes the text off the review list; marking reviewed keeps the words', () => {
    const english = Object.keys(declared[0]!.texts as object)[0]!;
    const listed = setIn(site, ['translations', 0, REVIEW_KEY], [english]);
    const translated = translateText(listed, 0, english, 'Nieuwe woorden');
    expect(getIn(translated, ['translations', 0, 'texts', english])).toBe('Nieuwe woorden');
    expect(reviewOf(translated, 0)).toEqual([]);
    const reviewed = markReviewed(listed, 0, english);
    expect(getIn(reviewed, ['translations', 0, 'texts', english])).toBe(
      getIn(site, ['translations', 0, 'texts', english]),
    );
    expect(reviewOf(reviewed, 0)).toEqual([]);
  });
});
