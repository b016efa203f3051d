/**
 * The form's value loses the empty objects rjsf makes of optional object fields on its own (a hero's picture as
 * `{ focus: {} }`), and keeps everything a person wrote: any value with text, numbers or booleans in it, and any
 * object that was there before.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withoutNewShells } from '../../editor/app/empty-shells.ts';

describe('the form value without new empty shells', () => {
  it('drops the picture shell rjsf adds to a new hero, and nothing else', () => {
    const before = { type: 'hero', heading: 'Hi', lead: '' };
    const after = {
      ...before,
      heading: 'Hello',
      picture: { src: undefined, alt: undefined, focus: { x: undefined } },
      buttons: [{ label: 'Go', extra: {} }],
    };
    expect(withoutNewShells(after, before)).toEqual({
      type: 'hero',
      heading: 'Hello',
      lead: '',
      buttons: [{ label: 'Go' }],
    });
  });

  it('keeps a shell that was there before, and any object holding a value', () => {
    expect(withoutNewShells({ picture: {} }, { picture: {} })).toEqual({ picture: {} });
    expect(withoutNewShells({ picture: { src: '' } }, {})).toEqual({ picture: { src: '' } });
    expect(withoutNewShells({ picture: { focus: { x: 0 } } }, {})).toEqual({ picture: { focus: { x: 0 } } });
  });

  it('never changes a value without empty objects, whatever it holds', () => {
    const leaf = fc.oneof(fc.string(), fc.double({ noNaN: true }), fc.boolean(), fc.constant(null));
    const { tree } = fc.letrec((tie) => ({
      tree: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.array(tie('tree')),
        fc.dictionary(fc.string(), tie('tree'), { minKeys: 1 }),
      ),
    }));
    const hasEmptyObject = (value: unknown): boolean =>
      Array.isArray(value)
        ? value.some(hasEmptyObject)
        : value !== null && typeof value === 'object'
          ? Object.keys(value).length === 0 || Object.values(value).some(hasEmptyObject)
          : false;
    fc.assert(
      fc.property(tree, tree, (next, previous) => {
        fc.pre(!hasEmptyObject(next));
        expect(withoutNewShells(next, previous)).toEqual(next);
      }),
      { numRuns: 300 },
    );
  });
});
