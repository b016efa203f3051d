/**
 * The whole-site check takes short ways on large sites: a file JSON.parse reads is placed without momoa's tree,
 * a language's copy of the site copies only what it changes, and each string is visited once. None of them may change
 * what the check reports. These tests hold it to momoa's places, to the plain meaning of a translated copy, and to the
 * problems the check reported, word for word, before it took them (tests/unit/__snapshots__/check-equivalence.json,
 * written by the check as it was: update it with `vitest -u` only for a change of what the check means to say).
 */
import { createHash } from 'node:crypto';
import { copyFileSync, cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from '@humanwhocodes/momoa';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSite, checkSiteSteps, siteRules, toEnd, type SiteCheck } from '../../site/check-site.ts';
import { locate, parseJson, placesInWritten } from '../../site/json-source.ts';
import { treeProblems } from '../../site/json-tree-problems.ts';
import { pageDigests } from '../../site/node/check-memo.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { isWordsMemo, pageWords, type WordsMemo } from '../../site/node/page-words.ts';
import { pagesOfText } from '../../site/node/written-pages.ts';
import { compiledSchema } from '../../site/node/schema-cache.ts';
import { escapePointer, MAX_PROBLEMS, pointerSteps } from '../../site/problems.ts';
import { pageShapeOf, textsOf, textWordsOf, type TextShape } from '../../site/text-shape.ts';
import { declaredTranslations, siteTextList, translationProblemSteps } from '../../site/translation-check.ts';
import { withWords } from '../../site/translate.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Step = string | number;

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');
const check = (text: string) => checkSiteText(text, { writtenIds: WRITTEN_IDS });
const momoaTree = (text: string) => parse(text, { mode: 'json', ranges: false, tokens: false });

/** Characters that need escapes, that are markup, that JSON or the pointers give a meaning, and beyond ASCII. */
const CHARACTERS = [
  'a',
  'b',
  ' ',
  '~',
  '/',
  '"',
  '\\',
  '\n',
  '\t',
  '\u0001',
  'é',
  '€',
  '😀',
  '\u2028',
  '{',
  '}',
  '[',
  ']',
  ':',
  ',',
];
const jsonValue = fc.jsonValue({ maxDepth: 4, stringUnit: fc.constantFrom(...CHARACTERS) }) as fc.Arbitrary<Json>;

/** The path of every value of `value`, from the top, in the file's order. */
function pathsOf(value: Json, path: Step[] = []): Step[][] {
  const inside = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...path, i]))
    : value !== null && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, item]) => pathsOf(item, [...path, name]))
      : [];
  return [path, ...inside];
}

const isObject = (value: Json | undefined): value is { [key: string]: Json } =>
  !!value && typeof value === 'object' && !Array.isArray(value);
const pointerOf = (path: Step[]) => path.map((step) => `/${escapePointer(String(step))}`).join('');
const valueAt = (value: Json, path: Step[]) =>
  path.reduce<Json>((node, step) => (node as Record<string, Json>)[step]!, value);

