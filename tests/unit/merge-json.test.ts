/**
 * Two people's changes to one JSON file, merged field by field: changes to different fields always join, whatever
 * the fields and values (a property test); the same field changed by both to different values is a clash with both
 * values; a list one side lengthened, changed inside by the other, is a clash; the result keeps the formatting of the
 * file here, touching only what the other side changed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clashInWords, mergeJsonTexts, mergeValues, withChoices } from '../../editor/team/merge-json.ts';

type Site = Record<string, Record<string, string>>;
const text = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** A site-like value, and its leaves as [group, field] pairs. */
const site = fc.dictionary(
  fc.string({ minLength: 1, maxLength: 6 }),
  fc.dictionary(fc.string({ minLength: 1, maxLength: 6 }), fc.string(), { minKeys: 1, maxKeys: 4 }),
  {
    minKeys: 1,
    maxKeys: 4,
  },
);
const leaves = (value: Site) =>
  Object.entries(value).flatMap(([group, fields]) => Object.keys(fields).map((field) => [group, field] as const));
const changed = (value: Site, at: readonly (readonly [string, string])[], words: string): Site => {
  const copy = structuredClone(value);
  for (const [group, field] of at) copy[group]![field] = `${copy[group]![field]}${words}`;
  return copy;
};

describe('a field-by-field merge', () => {
  it('joins changes to different fields, whatever they are', () => {
    fc.assert(
      fc.property(site, fc.infiniteStream(fc.boolean()), (base, sides) => {
        const all = leaves(base);
        const side = all.map(() => sides.next().value as boolean);
        const mine = all.filter((_, i) => side[i]);
        const theirs = all.filter((_, i) => !side[i]);
        const merged = mergeJsonTexts(
          text(base),
          text(changed(base, mine, ' (here)')),
          text(changed(base, theirs, ' (there)')),
        );
        expect(merged.ok).toBe(true);
        expect(JSON.parse((merged as { text: string }).text)).toEqual(
          changed(changed(base, mine, ' (here)'), theirs, ' (there)'),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('calls the same field changed to different values a clash, with both values, in words', () => {
    const base = { pages: [{ route: '/pricing', sections: [{ type: 'hero', heading: 'Pricing', lead: 'Lead' }] }] };
    const mine = structuredClone(base);
    mine.pages[0]!.sections[0]!.heading = 'Plans';
    const theirs = structuredClone(base);
    theirs.pages[0]!.sections[0]!.heading = 'Prices';
    theirs.pages[0]!.sections[0]!.lead = 'Another lead';
    const merged = mergeJsonTexts(text(base), text(mine), text(theirs));
    expect(merged.ok).toBe(false);
    const { clashes } = merged as { clashes: Parameters<typeof clashInWords>[0][] };
    expect(clashes.map((clash) => clashInWords(clash, mine))).toEqual([
      'page /pricing › section 1 (hero) › heading: here "Plans", published "Prices"',
    ]);
  });

  it('calls a list lengthened on one side and changed inside on the other a clash, never a change at the wrong place', () => {
    const base = { sections: [{ heading: 'A' }, { heading: 'B' }] };
    const mine = { sections: [{ heading: 'New' }, { heading: 'A' }, { heading: 'B' }] };
    const theirs = { sections: [{ heading: 'A' }, { heading: 'B, changed' }] };
    expect(mergeJsonTexts(text(base), text(mine), text(theirs)).ok).toBe(false);
    // Lengthened on one side only: that side's list is taken whole.
    const merged = mergeJsonTexts(text(base), text(mine), text(base));
    expect(merged).toEqual({ ok: true, text: text(mine) });
  });

  it('keeps the formatting of the file here, touching only what the other side changed', () => {
    const base = '{\n    "title": "Plans",\n    "tags": ["a", "b"],   "lead": "Lead"\n}\n';
    const mine = '{\n    "title": "Plans and prices",\n    "tags": ["a", "b"],   "lead": "Lead"\n}\n';
    const theirs = '{"title": "Plans", "tags": ["a", "b"], "lead": "A new lead"}';
    expect(mergeJsonTexts(base, mine, theirs)).toEqual({
      ok: true,
      text: '{\n    "title": "Plans and prices",\n    "tags": ["a", "b"],   "lead": "A new lead"\n}\n',
    });
  });

  it('settles each clash with the value chosen: the other side’s where asked, this side’s elsewhere, inside lists too', () => {
    const base = { sections: [{ heading: 'A', lead: 'L' }], title: 'T' };
    const mine = { sections: [{ heading: 'Mine', lead: 'Mine too' }], title: 'T' };
    const theirs = { sections: [{ heading: 'Theirs', lead: 'Theirs too' }], title: 'Their title' };
    const merged = mergeValues(base, mine, theirs);
    expect(merged.clashes.map((clash) => clash.pointer)).toEqual(['/sections/0/heading', '/sections/0/lead']);
    expect(withChoices(merged.value, merged.clashes, new Set(['/sections/0/heading']))).toEqual({
      sections: [{ heading: 'Theirs', lead: 'Mine too' }],
      title: 'Their title',
    });
  });
});
