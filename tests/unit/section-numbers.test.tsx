/**
 * A section's number is its place on its page: an editor adds, moves or removes a section and writes nothing else.
 */
import { readFileSync } from 'node:fs';
import type { ArrayNode, ObjectNode } from '@humanwhocodes/momoa';
import { describe, expect, it } from 'vitest';
import { resolveSite } from '../../site/resolve-site.ts';
import { parseJson } from '../../site/json-source.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { isTranslationToDo } from '../../site/check-site.ts';
import { renderApp } from './support/render-app.tsx';

const siteText = readFileSync(new URL('../../site.json', import.meta.url), 'utf8');

/** site.json with `section` typed in as the home page's second section, before the one that was second: no other edit. */
function withSectionAtTwo(section: string): string {
  const parsed = parseJson(siteText);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const member = (node: ObjectNode, name: string) =>
    node.members.find((m) => m.name.type === 'String' && m.name.value === name)!.value;
  const pages = member(parsed.document.body as ObjectNode, 'pages') as ArrayNode;
  const home = pages.elements
    .map((element) => element.value as ObjectNode)
    .find((page) => (member(page, 'route') as { value: string }).value === '/')!;
  const at = (member(home, 'sections') as ArrayNode).elements[1]!.value.loc.start.offset;
  return `${siteText.slice(0, at)}${section},\n        ${siteText.slice(at)}`;
}

const INSERTED =
  '{ "type": "cta", "heading": "A section added second", "buttons": [{ "label": "Start", "href": "{links.register}" }] }';

describe('section numbers follow the order of the list', () => {
  it('accepts a section inserted at position 2 of the home page with no other edit', () => {
    const check = checkSiteText(withSectionAtTwo(INSERTED));
    // Only its two new texts are left: to translate into Dutch.
    expect(check.problems.filter((problem) => !isTranslationToDo(problem))).toEqual([]);
    expect(check.problems.map(({ code, pointer }) => [code, pointer])).toEqual([
      ['missing-translation', '/pages/0/sections/1/heading'],
      ['missing-translation', '/pages/0/sections/1/buttons/0/label'],
    ]);
  });

  it('numbers the home page 1, 2, 3… with the inserted section second, in the data and in the drawn page', () => {
    const check = checkSiteText(withSectionAtTwo(INSERTED));
    const site = check.ok ? check.site : check.draft;
    if (!site) throw new Error('the copy is not valid');
    const home = resolveSite(site, null).routeTable.get('/')!;
    const before = resolveSite(JSON.parse(siteText), null).routeTable.get('/')!;
    expect(home.sections.map((section) => section.number)).toEqual([...before.sections, INSERTED].map((_, i) => i + 1));
    expect(home.sections[1]).toMatchObject({ type: 'cta', number: 2, heading: 'A section added second' });
    // The section that was second is now third, and so on: everything below moved down by one.
    expect(home.sections.slice(2).map(({ number, ...rest }) => [number, rest])).toEqual(
      before.sections.slice(1).map(({ number, ...rest }) => [number + 1, rest]),
    );

    const html = renderApp(home, '/');
    const numbers = [...html.matchAll(/data-section="(\d+)"/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(home.sections.map((_, i) => i + 1));
    expect(html).toMatch(
      /<section[^>]*data-section="2" aria-labelledby="section-2-heading"><div class="section__inner"><h2 id="section-2-heading">A section added second<\/h2>/,
    );
  });

  it('tells an editor with an old copy that still numbers its sections to remove "number", once per section', () => {
    const old = siteText.replace(
      /"type": "(\w+)",\n(\s+)/g,
      (whole, type: string, indent: string) => `${whole}"number": 1,\n${indent}`,
    );
    const check = checkSiteText(old);
    const sections = (JSON.parse(siteText) as { pages: { sections: unknown[] }[] }).pages.reduce(
      (count, page) => count + page.sections.length,
      0,
    );
    expect(check.problems).toHaveLength(sections);
    for (const problem of check.problems) {
      expect(problem.pointer).toMatch(/^\/pages\/\d+\/sections\/\d+\/number$/);
      expect(problem.message).toBe('section numbers now follow the order of the list: remove "number"');
    }
  });
});
