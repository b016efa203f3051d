import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { placeholderValues } from '../../renderer/config/placeholders.ts';
import { checkSiteText, unreadable } from '../../scripts/site/validate-site.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url), 'utf8');

/** Each broken copy of tests/fixtures/valid-minimal.json, and exactly the problems it must report. */
const cases: Record<string, { line: number; column: number; pointer: string; says: RegExp }[]> = {
  'trailing-comma': [{ line: 13, column: 45, pointer: '', says: /trailing comma/ }],
  'missing-quote': [{ line: 41, column: 16, pointer: '', says: /never closed/ }],
  'missing-comma': [{ line: 4, column: 3, pointer: '', says: /"," is missing/ }],
  comment: [{ line: 3, column: 3, pointer: '', says: /no comments/ }],
  'empty-file': [{ line: 1, column: 1, pointer: '', says: /empty/ }],
  'unknown-section-type': [{ line: 54, column: 19, pointer: '/pages/1/sections/1/type', says: /unknown section type "faqs"\. Did you mean "faq"\? Known types: "hero", "features", "faq", "cta"/ }],
  'page-without-title': [{ line: 48, column: 5, pointer: '/pages/1', says: /the field "title" is missing/ }],
  'link-to-missing-route': [{ line: 24, column: 76, pointer: '/footer/groups/0/links/0/href', says: /route "\/abuot", which no page declares\. Did you mean "\/about"\?/ }],
  'link-to-missing-anchor': [{ line: 24, column: 76, pointer: '/footer/groups/0/links/0/href', says: /anchor "#people".*Its anchors: #team/ }],
  'inline-link-to-missing-route': [{ line: 44, column: 61, pointer: '/pages/0/sections/0/lead', says: /"\/aboutt"/ }],
  'anchor-without-page': [{ line: 18, column: 68, pointer: '/header/navigation/0/items/0/href', says: /write the route too/ }],
  // An old copy whose sections still carry their numbers: one plain line at each, where the field's name is.
  'section-number-left-over': [
    { line: 44, column: 27, pointer: '/pages/0/sections/0/number', says: /^section numbers now follow the order of the list: remove "number"$/ },
    { line: 45, column: 26, pointer: '/pages/0/sections/1/number', says: /^section numbers now follow the order of the list: remove "number"$/ },
    { line: 53, column: 27, pointer: '/pages/1/sections/0/number', says: /^section numbers now follow the order of the list: remove "number"$/ },
    { line: 54, column: 26, pointer: '/pages/1/sections/1/number', says: /^section numbers now follow the order of the list: remove "number"$/ },
  ],
  'duplicate-route': [
    { line: 18, column: 68, pointer: '/header/navigation/0/items/0/href', says: /"\/about", which no page declares/ },
    { line: 24, column: 76, pointer: '/footer/groups/0/links/0/href', says: /"\/about", which no page declares/ },
    { line: 44, column: 61, pointer: '/pages/0/sections/0/lead', says: /"\/about", which no page declares/ },
    { line: 49, column: 16, pointer: '/pages/1/route', says: /route "\/" is declared twice/ },
  ],
  'duplicate-title': [{ line: 50, column: 16, pointer: '/pages/1/title', says: /title "Fixture home" is used by another page/ }],
  'unknown-field': [
    { line: 44, column: 9, pointer: '/pages/0/sections/0', says: /the field "heading" is missing/ },
    { line: 44, column: 27, pointer: '/pages/0/sections/0/heding', says: /unknown field "heding"\. Did you mean "heading"\?/ },
  ],
  'wrong-type': [{ line: 53, column: 38, pointer: '/pages/1/sections/0/heading', says: /must be a text in double quotes, found the number 2021/ }],
  'unknown-placeholder': [{ line: 25, column: 50, pointer: '/footer/social/0/label', says: /unknown placeholder "\{brnd\}"\. Did you mean "\{brand\}"\?/ }],
  'bad-enum': [{ line: 25, column: 29, pointer: '/footer/social/0/network', says: /"tiktok" is not allowed here.*"twitter"/ }],
  'description-too-short': [{ line: 51, column: 22, pointer: '/pages/1/description', says: /10 characters long; write at least 50/ }],
  'share-image-missing': [{ line: 4, column: 114, pointer: '/site/shareImage/src', says: /the picture "\/no-such-card\.png" is not in the public\/ folder/ }],
  // Typed inside a text: reported where typed, and the rest of the file is still checked.
  'text-over-two-lines': [
    { line: 24, column: 76, pointer: '/footer/groups/0/links/0/href', says: /anchor "#people"/ },
    { line: 44, column: 79, pointer: '/pages/0/sections/0/lead', says: /a text cannot run over two lines: join the lines, or write \\n/ },
    { line: 54, column: 59, pointer: '/pages/1/sections/0/lead', says: /cannot hold a tab typed as is: write \\t/ },
  ],
  'stray-backslash': [{ line: 21, column: 32, pointer: '', says: /a backslash starts an escape like \\n or \\"; write \\\\ for a backslash/ }],
  // A oneOf of $refs: only the branch the editor meant is reported.
  'header-link-bad-href': [{ line: 19, column: 34, pointer: '/header/navigation/1/href', says: /the text "blog" is not in the expected form \(Where a link goes/ }],
  'header-link-label-typo': [
    { line: 19, column: 7, pointer: '/header/navigation/1', says: /the field "label" is missing \(The words shown on the link/ },
    { line: 19, column: 9, pointer: '/header/navigation/1/lable', says: /unknown field "lable"\. Did you mean "label"\? Allowed here: "label", "href", "description"$/ },
  ],
  'rich-text-heading-bad-id': [{ line: 53, column: 73, pointer: '/pages/1/sections/0/body/0/id', says: /the text "Who We Are" is not in the expected form \(An in-page anchor name/ }],
  // Each repeated key at its own place; the empty name is the one JSON.parse keeps, the last.
  'duplicate-key': [
    { line: 3, column: 14, pointer: '/brand/name', says: /the field "name" is written twice \(also at 3:117\): keep one/ },
    { line: 3, column: 33, pointer: '/brand/tagline', says: /the field "tagline" is written twice \(also at 3:59\): keep one/ },
    { line: 3, column: 59, pointer: '/brand/tagline', says: /the field "tagline" is written twice \(also at 3:33\): keep one/ },
    { line: 3, column: 117, pointer: '/brand/name', says: /the field "name" is written twice \(also at 3:14\): keep one/ },
    { line: 3, column: 125, pointer: '/brand/name', says: /must not be empty/ },
  ],
  // The footer's /about#analytics lands on a cookie category of the page that lists them.
  'link-to-cookie-category': [{ line: 18, column: 68, pointer: '/header/navigation/0/items/0/href', says: /anchor "#marketing".*Its anchors: #team, #necessary, #analytics$/ }],
  'anchor-taken-by-site': [
    { line: 41, column: 15, pointer: '/cookies/categories/0/id', says: /anchor "root" is already used on every page by the site itself.*choose another name/ },
    { line: 51, column: 33, pointer: '/pages/0/sections/0/id', says: /anchor "main" is already used on this page by the site itself, for the main content.*choose another name/ },
    { line: 61, column: 32, pointer: '/pages/1/sections/1/id', says: /anchor "analytics-title" is already used on this page by the title of the cookie category at \/cookies\/categories\/1\/id/ },
  ],
  'error-page-link-to-missing-route': [{ line: 34, column: 55, pointer: '/errorPage/message', says: /the link "\/contact" points to the route "\/contact", which no page declares/ }],
  'error-page-without-link': [{ line: 34, column: 7, pointer: '/errorPage/message', says: /not in the expected form \(The sentence under the heading\. It must offer a way to reach a person, as a link/ }],
  // The byte order mark is accepted silently and shifts no column.
  'byte-order-mark': [{ line: 3, column: 22, pointer: '/brand/name', says: /^must not be empty$/ }],
  'fact-name-and-value': [
    { line: 4, column: 104, pointer: '/facts/a~1b', says: /^the name "a\/b" cannot be used here \(A figure's name: letters and digits only/ },
    { line: 4, column: 127, pointer: '/facts/trialDays', says: /^must be a text in double quotes or a whole number, found an object \{ … \}/ },
  ],
  // "The "best" tool": the quote typed inside the text ends it, so it is named, with what to type instead.
  'quote-inside-text': [{ line: 44, column: 43, pointer: '', says: /^this " ends the text too early: to write a quote inside a text, type \\" \(as in "The \\"best\\" tool"\), or use ‘ ’ instead$/ }],
  // “Hello” pasted from a word processor: the curly quotes are named as such.
  'curly-quotes': [{ line: 44, column: 38, pointer: '', says: /^curly quotes “ ” are not JSON's quotes: use straight quotes "…"/ }],
};

describe('validating site.json', () => {
  it('accepts the minimal valid site and the real site.json', () => {
    expect(checkSiteText(fixture('valid-minimal.json')).problems).toEqual([]);
    expect(checkSiteText(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')).problems).toEqual([]);
  });

  for (const [name, expected] of Object.entries(cases)) {
    it(`reports ${name} at its line, column and pointer`, () => {
      const check = checkSiteText(fixture(`broken/${name}.json`));
      expect(check.ok).toBe(false);
      expect(check.problems.map(({ line, column, pointer }) => ({ line, column, pointer }))).toEqual(
        expected.map(({ line, column, pointer }) => ({ line, column, pointer })),
      );
      check.problems.forEach((problem, i) => expect(problem.message).toMatch(expected[i]!.says));
    });
  }
});

describe('npm run validate', () => {
  const run = (file: string) => {
    try {
      return { code: 0, out: execFileSync('node', ['scripts/run.mjs', 'scripts/validate.ts', file], { encoding: 'utf8', stdio: 'pipe' }) };
    } catch (error) {
      const failed = error as { status: number; stderr: string };
      return { code: failed.status, out: failed.stderr };
    }
  };

  it('exits 1 and prints FILE:LINE:COL  /pointer  message for each problem, with no stack trace', () => {
    const { code, out } = run('tests/fixtures/broken/unknown-field.json');
    expect(code).toBe(1);
    expect(out).toContain('tests/fixtures/broken/unknown-field.json:44:27  /pages/0/sections/0/heding (page /)  unknown field "heding"');
    expect(out).toContain('✗ 2 problems in tests/fixtures/broken/unknown-field.json');
    expect(out).not.toMatch(/\n\s+at /);
  });

  it('names the page of a problem by its route after the pointer, which stays whole, in the line and in --json', () => {
    const { out } = run('tests/fixtures/broken/unknown-section-type.json');
    expect(out).toMatch(/^tests\/fixtures\/broken\/unknown-section-type\.json:\d+:\d+ {2}\/pages\/1\/sections\/1\/type \(page \/about\) {2}unknown section type "faqs"/m);
    // Outside the pages (header, footer) there is no page to name.
    const json = spawnSync('node', ['scripts/run.mjs', 'scripts/validate.ts', 'tests/fixtures/broken/duplicate-route.json', '--json'], { encoding: 'utf8' });
    const problems = JSON.parse(json.stdout) as { pointer: string; page?: string }[];
    expect(problems.map(({ pointer, page }) => ({ pointer, page }))).toEqual([
      { pointer: '/header/navigation/0/items/0/href', page: undefined },
      { pointer: '/footer/groups/0/links/0/href', page: undefined },
      { pointer: '/pages/0/sections/0/lead', page: '/' },
      { pointer: '/pages/1/route', page: '/' },
    ]);
  });

  it('exits 0 on a valid file', () => {
    expect(run('tests/fixtures/valid-minimal.json')).toEqual({ code: 0, out: '✓ tests/fixtures/valid-minimal.json is valid (2 pages)\n' });
  });

  it('exits 1 with a plain sentence for a file that does not exist', () => {
    const { code, out } = run('tests/fixtures/nope.json');
    expect(code).toBe(1);
    expect(out).toContain('tests/fixtures/nope.json:1:1  (whole file)  cannot read the file: no such file');
  });

  it('exits 1 with a plain sentence for a folder given as the file', () => {
    const { code, out } = run('tests/fixtures/broken');
    expect(code).toBe(1);
    expect(out).toContain('tests/fixtures/broken:1:1  (whole file)  cannot read the file: this is a folder, not a file');
    expect(out).not.toMatch(/EISDIR|\n\s+at /);
  });

  it('words a file it may not read plainly (tests run as root, who reads anything, so the error is made up)', () => {
    const denied = Object.assign(new Error("EACCES: permission denied, open 'site.json'"), { code: 'EACCES' });
    expect(unreadable(denied)).toMatch(/^permission denied: this account may not read it/);
  });
});

describe('README, Editing site.json', () => {
  it('lists every kind of placeholder the validator accepts', () => {
    const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
    const bullet = /^- \*\*Placeholders\*\*:[\s\S]*?(?=^- \*\*)/m.exec(readme)?.[0] ?? '';
    // One of each group: {brand}, {year}, {links.NAME}, {facts.NAME}.
    const names = [...placeholderValues({ brand: { name: 'B', tagline: '' }, links: { blog: 'https://b.example' } as never, facts: { days: 1 } }).keys()];
    const kinds = names.map((name) => `{${name.includes('.') ? `${name.split('.')[0]}.NAME` : name}}`);
    expect(kinds.filter((kind) => !bullet.includes(`\`${kind}\``))).toEqual([]);
  });
});