describe("places found in the text, without momoa's tree", () => {
  it("are the places momoa's tree gives, at any pointer, in any layout", () => {
    // JSON written with the white space given between any two of its parts, in turn: spaces, tabs and the three line ends.
    const spaced = (value: Json, spaces: string[]) => {
      let next = 0;
      const gap = () => spaces[next++ % spaces.length]!;
      const write = (part: Json): string => {
        if (Array.isArray(part))
          return `[${gap()}${part.map((item) => write(item)).join(`${gap()},${gap()}`)}${gap()}]`;
        if (!isObject(part)) return JSON.stringify(part);
        return `{${gap()}${Object.entries(part)
          .map(([name, item]) => `${JSON.stringify(name)}${gap()}:${gap()}${write(item)}`)
          .join(`${gap()},${gap()}`)}${gap()}}`;
      };
      return `${gap()}${write(value)}${gap()}`;
    };
    const spaces = fc.array(fc.constantFrom('', ' ', '\t', '\n', '\r\n', '\r', '\n    '), {
      minLength: 1,
      maxLength: 6,
    });
    const problem = fc.record({
      pick: fc.nat(),
      beyond: fc.constantFrom(undefined, 'nope', '0', '99', ''),
      atKey: fc.boolean(),
      index: fc.option(fc.nat(12), { nil: undefined }),
    });
    fc.assert(
      fc.property(jsonValue, spaces, fc.array(problem, { minLength: 1, maxLength: 8 }), (value, gaps, problems) => {
        const text = spaced(value, gaps);
        const parsed = parseJson(text);
        if (!parsed.ok) throw new Error(parsed.problem.message);
        const tree = momoaTree(text);
        const paths = pathsOf(value);
        for (const { pick, beyond, atKey, index } of problems) {
          const path = paths[pick % paths.length]!;
          const asked = {
            pointer: pointerOf(beyond === undefined ? path : [...path, beyond]),
            ...(atKey ? { at: 'key' as const } : {}),
            ...(index === undefined ? {} : { indexInString: index }),
          };
          expect(locate(parsed.document, text, asked), JSON.stringify(asked)).toEqual(locate(tree, text, asked));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('still come with a name written twice, wherever it is', () => {
    // Objects are written with their first name once more (null) as chosen, so a file has none, one or many.
    const write = (value: Json, twice: boolean[], at = { object: 0 }): string => {
      if (Array.isArray(value)) return `[${value.map((item) => write(item, twice, at)).join(',')}]`;
      if (value === null || typeof value !== 'object') return JSON.stringify(value);
      const members = Object.entries(value).map(([name, item]) => `${JSON.stringify(name)}: ${write(item, twice, at)}`);
      const first = Object.keys(value)[0];
      if (first !== undefined && twice[at.object++ % twice.length]) members.push(`${JSON.stringify(first)}: null`);
      return `{\n${members.join(',\n')}\n}`;
    };
    fc.assert(
      fc.property(jsonValue, fc.array(fc.boolean(), { minLength: 1, maxLength: 5 }), (value, twice) => {
        const text = write(value, twice);
        const parsed = parseJson(text);
        if (!parsed.ok) throw new Error(parsed.problem.message);
        expect(parsed.problems).toEqual(treeProblems(momoaTree(text), text));
      }),
      { numRuns: 300 },
    );
  });
});

/** A change an editor makes to site.json: to a value picked among those of the site (`pick`, wrapped to their number). */
type Edit =
  | { kind: 'delete'; pick: number }
  | { kind: 'route'; pick: number; route: string }
  | { kind: 'duplicate-page'; pick: number; times?: number }
  | { kind: 'link'; pick: number; href: string }
  | { kind: 'placeholder'; pick: number; placeholder: string }
  | { kind: 'text'; pick: number; words: string }
  | { kind: 'value'; pick: number; value: Json }
  | { kind: 'anchor'; pick: number; id: string }
  | { kind: 'translation'; pick: number; words: string | null }
  | { kind: 'language'; pick: number; language: string };

const edit: fc.Arbitrary<Edit> = fc.oneof(
  fc.record({ kind: fc.constant('delete' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('route' as const),
    pick: fc.nat(),
    route: fc.constantFrom('/', '/pricing', '/contact', '/nowhere', 'no-slash', ''),
  }),
  fc.record({ kind: fc.constant('duplicate-page' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('link' as const),
    pick: fc.nat(),
    href: fc.constantFrom(
      '/nowhere',
      '#nope',
      '#faq',
      '/pricing#nope',
      '/#faq',
      'www.example.com',
      'help@example.com',
      '{links.nope}',
      '{links.blog}',
      'ftp://x',
    ),
  }),
  fc.record({
    kind: fc.constant('placeholder' as const),
    pick: fc.nat(),
    placeholder: fc.constantFrom('{brand}', '{nope}', '{facts.nope}', '{links.blog}', '{brnad}', '{year}'),
  }),
  fc.record({
    kind: fc.constant('text' as const),
    pick: fc.nat(),
    words: fc.string({ unit: fc.constantFrom(...CHARACTERS, '[a](/about)', '**', '_') }),
  }),
  fc.record({
    kind: fc.constant('value' as const),
    pick: fc.nat(),
    value: fc.constantFrom<Json>(null, 1, true, [], {}, 'x', [1, 'a'], { id: 'faq' }),
  }),
  fc.record({
    kind: fc.constant('anchor' as const),
    pick: fc.nat(),
    id: fc.constantFrom('faq', 'main', 'pricing', 'analytics', 'a~b/c', 'toString'),
  }),
  fc.record({
    kind: fc.constant('translation' as const),
    pick: fc.nat(),
    words: fc.constantFrom(null, 'Vertaald', '{brand} {nope}', '[hier](/nowhere)', ''),
  }),
  fc.record({ kind: fc.constant('language' as const), pick: fc.nat(), language: fc.constantFrom('nl', 'de', 'en') }),
);

/** The site with the edits made, as an editor's save writes it. */
function edited(text: string, edits: Edit[]): string {
  const site = JSON.parse(text) as Record<string, Json>;
  for (const change of edits) {
    const anyValue = change.kind === 'delete' || change.kind === 'value';
    const paths = pathsOf(site).filter(
      (path) => path.length > 0 && (anyValue || typeof valueAt(site, path) === 'string'),
    );
    const pages = Array.isArray(site.pages) ? site.pages.filter(isObject) : [];
    const translation = Array.isArray(site.translations) ? site.translations[0] : undefined;
    const texts = isObject(translation) && isObject(translation.texts) ? translation.texts : {};
    if (paths.length === 0 || pages.length === 0) continue;
    const path = paths[change.pick % paths.length]!;
    const parent = valueAt(site, path.slice(0, -1)) as Record<Step, Json>;
    const last = path.at(-1)!;
    switch (change.kind) {
      case 'delete':
        if (Array.isArray(parent)) parent.splice(Number(last), 1);
        else delete parent[last];
        break;
      case 'route':
        pages[change.pick % pages.length]!.route = change.route;
        break;
      case 'duplicate-page': {
        const page = pages[change.pick % pages.length]!;
        (site.pages as Json[]).push(...Array.from({ length: change.times ?? 1 }, () => structuredClone(page)));
        break;
      }
      case 'link':
        parent[last] = path.at(-1) === 'href' ? change.href : `${String(parent[last])} [more](${change.href})`;
        break;
      case 'placeholder':
        parent[last] = `${String(parent[last])} ${change.placeholder}`;
        break;
      case 'text':
        parent[last] = change.words;
        break;
      case 'value':
        parent[last] = change.value;
        break;
      case 'anchor': {
        const sections = pages[change.pick % pages.length]!.sections;
        const section = Array.isArray(sections) ? sections[change.pick % Math.max(1, sections.length)] : undefined;
        if (isObject(section)) section.id = change.id;
        break;
      }
      case 'translation': {
        const english = Object.keys(texts)[change.pick % Math.max(1, Object.keys(texts).length)];
        if (english === undefined) break;
        if (change.words === null) delete texts[english];
        else texts[english] = change.words;
        break;
      }
      case 'language':
        if (Array.isArray(site.translations))
          site.translations.push({ language: change.language, locale: 'de-DE', texts: {} });
    }
  }
  return `${JSON.stringify(site, null, 2)}\n`;
}

describe('the whole-site check', () => {
  it("places each problem where momoa's tree places its pointer", () => {
    const site = read('site.json');
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        const text = edited(site, edits);
        const tree = momoaTree(text);
        const placed = check(text).problems.filter((problem) => !problem.file && problem.code !== 'too-many-problems');
        for (const problem of placed) {
          expect({ line: problem.line, column: problem.column }, `${problem.code} at ${problem.pointer}`).toEqual(
            locate(tree, text, problem),
          );
        }
      }),
      { numRuns: 40 },
    );
  });

  it('reports, for edits of a six-page site, the problems it reported before it took short ways', async () => {
    // site.json cut to six pages that hold every kind of section, its links led to them, with the translations they use.
    const site = read('tests/fixtures/valid-six-pages.json');
    // The site as it is; a page copied so often that the check lists as many problems as it lists at most; then edits.
    const flood: Edit[] = [{ kind: 'duplicate-page', pick: 1, times: 600 }];
    const changes = fc.sample(fc.array(edit, { minLength: 1, maxLength: 4 }), { seed: 20261125, numRuns: 60 });
    // {year} is filled with this year: the problems were stored in 2026.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T12:00:00Z') });
    let results;
    try {
      results = [[], flood, ...changes].map((edits) => {
        const result = check(edited(site, edits));
        return {
          edits: edits.map((change) => JSON.stringify(change)),
          ok: result.ok,
          draft: 'draft' in result && result.draft !== undefined,
          count: result.problems.length,
          // The first problems in short, to read; every problem, whole and in order, through the digest.
          first: result.problems
            .slice(0, 6)
            .map((problem) =>
              `${problem.line}:${problem.column} ${problem.code} ${problem.pointer} ${problem.message}`.slice(0, 200),
            ),
          all: createHash('sha256')
            .update(result.problems.map((problem) => JSON.stringify(problem)).join('\n'))
            .digest('hex')
            .slice(0, 16),
        };
      });
    } finally {
      vi.useRealTimers();
    }
    expect(results[1]!.count, 'the copied page floods the check').toBeGreaterThan(MAX_PROBLEMS);
    await expect(`${JSON.stringify(results, null, 1)}\n`).toMatchFileSnapshot('./__snapshots__/check-equivalence.json');
  });

  it('reports the same of the data the editor holds, checked in steps, as of its text', () => {
    const site = read('site.json');
    const schema = compiledSchema('site.schema.json');
    fc.assert(
      fc.property(fc.array(edit, { minLength: 1, maxLength: 4 }), (edits) => {
        const text = edited(site, edits);
        const context = { schema, writtenIds: WRITTEN_IDS };
        const steps = checkSiteSteps({ data: JSON.parse(text), problems: [], place: placesInWritten(text) }, context);
        let pauses = 0;
        let next = steps.next();
        for (; !next.done; next = steps.next()) pauses++;
        // A site pauses before its rules and before the English check; with a translation into another language than
        // its own (an edit may set either to null), before that language's rules too.
        const data = JSON.parse(text) as { site?: { language?: unknown } } | null;
        const own = data?.site?.language;
        const translated = declaredTranslations(data).some(({ language }) => language !== own);
        expect(pauses).toBeGreaterThanOrEqual(translated ? 3 : 2);
        // Only a text tells where its pages are written.
        const { pageRanges: _, ...fromText } = checkSite(text, context) as SiteCheck & { pageRanges?: unknown };
        expect(next.value).toEqual(fromText);
      }),
      { numRuns: 40 },
    );
  });

  it('reads a field or a section type named like a property every object has', () => {
    const site = JSON.parse(read('site.json')) as { pages: { sections: Record<string, unknown>[] }[] } & Record<
      string,
      unknown
    >;
    site.pages[0]!.sections[0]!.type = 'toString';
    Reflect.set(site.pages[1]!, 'constructor', 'x');
    const codes = check(JSON.stringify(site, null, 2)).problems.map((problem) => problem.code);
    expect(codes).toContain('unknown-section-type');
    expect(codes).toContain('unknown-field');
  });
});

describe('each page as the file writes it (pageRanges)', () => {
  const object = fc.dictionary(fc.string({ unit: fc.constantFrom(...CHARACTERS) }), jsonValue, { maxKeys: 4 });
  // Any layout JSON.stringify writes, a byte order mark or not, the list of pages anywhere among the top object's names.
  const file = fc.record({
    before: object,
    pages: fc.array(object, { maxLength: 6 }),
    after: object,
    indent: fc.constantFrom(0, 1, 2, '\t'),
    mark: fc.boolean(),
  });
  const written = ({
    before,
    pages,
    after,
    indent,
    mark,
  }: {
    before: Json;
    pages: Json[];
    after: Json;
    indent: number | string;
    mark: boolean;
  }) => {
    // "pages" elsewhere than in the top object is not the list of pages.
    const site = { ...(before as object), nested: { pages: [{ route: '/nested' }] }, pages, ...(after as object) };
    return { text: `${mark ? '\uFEFF' : ''}${JSON.stringify(site, null, indent)}`, site };
  };

  it('are found for any file of valid JSON, each the text of its page', () => {
    fc.assert(
      fc.property(file, (drawn) => {
        const { text, site } = written(drawn);
        const parsed = parseJson(text);
        if (!parsed.ok) throw new Error(parsed.problem.message);
        const pages = site.pages as Json[];
        const ranges = parsed.pageRanges!;
        expect(ranges).toHaveLength(pages.length * 2);
        // Compared as JSON writes them (-0 is written 0).
        pages.forEach((page, i) =>
          expect(JSON.parse(text.slice(ranges[i * 2], ranges[i * 2 + 1]))).toEqual(JSON.parse(JSON.stringify(page))),
        );
      }),
      { numRuns: 300 },
    );
  });

  it('are not given when an entry is no object, or "pages" is named twice', () => {
    expect(parseJson('{"pages": [{"a": 1}, "text", {"b": 2}]}')).not.toHaveProperty('pageRanges');
    expect(parseJson('{"pages": [{"a": 1}, [{"b": 2}]]}')).not.toHaveProperty('pageRanges');
    expect(parseJson('{"pages": [{"a": 1}], "pages": [{"b": 2}]}')).not.toHaveProperty('pageRanges');
    expect(parseJson('{"pages": [{"a": "}"}, {}]}')).toMatchObject({ pageRanges: [11, 21, 23, 25] });
  });
});

describe("a language's copy of the site (withWords)", () => {
  const shape = compiledSchema('site.schema.json').texts ?? undefined;
  const site = read('site.json');
  it('is the site with each text textsOf finds set to its words where it has some, the site left as it was', () => {
    const sites = fc.tuple(
      fc.array(edit, { maxLength: 6 }),
      fc.array(fc.tuple(fc.nat(), jsonValue), { maxLength: 3 }),
      fc.func(fc.option(fc.string({ unit: fc.constantFrom(...CHARACTERS) }), { nil: undefined })),
    );
    fc.assert(
      fc.property(sites, ([edits, values, wordsFor]) => {
        // The shipped site edited as an editor would, then any value of it replaced by any JSON, shapes that do not fit
        // the schema included.
        let data = JSON.parse(edited(site, edits)) as Json;
        for (const [pick, value] of values) {
          const paths = pathsOf(data);
          const path = paths[pick % paths.length]!;
          if (path.length === 0) data = value;
          else (valueAt(data, path.slice(0, -1)) as Record<string, Json>)[path.at(-1)!] = value;
        }
        const before = structuredClone(data);
        const copy = withWords(data, shape, wordsFor);
        let expected = structuredClone(data);
        for (const { pointer, text } of textsOf(data, shape)) {
          const words = wordsFor(text);
          if (words === undefined) continue;
          const steps = pointerSteps(pointer);
          if (steps.length === 0) expected = words;
          else (valueAt(expected, steps.slice(0, -1)) as Record<string, Json>)[steps.at(-1)!] = words;
        }
        expect(copy).toEqual(expected);
        expect(data).toEqual(before);
      }),
      { numRuns: 300 },
    );
    // 300 edited copies of the shipped site: 24-27 s on an idle machine, 42 s once on a busy one.
  }, 120_000);

  it('copies a field named "__proto__" or "constructor" as a field like any other', () => {
    const shape: TextShape = { kind: 'object', properties: {}, additional: { kind: 'text' } };
    const data = JSON.parse('{"__proto__": "Hello", "constructor": "Hello", "a": "Hello"}') as Record<string, string>;
    const copy = withWords(data, shape, (text) => (text === 'Hello' ? 'Hallo' : undefined));
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.entries(copy)).toEqual([
      ['__proto__', 'Hallo'],
      ['constructor', 'Hallo'],
      ['a', 'Hallo'],
    ]);
    expect(Object.entries(data).map(([, text]) => text)).toEqual(['Hello', 'Hello', 'Hello']);
  });
});

/** A change a translator makes to the Dutch words of the site's texts. */
type Change =
  | { kind: 'words'; pick: number; limited: boolean; words: string }
  | { kind: 'title-twin'; pick: number; other: number };

describe("a language's check", () => {
  const schema = compiledSchema('site.schema.json');
  // The six-page site with the shipped site's customers' logos, pictures whose words a translation may make a file name.
  const fixture = JSON.parse(read('tests/fixtures/valid-six-pages.json')) as { pages: { sections: Json[] }[] };
  const shipped = JSON.parse(read('site.json')) as typeof fixture;
  fixture.pages[0]!.sections.push(
    shipped.pages[0]!.sections.find((section) => isObject(section) && section.type === 'logos')!,
  );
  const site = JSON.stringify(fixture);
  /** Words a translator may write for a text: too long, empty, a file's name, a link, a placeholder, an anchor… */
  const words = fc.constantFrom(
    ...[
      'x',
      '',
      ' ',
      'x'.repeat(400),
      `{brand} ${'x'.repeat(400)}`,
      'team-photo.png',
      'IMG_0042.JPG',
      'faq',
      '/pricing',
      '_',
      'Lees **meer**',
    ],
    ...['{brand}', '{nope}', '[hier](/nowhere)', '[hier](#faq)', 'Prijzen — {brand}', 'A calendar of scheduled posts'],
  );
  const change: fc.Arbitrary<Change> = fc.oneof(
    // Half of them given to a text whose field limits its words: a title, a description, a picture's words.
    fc.record({ kind: fc.constant('words' as const), pick: fc.nat(), limited: fc.boolean(), words }),
    // A page's title given the words of another page's title: the language has two pages of one title.
    fc.record({ kind: fc.constant('title-twin' as const), pick: fc.nat(), other: fc.nat() }),
  );

  const limitedOf = (data: unknown) =>
    siteTextList(data, schema.texts)
      .found()
      .filter(({ pointer }) => /\/(title|description|alt)$/.test(pointer));
  const fixtureLimited = limitedOf(fixture);
  const at = (place: RegExp, words: (text: string) => boolean = () => true) =>
    fixtureLimited.findIndex(({ pointer, text }) => place.test(pointer) && words(text));
  const surelyBreaking: Change[] = [
    { kind: 'title-twin', pick: 0, other: 4 },
    {
      kind: 'words',
      limited: true,
      pick: at(/^\/pages\/\d+\/description$/, (text) => !text.includes('{')),
      words: 'x'.repeat(400),
    },
    { kind: 'words', limited: true, pick: at(/\/sections\/.*\/alt$/), words: 'IMG_0042.JPG' },
  ];

  it('finds with the rules that read words what every rule of site.json finds in the site as the language shows it', () => {
    const found = new Set<string>();
    fc.assert(
      fc.property(
        fc.array(edit, { maxLength: 3 }),
        fc.array(change, { minLength: 1, maxLength: 8 }),
        (edits, changes) => {
          const data = JSON.parse(edited(site, edits)) as Record<string, Json>;
          const texts = siteTextList(data, schema.texts);
          const translation = Array.isArray(data.translations) ? data.translations[0] : undefined;
          if (!isObject(translation) || texts.words.length === 0) return;
          if (!isObject(translation.texts)) translation.texts = {};
          const dutch = translation.texts;
          const limited = limitedOf(data).map(({ text }) => text);
          const titles = (Array.isArray(data.pages) ? data.pages : []).flatMap((page) =>
            isObject(page) && typeof page.title === 'string' ? [page.title] : [],
          );
          for (const next of changes) {
            const among = next.kind === 'words' && next.limited ? limited : texts.words;
            if (next.kind === 'words' && among.length > 0) dutch[among[next.pick % among.length]!] = next.words;
            else if (next.kind === 'title-twin' && titles.length > 0) {
              const [title, other] = [titles[next.pick % titles.length]!, titles[next.other % titles.length]!];
              dutch[title] = dutch[other] ?? other;
            }
          }
          const rules = siteRules({ schema, writtenIds: WRITTEN_IDS, lineOf: () => 1 });
          const english = rules.every(data);
          const language = (chosen: typeof rules.every) =>
            toEnd(translationProblemSteps(data, siteTextList(data, schema.texts), schema.texts, chosen, english));
          const everyRule = language(rules.every);
          expect(language(rules.words)).toEqual(everyRule);
          for (const problem of everyRule) found.add(problem.code);
        },
      ),
      // Beside the runs drawn at random, one that surely breaks each rule that reads words, fitting the fixed parts.
      { numRuns: 200, examples: [[[], surelyBreaking]] },
    );
    // The runs made the language break the rules that read words, not only those of placeholders and links.
    expect([...found]).toEqual(expect.arrayContaining(['title-used-twice', 'alt-is-file-name', 'too-long']));
  });
});

describe("a check that takes an earlier check's word for the pages it passed (CheckMemo)", () => {
  /** A Set of keys that counts the keys asked of it that it holds: the pages the check took its word for. */
  class CountedSet extends Set<string> {
    taken = 0;
    override has(key: string): boolean {
      const held = super.has(key);
      if (held) this.taken++;
      return held;
    }
  }
  /** An edit that keeps a site valid: a text of a page given new words, with their translation into each language. */
  type Rewording = { kind: 'reword'; pick: number; keepOld: boolean; wordsOnly?: boolean };
  const reword: fc.Arbitrary<Rewording> = fc.record({
    kind: fc.constant('reword' as const),
    pick: fc.nat(),
    keepOld: fc.boolean(),
  });
  /** A translator's edit: the words of a text of a page changed in each language, its English left as it was. */
  const retranslate: fc.Arbitrary<Rewording> = reword.map((change) => ({ ...change, wordsOnly: true }));
  const schema = compiledSchema('site.schema.json');
  /** The texts of the site's pages a rewording may pick. */
  const textsToReword = (site: Json) =>
    siteTextList(site, schema.texts)
      .found()
      .filter(({ pointer, text: words }) => pointer.startsWith('/pages/') && words !== '' && !words.includes('{'));
  /** The site with a text reworded (`before` → `after`); the site as it was when no page has a text to reword. */
  function rewording(text: string, change: Rewording): { text: string; before?: string; after?: string } {
    const site = JSON.parse(text) as Record<string, Json>;
    const onPages = textsToReword(site);
    if (onPages.length === 0) return { text };
    const { pointer, text: before } = onPages[change.pick % onPages.length]!;
    const steps = pointerSteps(pointer);
    const parent = valueAt(site, steps.slice(0, -1)) as Record<Step, Json>;
    const after = change.wordsOnly ? before : `${before} again`;
    parent[steps.at(-1)!] = after;
    for (const translation of Array.isArray(site.translations) ? site.translations : []) {
      if (!isObject(translation) || !isObject(translation.texts)) continue;
      const words = translation.texts[before];
      if (typeof words === 'string') translation.texts[after] = `${words} weer`;
      if (!change.keepOld && !change.wordsOnly) delete translation.texts[before];
    }
    return { text: JSON.stringify(site, null, 2), before, after };
  }
  const reworded = (text: string, change: Rewording) => rewording(text, change).text;

  for (const file of ['site.json', 'tests/fixtures/valid-six-pages.json']) {
    it(`finds in any edit of ${file} what the whole check finds`, () => {
      const site = read(file);
      const memoOf = (text: string) =>
        checkSiteText(text, { writtenIds: WRITTEN_IDS, memo: { code: 'c', passed: new Set() } });
      const first = memoOf(site);
      expect(first.ok && first.passedKeys?.length).toBeGreaterThan(0);
      let rewordedRuns = 0;
      fc.assert(
        fc.property(fc.array(fc.oneof(reword, reword, edit), { minLength: 1, maxLength: 3 }), (changes) => {
          const text = changes.reduce(
            (before, change) => (change.kind === 'reword' ? reworded(before, change) : edited(before, [change])),
            site,
          );
          const passed = new CountedSet(first.passedKeys);
          const {
            passedKeys,
            wordsMemo: _,
            ...withMemo
          } = checkSiteText(text, {
            writtenIds: WRITTEN_IDS,
            memo: { code: 'c', passed, ...(first.ok && first.wordsMemo ? { words: first.wordsMemo } : {}) },
          });
          expect(withMemo).toEqual(check(text));
          // A site only reworded, and still valid, takes the earlier check's word for every page it did not reword.
          if (withMemo.ok && changes.every((change) => change.kind === 'reword')) {
            expect(passed.taken).toBeGreaterThanOrEqual(withMemo.site.pages.length - changes.length);
            rewordedRuns++;
          }
          // A site that passed keeps a key for each of its pages but those with a warning.
          if (withMemo.ok)
            expect(passedKeys?.length).toBe(
              withMemo.site.pages.length - new Set(withMemo.warnings?.map(({ pointer }) => pointer.split('/')[2])).size,
            );
        }),
        { numRuns: 80 },
      );
      expect(rewordedRuns, 'runs of valid rewordings').toBeGreaterThan(0);
    });
  }

  /**
   * The file with each `letter` written as an escape, as JSON allows and JSON.stringify never writes (`\u006f` for
   * "o", `\/` for "/"): the same JSON, its texts written otherwise.
   */
  const escaping = (text: string, letter: string | null) =>
    letter === null
      ? text
      : text.replaceAll(letter, letter === '/' ? '\\/' : `\\u${letter.charCodeAt(0).toString(16).padStart(4, '0')}`);
  /** The pages' digests of a file, found again or, with `earlier`, taken from an earlier check where they may be. */
  const digestsOf = (text: string, earlier?: WordsMemo) => {
    const parsed = parseJson(text);
    if (!parsed.ok || !parsed.pageRanges) return undefined;
    return pageDigests(text, { data: parsed.data, pageRanges: parsed.pageRanges }, schema.texts, 'c', earlier);
  };

  for (const file of ['site.json', 'tests/fixtures/valid-six-pages.json']) {
    it(`takes from an earlier check of ${file} the words of a page only as looking them up again finds them`, () => {
      const site = read(file);
      // Not in true, false or null: every one of them in the file is in a text or a name, where an escape may be.
      const letter = fc.constantFrom(null, 'o', 'i', 'c', '/');
      const changes = fc.array(fc.oneof(reword, retranslate, edit), { maxLength: 3 });
      fc.assert(
        fc.property(changes, changes, letter, (before, after, escaped) => {
          const apply = (text: string, edits: (Edit | Rewording)[]) =>
            edits.reduce(
              (at, change) => (change.kind === 'reword' ? reworded(at, change) : edited(at, [change])),
              text,
            );
          const earlierText = escaping(apply(site, before), escaped);
          const text = escaping(apply(apply(site, before), after), escaped);
          const earlier = digestsOf(earlierText);
          const now = digestsOf(text);
          if (!earlier || !now) return;
          const withMemo = digestsOf(text, earlier.words)!;
          expect(withMemo).toEqual(now);
        }),
        { numRuns: 60 },
      );
    });
  }

  it('finds the texts whose words changed when they are named like a property every object has', () => {
    for (const name of ['__proto__', 'constructor', 'toString']) {
      const site = JSON.parse(read('tests/fixtures/valid-six-pages.json')) as Record<string, Json>;
      const { pointer } = textsToReword(site)[0]!;
      const steps = pointerSteps(pointer);
      (valueAt(site, steps.slice(0, -1)) as Record<Step, Json>)[steps.at(-1)!] = name;
      const texts = ((site.translations as Json[])[0] as { texts: Record<string, Json> }).texts;
      // Defined, not set: setting "__proto__" on an object would change its prototype.
      const translate = (words: string) =>
        Object.defineProperty(texts, name, { value: words, enumerable: true, writable: true, configurable: true });
      translate('eerst');
      const earlier = digestsOf(JSON.stringify(site, null, 2))!;
      translate('daarna');
      const text = JSON.stringify(site, null, 2);
      expect(digestsOf(text, earlier.words), name).toEqual(digestsOf(text));
    }
  });

  it('looks up every page again when what an earlier check kept of their words is not what it writes', () => {
    const site = read('tests/fixtures/valid-six-pages.json');
    const fresh = digestsOf(site)!;
    const { pages, translations } = fresh.words;
    // A record edited by hand or cut short: the form a build's record is read with (isWordsMemo) or each page's entry.
    const kept: unknown[] = [
      null,
      [],
      'words',
      { ...fresh.words, code: 1 },
      { ...fresh.words, pages: [] },
      { ...fresh.words, translations: [{ language: 'nl' }] },
      { ...fresh.words, translations: [...translations, ...translations] },
      { ...fresh.words, translations: translations.map((each) => ({ ...each, language: 'de' })) },
      ...[null, 1, 'x', [], [1], ['a', 'b', 'c'], {}].map((entry) => ({
        ...fresh.words,
        pages: Object.fromEntries(Object.keys(pages).map((page) => [page, entry])),
      })),
    ];
    for (const earlier of kept) {
      const taken = isWordsMemo(earlier) ? digestsOf(site, earlier) : digestsOf(site);
      expect(taken, JSON.stringify(earlier)?.slice(0, 80)).toEqual(fresh);
    }
  });

  it('looks up again the words of a page that writes a text with an escape, when its words change', () => {
    const site = read('site.json');
    for (const letter of ['o', '/']) {
      // A text of a page with the letter, translated anew; every such letter in the file written as an escape.
      const pick = textsToReword(JSON.parse(site) as Json).findIndex(({ text }) => text.includes(letter));
      expect(pick, `a text of a page with "${letter}"`).toBeGreaterThanOrEqual(0);
      const earlier = digestsOf(escaping(site, letter))!;
      const text = escaping(reworded(site, { kind: 'reword', pick, keepOld: true, wordsOnly: true }), letter);
      expect(digestsOf(text, earlier.words)).toEqual(digestsOf(text));
    }
  });

  it('looks up again the words of the pages written otherwise and of those that hold a text with other words', () => {
    const site = read('tests/fixtures/valid-six-pages.json');
    const earlier = digestsOf(site)!;
    let keptSome = 0;
    fc.assert(
      fc.property(reword, (change) => {
        const { text, before, after } = rewording(site, change);
        const parsed = parseJson(text);
        if (!parsed.ok || !parsed.pageRanges || before === undefined)
          throw new Error('the fixture has texts to reword');
        const { data, pageRanges } = parsed;
        const pages = (data as { pages: Json[] }).pages;
        const now = pageDigests(text, { data, pageRanges }, schema.texts, 'c')!;
        const written = (p: number) => text.slice(pageRanges[p * 2], pageRanges[p * 2 + 1]);
        // A page that writes a `\u` escape or `\/` may write a text otherwise than JSON.stringify does.
        const escaped = (p: number) => /\\[u/]/.test(written(p));
        const looked = new Set<number>();
        pageWords(
          pagesOfText(text, pageRanges),
          now.pages.map(({ page }, p) => ({ digest: page, escaped: escaped(p) })),
          declaredTranslations(data),
          (p) => {
            looked.add(p);
            return textWordsOf(pages[p], pageShapeOf(schema.texts));
          },
          'c',
          earlier.words,
        );
        const wasWritten = (p: number) => earlier.pages.some(({ page }) => page.equals(now.pages[p]!.page));
        const holds = (p: number) =>
          [before, after].some((words) => written(p).includes(JSON.stringify(words))) || escaped(p);
        pages.forEach((_, p) => {
          // A page written otherwise is looked up again; one written as it was only where it may hold either text.
          if (!wasWritten(p)) expect(looked).toContain(p);
          else if (looked.has(p)) expect(holds(p)).toBe(true);
        });
        if (looked.size < pages.length) keptSome++;
      }),
      { numRuns: 30 },
    );
    expect(keptSome, 'rewordings that kept the words of a page').toBeGreaterThan(0);
  });

  it('takes no word for a page of another code, or of other picture files', () => {
    const site = read('site.json');
    // A copy of the project's pictures, one of which is then made smaller than the place that shows it.
    const projectDir = mkdtempSync(path.join(os.tmpdir(), 'check-memo-'));
    try {
      for (const folder of ['media', 'public']) cpSync(folder, path.join(projectDir, folder), { recursive: true });
      const options = { writtenIds: WRITTEN_IDS, projectDir };
      const first = checkSiteText(site, { ...options, memo: { code: 'c', passed: new Set() } });
      const passed = new CountedSet(first.ok ? first.passedKeys : []);
      checkSiteText(site, { ...options, memo: { code: 'other code', passed } });
      expect(passed.taken).toBe(0);
      checkSiteText(site, { ...options, memo: { code: 'c', passed } });
      expect(passed.taken).toBe(first.ok ? first.site.pages.length : -1);
      passed.taken = 0;
      copyFileSync(
        path.join(projectDir, 'media/logo-tidepine.png'),
        path.join(projectDir, 'media/publishing-calendar.png'),
      );
      const {
        passedKeys: _,
        wordsMemo: __,
        ...withMemo
      } = checkSiteText(site, { ...options, memo: { code: 'c', passed } });
      expect(passed.taken).toBe(0);
      expect(withMemo).toEqual(checkSiteText(site, options));
      expect(withMemo.warnings?.map(({ code }) => code)).toContain('picture-too-small');
    } finally {
      rmSync(projectDir, { recursive: true, force: true });
    }
  });
});
