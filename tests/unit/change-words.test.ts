/**
 * What changed between two versions of a JSON file, in words: for any two values, the changes found are exactly the
 * places whose values differ (none between a value and itself), and a save's message names the place as the checker
 * names it, with the words before and after.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeMessage, changesBetween } from '../../editor/team/change-words.ts';

const at = (value: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((step) => step.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((inside, step) => (inside as Record<string, unknown> | undefined)?.[step], value);

describe('the changes between two versions', () => {
  it('are none between a value and itself, some between different values, each one the values at its place', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (before, after) => {
        expect(changesBetween(before, structuredClone(before))).toEqual([]);
        const changes = changesBetween(before, after);
        expect(changes.length === 0).toBe(JSON.stringify(before) === JSON.stringify(after));
        for (const change of changes) {
          expect(JSON.stringify(at(before, change.pointer))).toBe(JSON.stringify(change.before));
          expect(JSON.stringify(at(after, change.pointer))).toBe(JSON.stringify(change.after));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('make a message in words: the place, the words before and after, and how many more', () => {
    const site = (heading: string, lead = 'Lead') => ({
      pages: [{ route: '/pricing', sections: [{ type: 'hero', heading, lead }] }],
    });
    const text = (value: unknown) => JSON.stringify(value);
    expect(changeMessage('site.json', text(site('Pricing')), text(site('Plans')))).toBe(
      'page /pricing › section 1 (hero) › heading: "Pricing" → "Plans"',
    );
    expect(changeMessage('site.json', text(site('Pricing')), text(site('Plans', 'Other')))).toBe(
      'page /pricing › section 1 (hero) › heading: "Pricing" → "Plans", and 1 more change',
    );
    expect(changeMessage('site.json', text(site('Pricing')), JSON.stringify(site('Pricing'), null, 2))).toBe(
      'site.json: the same values, written otherwise',
    );
  });
});
