/**
 * The editor's data and the text it saves: edits never change an earlier version, what changed between two versions
 * is found and replayed exactly, and the saved text differs from the file only where the data does — for a file
 * written as JSON.stringify writes it and for one formatted by hand — whatever edits are made.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyChanges,
  changesBetween,
  getIn,
  insertIn,
  isObject,
  merged,
  moveIn,
  sameJson,
  setIn,
  type Path,
} from '../../editor/app/document.ts';
import { formatOf, textOf } from '../../editor/app/file-format.ts';

const text = readFileSync(new URL('../../site.json', import.meta.url), 'utf8');
const site = JSON.parse(text) as unknown;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** Every path of `data` to a value, with the value. */
function pathsOf(data: unknown, path: (string | number)[] = [], found: { path: Path; value: unknown }[] = []) {
  found.push({ path, value: data });
  if (Array.isArray(data)) data.forEach((item, i) => pathsOf(item, [...path, i], found));
  else if (data && typeof data === 'object')
    for (const [key, item] of Object.entries(data)) pathsOf(item, [...path, key], found);
  return found;
}

const allPaths = pathsOf(site);
const stringPaths = allPaths.filter(({ value }) => typeof value === 'string');
const listPaths = allPaths.filter(({ value }) => Array.isArray(value) && value.length > 0);
const objectKeyPaths = allPaths.filter(
  ({ path, value }) => path.length > 1 && typeof path.at(-1) === 'string' && value !== undefined,
);

/** One edit an editor can make: a text typed, a field removed, a list entry added, removed or moved. */
const anEdit = fc.oneof(
  fc.record({
    kind: fc.constant('type' as const),
    at: fc.constantFrom(...stringPaths),
    words: fc.string({ unit: 'grapheme', maxLength: 40 }),
  }),
  fc.record({ kind: fc.constant('remove' as const), at: fc.constantFrom(...objectKeyPaths) }),
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.constantFrom(...listPaths),
    index: fc.nat(),
    value: fc.jsonValue({ maxDepth: 2 }),
  }),
  fc.record({ kind: fc.constant('move' as const), at: fc.constantFrom(...listPaths), from: fc.nat(), to: fc.nat() }),
);
type Edit = typeof anEdit extends fc.Arbitrary<infer E> ? E : never;

function edited(data: unknown, edit: Edit): unknown {
  const list = getIn(data, edit.at.path);
  switch (edit.kind) {
    case 'type':
      return getIn(data, edit.at.path) === undefined ? data : setIn(data, edit.at.path, edit.words);
    // A field is removed from an object; an earlier edit may have put a list where the object was, and a list loses
    // entries by splicing, never by a field's removal.
    case 'remove': {
      const parent = getIn(data, edit.at.path.slice(0, -1));
      return isObject(parent) ? setIn(data, edit.at.path, undefined) : data;
    }
    case 'insert':
      return Array.isArray(list) ? insertIn(data, edit.at.path, edit.index % (list.length + 1), edit.value) : data;
    case 'move':
      return Array.isArray(list) && list.length > 0
        ? moveIn(data, edit.at.path, edit.from % list.length, edit.to % list.length)
        : data;
  }
}

