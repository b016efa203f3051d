/**
 * The checker reads any text in time proportional to its length. Every pattern of schemas/ and every reader of copy
 * (inline markup, placeholders, the JSON reader) is fed about 1 MB of the shapes that make a backtracking search read
 * the text again from each position: a unit repeated ("[a", "](", "**", "_", "{facts.", "\\", …), and units fast-check
 * builds from the characters that matter to each. A reading that took time growing with the square of the length
 * would take minutes on 1 MB; 2 s is a generous bound on a linear one. On a machine busy enough to pass it, the reader
 * is timed again on a quarter of the text: a linear reading takes about a quarter of the time (a square one, a
 * sixteenth), so the time must grow less than GROWTH_BOUND times from a quarter to the whole. Times are printed.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { inlineLinks, parseInline, plainText } from '../../site/inline-markup.ts';
import { parseJson } from '../../site/json-source.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';
import { fillPlaceholders, placeholdersIn, placeholderValues, unknownPlaceholders } from '../../site/placeholders.ts';
import { MAX_PROBLEMS } from '../../site/problems.ts';

const BOUND_MS = 2000;
const SIZE = 1_000_000;
/** How much more time four times the text may take: 4 for a linear reading, 16 for one that grows with its square. */
const GROWTH_BOUND = 8;
/** Runs of each size kept, the fastest, when telling a busy machine from a slow reading. */
const RETIMES = 3;
/** Units known to make a backtracking search slow: links, bold, italic and placeholders left open, escapes, spaces. */
const UNITS = [
  '[a',
  '](',
  '[a](',
  '[a](b',
  '**',
  '*',
  '_',
  ' _a',
  '_a ',
  '{',
  '{facts.',
  '{x}',
  '\\',
  ' ',
  '[**_{',
  '*_[',
  '](a)',
];
/** The characters copy's markup and placeholders are made of, from which fast-check builds more units. */
const MARKUP = ['[', ']', '(', ')', '*', '_', '{', '}', '.', '\\', ' ', '\n', '/', 'a', '1', 'facts.', 'links.', 'é'];

const slowest: string[] = [];
afterAll(() => console.log(`Slowest run of each reader of ~1 MB:\n${slowest.join('\n')}`));

/** `unit` repeated to about `size` characters, after `before`. */
const worst = (unit: string, before = '', size = SIZE) => before + unit.repeat(Math.ceil(size / unit.length));

const timed = (run: () => void) => {
  const started = performance.now();
  run();
  return performance.now() - started;
};
const fastest = (run: () => void) => Math.min(...Array.from({ length: RETIMES }, () => timed(run)));

/** A test reads up to 30 units of 1 MB: on a loaded machine that is more than vitest's default time for a test. */
const TEST_TIMEOUT_MS = 180_000;

/**
 * Runs `read` on each unit repeated to `size` characters (the `fixed` units, then `generated` more from `chars`), each
 * under the bound, or growing linearly where the machine is too busy for the bound; keeps the slowest.
 */
function eachShapeUnderBound(
  name: string,
  read: (unit: string, size: number) => void,
  chars: string[],
  generated: number,
  fixed = UNITS,
): void {
  let slowestMs = 0;
  let slowestUnit = '';
  const unit = fc.array(fc.constantFrom(...chars), { minLength: 1, maxLength: 4 }).map((parts) => parts.join(''));
  fc.assert(
    fc.property(unit, (shape) => {
      const ms = timed(() => read(shape, SIZE));
      if (ms > slowestMs) [slowestMs, slowestUnit] = [ms, shape];
      if (ms < BOUND_MS) return;
      const whole = Math.min(
        ms,
        fastest(() => read(shape, SIZE)),
      );
      const quarter = fastest(() => read(shape, SIZE / 4));
      expect(
        whole / quarter,
        `${name} on ${JSON.stringify(shape)} repeated: ${Math.round(whole)} ms for the whole, ${Math.round(quarter)} ms for a quarter`,
      ).toBeLessThan(GROWTH_BOUND);
    }),
    // A failure is reported as found: shrinking it would read more megabytes, slowly.
    { examples: fixed.map((shape) => [shape]), numRuns: fixed.length + generated, seed: 20260101, endOnFailure: true },
  );
  slowest.push(
    `  ${Math.round(slowestMs).toString().padStart(5)} ms  ${name}  (${JSON.stringify(slowestUnit)} repeated)`,
  );
}

/** Every regular expression of schemas/: each `pattern`, and each name of `patternProperties`, with where it is. */
function schemaPatterns(): { at: string; pattern: string }[] {
  const found: { at: string; pattern: string }[] = [];
  const walk = (node: unknown, at: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [key, value] of Object.entries(node)) {
      if (key === 'pattern' && typeof value === 'string') found.push({ at: `${at}/pattern`, pattern: value });
      if (key === 'patternProperties' && value && typeof value === 'object') {
        for (const name of Object.keys(value)) found.push({ at: `${at}/patternProperties`, pattern: name });
      }
      walk(value, `${at}/${key}`);
    }
  };
  for (const { file, schema } of schemaDocuments()) walk(schema, `${path.posix.join('schemas', file)}#`);
  return found;
}

/** The words a pattern requires at the start ("https://" of "^https://[^/]+$"), so the shapes reach what follows. */
function literalStart(pattern: string): string {
  const start = /^\^((?:\\[^\w]|[^\\[\](){}.*+?|^$])*)/.exec(pattern)?.[1] ?? '';
  return start.replace(/\\(.)/g, '$1');
}

