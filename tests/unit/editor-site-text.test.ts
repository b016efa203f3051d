/** The editor writes site.json's text in place: one field edited is one line changed, the rest byte for byte. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applyChange, insertAt, moveAt, setAt } from '../../editor/app/site-text.ts';

const text = readFileSync(new URL('../../site.json', import.meta.url), 'utf8');
const data = JSON.parse(text) as { pages: { route: string; sections: Record<string, unknown>[] }[] };
const pricing = data.pages.findIndex((page) => page.route === '/pricing');

/** The lines that differ between two texts of the same length in lines. */
const differing = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  return { removed: a.filter((line, i) => line !== b[i]).length, lines: b.length - a.length };
};

describe('editing site.json\'s text in place', () => {
  it('changes one line for one field changed through a whole section\'s new value, keeping key order and indentation', () => {
    const hero = data.pages[pricing]!.sections[0]!;
    const after = applyChange(text, ['pages', pricing, 'sections', 0], hero, { ...hero, heading: 'New words' });
    expect(differing(text, after)).toEqual({ removed: 1, lines: 0 });
    expect(after.replace('"heading": "New words"', `"heading": ${JSON.stringify(hero.heading)}`)).toBe(text);
  });

  it('changes nothing when nothing changed', () => {
    const section = data.pages[pricing]!.sections[2]!;
    expect(applyChange(text, ['pages', pricing, 'sections', 2], section, structuredClone(section))).toBe(text);
  });

  it('removes a field emptied to undefined, and adds a new one in the file\'s own indentation', () => {
    const hero = data.pages[pricing]!.sections[0]!;
    const { eyebrow: _eyebrow, ...withoutEyebrow } = hero;
    const removed = applyChange(text, ['pages', pricing, 'sections', 0], hero, withoutEyebrow);
    expect(JSON.parse(removed).pages[pricing].sections[0].eyebrow).toBeUndefined();
    expect(differing(text, removed).lines).toBe(-1);
    const added = setAt(text, ['pages', pricing, 'sections', 0, 'id'], 'top');
    expect(added).toMatch(/\n {10}"id": "top"\n {8}}/);
  });

  it('inserts and moves list entries, leaving every other line as it was', () => {
    const sections = data.pages[pricing]!.sections;
    const moved = moveAt(text, ['pages', pricing, 'sections'], 3, 2, sections[3]);
    expect((JSON.parse(moved).pages[pricing].sections as { type: string }[]).map((section) => section.type)).toEqual(['hero', 'pricing', 'cta', 'faq']);
    expect(moved.length).toBe(text.length);
    const inserted = insertAt(text, ['pages', pricing, 'sections'], 1, { type: 'cta', heading: 'Hi', buttons: [] });
    expect((JSON.parse(inserted).pages[pricing].sections as { type: string }[]).map((section) => section.type)).toEqual(['hero', 'cta', 'pricing', 'faq', 'cta']);
    expect(inserted.startsWith(text.slice(0, text.indexOf('"sections"', text.indexOf('"route": "/pricing"'))))).toBe(true);
  });
});
