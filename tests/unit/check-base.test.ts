/**
 * A build's check reads only the pages that changed since the text the last check passed (site/node/check-base.ts).
 * Whatever the edit, it must find what the check of the whole text finds: the same problems, digests, keys and memo,
 * and the same facts for the next check. These tests edit site.json and a fixture at random, bytes and texts alike.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import {
  factsSinceBase,
  MOST_CHANGED_PAGES,
  readCheckBase,
  writeCheckBase,
  type CheckBase,
} from '../../site/node/check-base.ts';
import { checkSiteFile, type CheckOptions, type FileCheck } from '../../site/node/check.ts';
import { pageStructure } from '../../site/json-source.ts';
import { knownSummary } from '../../site/page-summary.ts';

const folder = mkdtempSync(path.join(os.tmpdir(), 'check-base-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const CODE = 'the check of these tests';

/** The file checked as a build checks it, with the memo of `earlier` and, when given, its base. */
async function checked(text: string, earlier?: FileCheck, base?: CheckBase): Promise<FileCheck> {
  const file = path.join(folder, 'site.json');
  writeFileSync(file, text);
  const options: CheckOptions = {
    writtenIds: WRITTEN_IDS,
    pageDigests: true,
    memo: { code: CODE, passed: new Set(earlier?.passedKeys), words: earlier?.wordsMemo },
    keepBase: true,
    ...(base ? { base } : {}),
  };
  return checkSiteFile(file, options);
}

/** Characters that give JSON its structure or need escapes, and beyond ASCII. */
const CHARACTERS = ['a', ' ', '"', '\\', '{', '}', '[', ']', ',', ':', '\n', 'é', '€', '😀', 'u', '/', '0'];

type Edit =
  | { kind: 'bytes'; at: number; cut: number; put: string }
  | { kind: 'text'; pick: number; words: string }
  | { kind: 'escape'; pick: number };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  // Any characters anywhere: most leave the file no JSON, or a page no longer one object.
  fc.record({
    kind: fc.constant('bytes' as const),
    at: fc.nat({ max: 10_000_000 }),
    cut: fc.nat({ max: 12 }),
    put: fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 6 }).map((each) => each.join('')),
  }),
  // A text of the file given other words, as the editor writes them: in a page, before the pages or after them.
  fc.record({
    kind: fc.constant('text' as const),
    pick: fc.nat({ max: 10_000_000 }),
    // Words a text may hold (no placeholder braces), those JSON escapes among them.
    words: fc
      .array(fc.constantFrom('a', 'b', ' ', 'é', '€', '😀', '"', '\\', '/', '\u2028'), { maxLength: 12 })
      .map((each) => `A${each.join('')}b`),
  }),
  // A letter of a text written as an escape, as JSON allows and JSON.stringify never writes.
  fc.record({ kind: fc.constant('escape' as const), pick: fc.nat({ max: 10_000_000 }) }),
);

/** Each text of prose of the file (a title, a heading, a label…): its place in the text, without its quotes. */
function textsIn(text: string): { start: number; end: number }[] {
  return [
    ...text.matchAll(/"(?:title|heading|text|lead|description|eyebrow|intro|note|label)": "((?:[^"\\\n]|\\.)*)"/g),
  ].map((match) => ({
    start: match.index + match[0].length - match[1]!.length - 1,
    end: match.index + match[0].length - 1,
  }));
}

function edited(text: string, change: Edit): string {
  if (change.kind === 'bytes') {
    const at = change.at % (text.length + 1);
    return text.slice(0, at) + change.put + text.slice(at + change.cut);
  }
  const texts = textsIn(text);
  const { start, end } = texts[change.pick % texts.length]!;
  const before = text.slice(start, end);
  if (change.kind === 'escape')
    return (
      text.slice(0, start) +
      before.replace(/[a-z]/, (letter) => `\\u${letter.charCodeAt(0).toString(16).padStart(4, '0')}`) +
      text.slice(end)
    );
  return text.slice(0, start) + JSON.stringify(change.words).slice(1, -1) + text.slice(end);
}

/** What a check says, but the site it read (the same text, so the same site: compared apart, once). */
const said = ({ nextBase, ...check }: FileCheck) => ({ check, nextBase: nextBase?.facts });