describe('every pattern of schemas/', () => {
  const patterns = schemaPatterns();

  it('is found: the schemas hold patterns, and the walk reaches those of nested definitions', () => {
    expect(patterns.map(({ at }) => at)).toContain('schemas/defs/error-page.schema.json#/properties/message/pattern');
    expect(patterns.length).toBeGreaterThan(10);
  });

  // ajv compiles each pattern with the "u" flag, and so does VS Code.
  for (const pattern of [...new Set(patterns.map((entry) => entry.pattern))]) {
    it(
      `runs in linear time: ${pattern}`,
      () => {
        const regExp = new RegExp(pattern, 'u');
        const chars = [...new Set([...pattern.replace(/\\[dswDSW]/g, ''), 'a', ' ', '-', '/'])];
        const before = literalStart(pattern);
        eachShapeUnderBound(
          `pattern ${pattern}`,
          (unit, size) => {
            regExp.test(worst(unit, before, size));
            // The same, ending in a character that breaks any match at the end.
            regExp.test(`${worst(unit, before, size)}\u0000`);
          },
          chars,
          12,
        );
      },
      TEST_TIMEOUT_MS,
    );
  }
});

describe('every reader of copy', () => {
  const values = placeholderValues({
    brand: { name: 'Brand', tagline: '' },
    links: { register: 'https://example.com' } as never,
    facts: { trialDays: 14 },
  });
  const readers: Record<string, (text: string) => unknown> = {
    'parseInline (bold, italic, links)': parseInline,
    inlineLinks: inlineLinks,
    plainText: plainText,
    placeholdersIn: placeholdersIn,
    unknownPlaceholders: (text) => unknownPlaceholders(text, values),
    fillPlaceholders: (text) => fillPlaceholders(text, values),
    'parseJson of the text as a value': (text) => parseJson(JSON.stringify({ text })),
    'parseJson of the text as a file': parseJson,
  };
  for (const [name, read] of Object.entries(readers)) {
    it(
      `runs in linear time: ${name}`,
      () => eachShapeUnderBound(name, (unit, size) => read(worst(unit, '', size)), MARKUP, 4),
      TEST_TIMEOUT_MS,
    );
  }
});

describe('checking a whole site.json', () => {
  const site = readFileSync(path.join(PROJECT_DIR, 'site.json'), 'utf8');
  /** site.json with the error page's message and the home page's lead replaced by `text`. */
  const withCopy = (text: string) => {
    const data = JSON.parse(site) as { errorPage: { message: string }; pages: { sections: { lead?: string }[] }[] };
    data.errorPage.message = text;
    data.pages[0]!.sections[0]!.lead = text;
    return JSON.stringify(data, null, 2);
  };

  it(
    "takes under 2 s with 1 MB of the worst shapes in the error page's message and the hero's lead, as `npm run validate` checks it",
    () => {
      eachShapeUnderBound(
        'checkSiteText of site.json',
        (unit, size) => {
          const check = checkSiteText(withCopy(worst(unit, '', size)), { writtenIds: WRITTEN_IDS });
          // Checked, not refused by its size: the message holds a link or is reported at its place.
          expect(check.problems.map((problem) => problem.code)).not.toContain('file-too-large');
          expect(check.problems.length).toBeGreaterThan(0);
          // A backslash is written twice in the file: 1 MB of them in each text would make the file larger than the limit.
        },
        MARKUP.filter((char) => char !== '\\'),
        3,
        [...UNITS.filter((shape) => shape !== '\\'), '\\_*['],
      );
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'takes under 2 s with 200,000 values of the wrong kind (each page a number), not the minutes of errors copied for each',
    () => {
      const data = JSON.parse(site) as { pages: unknown[] };
      data.pages = Array.from({ length: 200_000 }, () => 1);
      const text = JSON.stringify(data);
      const started = performance.now();
      const check = checkSiteText(text, { writtenIds: WRITTEN_IDS });
      const elapsed = performance.now() - started;
      slowest.push(
        `${elapsed.toFixed(0).padStart(6)} ms  200,000 pages of the wrong kind (${(text.length / 1e6).toFixed(1)} MB)`,
      );
      expect(elapsed).toBeLessThan(BOUND_MS);
      expect(check.problems.map((problem) => problem.pointer)).toContain('/pages/0');
      expect(check.problems.at(-1)).toMatchObject({ code: 'too-many-problems' });
    },
    TEST_TIMEOUT_MS,
  );

  it('lists the first problems of a text full of them, each at its place, and says there may be more', () => {
    const started = performance.now();
    const check = checkSiteText(withCopy(worst('{x}')), { writtenIds: WRITTEN_IDS });
    expect(performance.now() - started).toBeLessThan(BOUND_MS);
    expect(check.problems).toHaveLength(MAX_PROBLEMS + 1);
    // The error page's message comes first in the file: its placeholders, one every three characters.
    const placeholders = check.problems.filter((problem) => problem.code === 'unknown-placeholder');
    expect(new Set(placeholders.map((problem) => problem.pointer))).toEqual(new Set(['/errorPage/message']));
    expect(placeholders.slice(1).every((problem, i) => problem.column === placeholders[i]!.column + 3)).toBe(true);
    expect(check.problems.at(-1)).toMatchObject({
      code: 'too-many-problems',
      line: 1,
      column: 1,
      message: expect.stringMatching(/check again/),
    });
  });
});