describe('versions of the data', () => {
  it('an edit never changes the version it was made from, and shares every part it did not touch', () => {
    const frozen = deepFreeze(structuredClone(site));
    fc.assert(
      fc.property(fc.array(anEdit, { minLength: 1, maxLength: 8 }), (edits) => {
        const after = edits.reduce(edited, frozen);
        expect(sameJson(frozen, site)).toBe(true);
        const pages = (after as { pages?: unknown[] }).pages ?? [];
        // A page no edit reached is the same object as before.
        const reached = new Set(edits.filter(({ at }) => at.path[0] === 'pages').map(({ at }) => at.path[1]));
        pages.forEach((page, i) => {
          if (!reached.has(i) && !edits.some(({ at }) => at.path.length <= 1))
            expect(
              page === (frozen as { pages: unknown[] }).pages[i] ||
                !sameJson(page, (frozen as { pages: unknown[] }).pages[i]),
            ).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('the changes between two versions, replayed on the first, give the second', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 4 }), fc.jsonValue({ maxDepth: 4 }), (before, after) => {
        expect(sameJson(applyChanges(before, changesBetween(before, after)), after)).toBe(true);
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.array(anEdit, { minLength: 1, maxLength: 8 }), (edits) => {
        const after = edits.reduce(edited, site);
        expect(applyChanges(site, changesBetween(site, after))).toEqual(after);
      }),
      { numRuns: 200 },
    );
  });

  it("a form's new value keeps the file's key order, drops what it sets to undefined, and keeps what it did not change", () => {
    const before = { b: 1, a: { x: 'one', y: ['k'] }, c: 'gone' };
    const after = merged(before, { a: { y: ['k'], x: 'two' }, b: 1, c: undefined, d: true }) as Record<string, unknown>;
    expect(Object.keys(after)).toEqual(['b', 'a', 'd']);
    expect(Object.keys(after.a as object)).toEqual(['x', 'y']);
    expect((after.a as { y: unknown }).y).toBe(before.a.y);
    expect(merged(before, structuredClone(before))).toBe(before);
  });
});

/** The lines of `after` that are not lines of `before` (a multiset difference). */
function linesAdded(before: string, after: string): string[] {
  const left = new Map<string, number>();
  for (const line of before.split('\n')) left.set(line, (left.get(line) ?? 0) + 1);
  return after.split('\n').filter((line) => {
    const count = left.get(line) ?? 0;
    left.set(line, count - 1);
    return count <= 0;
  });
}

describe('the text saved', () => {
  it('is the file byte for byte when nothing changed, and reads as the data after any edits (file written by JSON.stringify)', () => {
    const format = formatOf(text, site);
    expect(format.canonical).toBe(true);
    expect(textOf(site, format)).toBe(text);
    fc.assert(
      fc.property(fc.array(anEdit, { minLength: 1, maxLength: 5 }), (edits) => {
        const after = edits.reduce(edited, site);
        // As JSON holds it: a generated -0 is written 0, as JSON.stringify writes it.
        expect(JSON.parse(textOf(after, format))).toEqual(JSON.parse(JSON.stringify(after)));
      }),
      { numRuns: 100 },
    );
  });

  it('one text typed changes one line', () => {
    const format = formatOf(text, site);
    fc.assert(
      fc.property(fc.constantFrom(...stringPaths), fc.string({ minLength: 1, maxLength: 40 }), (at, words) => {
        fc.pre(words !== at.value);
        const after = textOf(setIn(site, at.path, words), format);
        expect(linesAdded(text, after)).toHaveLength(1);
        expect(after.split('\n')).toHaveLength(text.split('\n').length);
      }),
      { numRuns: 200 },
    );
  });

  it("keeps a hand-formatted file's formatting where nothing changed", () => {
    // Lists of short values written on one line, as people write them, and Windows line ends.
    const handWritten = text
      .replace(
        /\[\n\s+("[^"\n]{0,20}",?\n\s+)+\]/g,
        (list) => `[${(JSON.parse(list) as string[]).map((item) => JSON.stringify(item)).join(', ')}]`,
      )
      .replaceAll('\n', '\r\n');
    const data = JSON.parse(handWritten) as unknown;
    const format = formatOf(handWritten, data);
    expect(format.canonical).toBe(false);
    expect(textOf(data, format)).toBe(handWritten);
    fc.assert(
      fc.property(fc.constantFrom(...stringPaths), fc.string({ minLength: 1, maxLength: 40 }), (at, words) => {
        fc.pre(words !== at.value && getIn(data, at.path) !== undefined);
        const after = textOf(setIn(data, at.path, words), format);
        expect(JSON.parse(after)).toEqual(setIn(data, at.path, words));
        expect(linesAdded(handWritten, after).length).toBeLessThanOrEqual(1);
      }),
      { numRuns: 60 },
    );
  });
});