describe('a check that reads only what changed since the text the last check passed', () => {
  /** The shipped site, a fixture, and the shipped site in one language, where a new text needs no translation. */
  const sites: [string, () => string][] = [
    ['site.json', () => read('site.json')],
    ['tests/fixtures/valid-six-pages.json', () => read('tests/fixtures/valid-six-pages.json')],
    [
      'site.json in one language',
      () => `${JSON.stringify({ ...JSON.parse(read('site.json')), translations: undefined }, null, 2)}\n`,
    ],
  ];
  for (const [name, site] of sites) {
    it(`finds in any edit of ${name} what the check of the whole text finds`, async () => {
      const original = site();
      const first = await checked(original);
      expect(first.ok, 'the file checks').toBe(true);
      const base = first.nextBase!;
      expect(base.facts.digests.length, 'one digest a page').toBe(first.pageDigests!.length);
      let pagesOnly = 0;
      await fc.assert(
        fc.asyncProperty(fc.array(edit, { minLength: 1, maxLength: 3 }), async (edits) => {
          const text = edits.reduce(edited, original);
          const whole = await checked(text, first);
          const sinceBase = await checked(text, first, base);
          // The same text: the base is kept as it is, not written again.
          if (text === original) expect(sinceBase.nextBase).toBeUndefined();
          else expect(said(sinceBase)).toEqual(said(whole));
          const since = factsSinceBase(base, Buffer.from(text));
          if (since && !since.same && whole.ok) {
            pagesOnly++;
            // The pages that did not change are given by their summaries, parsed only if read beyond them.
            const pages = sinceBase.ok ? sinceBase.site.pages : [];
            const parsed = pages.flatMap((page, p) => (since.changed.includes(p) || knownSummary(page) ? [] : [p]));
            expect(parsed, 'pages parsed though they did not change').toEqual([]);
          }
        }),
        { numRuns: 120 },
      );
      // The edits must reach the short way often enough for the comparison to mean something.
      expect(pagesOnly, 'valid edits read from the base').toBeGreaterThan(5);
    });
  }

  it('reads the whole text when more pages changed than it reads alone, or a page was added or removed', async () => {
    const site = JSON.parse(read('site.json')) as { pages: { route: string; title: string }[] };
    // In one language: a new title needs no translation.
    const write = (pages: { title: string }[]) =>
      `${JSON.stringify({ ...site, pages, translations: undefined }, null, 2)}\n`;
    const original = write(site.pages);
    const base = (await checked(original)).nextBase!;
    const since = (text: string) => factsSinceBase(base, Buffer.from(text));
    // More pages than it reads alone: the shipped ones, then copies at routes and with titles of their own.
    const many = Array.from({ length: MOST_CHANGED_PAGES + 1 }, (_, i) => {
      const page = site.pages[i % site.pages.length]!;
      if (i < site.pages.length) return page;
      return { ...page, route: `/copy-${i}`, title: `${page.title} ${i}` };
    });
    const manyCheck = await checked(write(many));
    expect(manyCheck.problems).toEqual([]);
    const retitled = (pages: { title: string }[], count: number) =>
      write(pages.map((page, i) => (i < count ? { ...page, title: `${page.title} (new)` } : page)));
    const all = retitled(many, MOST_CHANGED_PAGES + 1);
    expect(factsSinceBase(manyCheck.nextBase!, Buffer.from(all))).toBeUndefined();
    const fewer = retitled(many, MOST_CHANGED_PAGES);
    expect(factsSinceBase(manyCheck.nextBase!, Buffer.from(fewer))?.changed).toHaveLength(MOST_CHANGED_PAGES);
    expect(since(retitled(site.pages, 1))?.changed).toEqual([0]);
    expect(since(write(site.pages.slice(1)))).toBeUndefined();
    expect(since(write([...site.pages, site.pages[0]!]))).toBeUndefined();
    // Two pages that changed places: each changed at its place.
    expect(since(write([site.pages[1]!, site.pages[0]!, ...site.pages.slice(2)]))?.changed).toEqual([0, 1]);
    expect(since(original)).toMatchObject({ same: true, changed: [] });
  });
});

describe('a page read alone (pageStructure)', () => {
  it('ends at its own "}", and is no page when its brackets do not pair', () => {
    expect(pageStructure('{"a": [1, 2]}, {"b": 3}', 0)).toEqual({ members: 1, values: 3, end: 13 });
    // Its list closed twice, then an object that the pass would take for another page.
    expect(pageStructure('{"a": [1]] {"b": 2}', 0)).toBeUndefined();
    expect(pageStructure('{"a": [1]] }', 0)).toBeUndefined();
    expect(pageStructure('{"a": "}"', 0)).toBeUndefined();
    expect(pageStructure(' {"a": 1}', 0)).toBeUndefined();
  });
});

describe('the copy a build keeps for the next check', () => {
  const dir = path.join(folder, 'cache');

  it('is read back whole, only by a check of the same code', async () => {
    const base = (await checked(read('site.json'))).nextBase!;
    await writeCheckBase(base, dir);
    expect(await readCheckBase(CODE, dir)).toEqual(base);
    expect(await readCheckBase('another code', dir)).toBeUndefined();
  });

  it('is not taken when it was cut short or written otherwise, and a half-written one is deleted', async () => {
    const base = (await checked(read('tests/fixtures/valid-six-pages.json'))).nextBase!;
    await writeCheckBase(base, dir);
    const file = path.join(dir, readdirSync(dir)[0]!);
    const whole = readFileSync(file);
    for (const broken of [
      whole.subarray(0, whole.length - 10),
      whole.subarray(0, 100),
      Buffer.from('not json\n'),
      Buffer.from('{"code":"the check of these tests","digests":[]}'),
      Buffer.alloc(0),
    ]) {
      writeFileSync(file, broken);
      expect(await readCheckBase(CODE, dir)).toBeUndefined();
    }
    // A copy a killed build was writing (its process gone): deleted by the next one written.
    const abandoned = path.join(dir, `${path.basename(file)}.x.999999999.tmp`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(abandoned, 'half');
    await writeCheckBase(base, dir);
    expect(readdirSync(dir)).toEqual([path.basename(file)]);
    expect(await readCheckBase(CODE, dir)).toEqual(base);
  });
});
