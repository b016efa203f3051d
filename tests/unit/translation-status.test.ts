/**
 * Translations follow the English instead of blocking it: a language set to "show-english" builds with the English
 * words of the texts it has no translation for, one set to "stop-build" (or left unset) refuses them as before, and
 * the translations listed in "review" are used as they are and listed by --missing. The sentence said about a
 * language is the same from the module as in validate's and the build's output.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { locate, parseJson } from '../../site/json-source.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { compiledSchema } from '../../site/node/schema-cache.ts';
import { escapePointer } from '../../site/problems.ts';
import { resolveSite } from '../../site/resolve-site.ts';
import type { FoundText } from '../../site/text-shape.ts';
import { siteTexts } from '../../site/translation-check.ts';
import {
  buildRefusalSentence,
  statusSentence,
  translationStatus,
  type LanguageStatus,
} from '../../site/translation-status.ts';

const SHOW_ENGLISH_FIXTURE = 'tests/fixtures/valid-show-english.json';
const showEnglishText = readFileSync(SHOW_ENGLISH_FIXTURE, 'utf8');
const siteJsonText = readFileSync('site.json', 'utf8');
const shape = compiledSchema('site.schema.json').texts;

const check = (text: string) => checkSiteText(text, { writtenIds: WRITTEN_IDS });
const run = (script: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  spawnSync('node', ['scripts/run.mjs', script, ...args], { encoding: 'utf8', env: { ...process.env, ...env } });

const folder = mkdtempSync(path.join(os.tmpdir(), 'translation-status-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
/** A copy of `text` written to a file of its own, for the commands. */
function written(name: string, text: string): string {
  const file = path.join(folder, name);
  writeFileSync(file, text);
  return file;
}

/** The fixture with its Dutch setting replaced: "stop-build", or left out (undefined). */
function withSetting(setting: 'stop-build' | undefined): string {
  const from = '"untranslated": "show-english",';
  expect(showEnglishText).toContain(from);
  return showEnglishText.replace(from, setting ? `"untranslated": "${setting}",` : '');
}

const dutchOf = (text: string): LanguageStatus =>
  translationStatus(JSON.parse(text), shape).find((status) => status.code === 'nl')!;

describe('a language set to show English', () => {
  it('passes validate (exit 0) and says, after the ✓ line, what shows in English and what is to review, in the words of the module', () => {
    const result = run('scripts/validate.ts', [SHOW_ENGLISH_FIXTURE]);
    expect(result.status).toBe(0);
    const sentence =
      'Dutch (nl) shows English for 1 text not yet translated, and 2 translations are to review (their English changed): npm run validate -- --missing nl lists them.';
    expect(statusSentence(dutchOf(showEnglishText))).toBe(sentence);
    expect(result.stdout).toBe(`✓ ${SHOW_ENGLISH_FIXTURE} is valid (2 pages in 2 languages: en, nl)\n${sentence}\n`);
  });

  it('gives the check a site to build, in which the Dutch pages show those texts in English', () => {
    const result = check(showEnglishText);
    expect(result.problems).toEqual([]);
    expect(
      result.ok &&
        result.translationStatus.map(({ code, untranslated, toTranslate, toReview }) => ({
          code,
          untranslated,
          toTranslate: toTranslate.map(({ text }) => text),
          toReview: toReview.map(({ text }) => text),
        })),
    ).toEqual([{ code: 'nl', untranslated: 'show-english', toTranslate: ['Hello'], toReview: ['Go', 'Who?'] }]);
    // The Dutch home page: the hero's heading in English, the translation to review as it is.
    const dutchHome = result.ok ? resolveSite(result.site, shape).routeTable.get('/nl') : undefined;
    expect(dutchHome?.sections.map((section) => ('heading' in section ? section.heading : undefined))).toEqual([
      'Hello',
      'Ga',
    ]);
  });
});

describe('a language set to stop the build (or left unset)', () => {
  for (const setting of ['stop-build', undefined] as const) {
    it(`${setting ? `"${setting}"` : 'unset'}: validate and the build refuse a text without a translation, at the English text, and say why in the module's words`, () => {
      const file = written(`stop-build-${setting ?? 'unset'}.json`, withSetting(setting));
      const refusal =
        'The build refuses this site until 1 text is translated into Dutch (nl): npm run validate -- --missing nl lists it, and the 2 translations to review (their English changed).';
      expect(buildRefusalSentence(dutchOf(withSetting(setting)))).toBe(refusal);

      const validate = run('scripts/validate.ts', [file]);
      expect(validate.status).toBe(1);
      expect(validate.stderr.split('\n')).toEqual([
        expect.stringMatching(
          new RegExp(
            `^${file}:44:38  page / › section 1 \\(hero\\) › heading  this text has no Dutch \\(nl\\) translation\\. .*  \\[missing-translation\\]$`,
          ),
        ),
        `✗ 1 problem in ${file}`,
        refusal,
        '',
      ]);

      // The build stops at the check, before it builds anything.
      const build = run('scripts/build.ts', [], { SITE_JSON: file, SITE_DIST_DIR: path.join(folder, 'never-built') });
      expect(build.status).toBe(1);
      expect(build.stderr).toContain(`✗ 1 problem in ${path.relative(process.cwd(), file)}\n${refusal}\nBuild stopped`);
    });
  }

  it('keeps a file whose only problems are texts to translate a draft the editor can save', () => {
    const result = check(withSetting('stop-build'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.draft).toBeTruthy();
    expect(!result.ok && result.translationStatus?.map(statusSentence)).toEqual([
      buildRefusalSentence(dutchOf(withSetting('stop-build'))),
    ]);
  });

  it('the shipped site.json says it plainly: "stop-build", with nothing left to translate or to review', () => {
    expect(
      (JSON.parse(siteJsonText) as { translations: { untranslated?: string }[] }).translations[0]!.untranslated,
    ).toBe('stop-build');
    const [dutch] = translationStatus(JSON.parse(siteJsonText), shape);
    expect(
      dutch && {
        untranslated: dutch.untranslated,
        toTranslate: dutch.toTranslate.length,
        toReview: dutch.toReview.length,
      },
    ).toEqual({ untranslated: 'stop-build', toTranslate: 0, toReview: 0 });
    expect(statusSentence(dutch!)).toBeUndefined();
  });

  it('points a text whose English changed by hand to its earlier translation, and to "review"', () => {
    const from = '"description": "The page could not be shown."';
    const text = withSetting('stop-build').replace(from, '"description": "The page could not be shown at all."');
    expect(text).not.toBe(withSetting('stop-build'));
    const problem = check(text).problems.find((found) => found.pointer === '/errorPage/description');
    expect(problem?.hint).toBe(
      'Its translation may be the one of the earlier words "The page could not be shown.": write the new English words there, and add them to "review" of the "nl" translation unless you checked the translation still says the same.',
    );
  });

  it('refuses a setting it does not know, naming the two it does', () => {
    const problems = check(
      showEnglishText.replace('"untranslated": "show-english"', '"untranslated": "show-dutch"'),
    ).problems;
    expect(problems[0]).toMatchObject({
      code: 'value-not-allowed',
      pointer: '/translations/0/untranslated',
      hint: expect.stringContaining('"stop-build", "show-english"'),
    });
  });
});

describe('a text written in several places', () => {
  it('is listed once, at its first place, to translate and to review', () => {
    const data = JSON.parse(siteJsonText) as {
      pages: { title: string }[];
      translations: { review?: string[]; texts: Record<string, string>; untranslated?: string }[];
    };
    const dutch = data.translations[0]!;
    dutch.untranslated = 'show-english';
    const [first, second, third] = data.pages;
    // One text without a translation on three pages, and one with a translation to review on two.
    first!.title = second!.title = third!.title = 'The same title, not translated';
    data.pages[4]!.title = data.pages[5]!.title = data.pages[6]!.title;
    dutch.review = [data.pages[6]!.title];
    const status = dutchOf(JSON.stringify(data, null, 2));
    expect(status.toTranslate).toEqual([{ pointer: '/pages/0/title', text: 'The same title, not translated' }]);
    expect(status.toReview).toEqual([{ pointer: '/pages/4/title', text: data.pages[6]!.title }]);
  });
});

describe('the texts to review', () => {
  it('are never problems: a review list naming every text, texts the site does not have, and a text twice', () => {
    const data = JSON.parse(siteJsonText) as { translations: { review?: string[]; texts: Record<string, string> }[] };
    const dutch = data.translations[0]!;
    const everyText = Object.keys(dutch.texts);
    dutch.review = [...everyText, 'Words no page has', '', everyText[0]!];
    const result = check(JSON.stringify(data, null, 2));
    expect(result.problems.map(({ code, pointer }) => ({ code, pointer }))).toEqual([
      // An empty entry is an empty text, as anywhere in the file.
      { code: 'empty-text', pointer: `/translations/0/review/${everyText.length + 1}` },
    ]);
  });

  it('are listed by --missing at the English text (FILE:LINE:COL, place, words, translation), under their own heading; unknown ones as no longer used', () => {
    const result = run('scripts/validate.ts', ['--missing', 'nl', SHOW_ENGLISH_FIXTURE]);
    expect(result.status).toBe(1);
    // FILE:LINE:COL of the opening quote of an English text, found in the fixture by its field and words.
    const at = (fieldAndWords: string) => {
      const rows = showEnglishText.split('\n');
      const row = rows.findIndex((line) => line.includes(fieldAndWords));
      const column = rows[row]!.indexOf(fieldAndWords) + fieldAndWords.indexOf(': ') + 3;
      return `${SHOW_ENGLISH_FIXTURE}:${row + 1}:${column}`;
    };
    expect(at('"heading": "Hello"')).toBe(`${SHOW_ENGLISH_FIXTURE}:44:38`);
    expect(result.stderr.split('\n')).toEqual([
      `${at('"heading": "Hello"')}  page / › section 1 (hero) › heading  "Hello"`,
      '',
      'Translations to review (their English changed after they were translated): check that each still says the same, then remove its English words from "review" of the "nl" translation.',
      `${at('"heading": "Go"')}  page / › section 2 (cta) › heading  "Go"  translated as "Ga"`,
      `${at('"question": "Who?"')}  page /about › section 2 (faq) › item 1 › question  "Who?"  translated as "Wie?"`,
      '',
      'Translations no text uses any more (the English changed or was removed): correct their English words, or remove them.',
      `${SHOW_ENGLISH_FIXTURE}:96:32  translation 1 › review 3  "Words the site no longer has"`,
      '✗ 1 of 32 texts are not yet translated into Dutch (nl) (31 are): its pages show it in English; 2 translations are to review.',
      '',
      'To translate them, add these lines to "texts" of the "nl" translation and write each translation between the empty quotes:',
      '      "Hello": "",',
      '',
    ]);
  });

  it('are given to tools by --missing --json with their translation; with nothing left to translate, --missing exits 0 and still counts them', () => {
    const json = JSON.parse(run('scripts/validate.ts', ['--missing', 'nl', '--json', SHOW_ENGLISH_FIXTURE]).stdout) as {
      untranslated: string;
      review: unknown[];
      unused: unknown[];
    };
    expect(json.untranslated).toBe('show-english');
    expect(json.review).toEqual([
      {
        file: SHOW_ENGLISH_FIXTURE,
        pointer: '/pages/0/sections/1/heading',
        path: 'page / › section 2 (cta) › heading',
        text: 'Go',
        line: 45,
        column: 37,
        translation: 'Ga',
      },
      {
        file: SHOW_ENGLISH_FIXTURE,
        pointer: '/pages/1/sections/1/items/0/question',
        path: 'page /about › section 2 (faq) › item 1 › question',
        text: 'Who?',
        line: 54,
        column: 83,
        translation: 'Wie?',
      },
    ]);
    expect(json.unused).toMatchObject([{ pointer: '/translations/0/review/2', text: 'Words the site no longer has' }]);

    const translated = written(
      'all-translated.json',
      showEnglishText.replace('"Go": "Ga",', '"Go": "Ga",\n        "Hello": "Hallo",'),
    );
    const done = run('scripts/validate.ts', ['--missing', 'nl', translated]);
    expect(done.status).toBe(0);
    expect(done.stdout.trim().split('\n').at(-1)).toBe(
      `✓ every text of ${translated} is translated into Dutch (nl) (32 texts); 2 translations are to review`,
    );
    const validate = run('scripts/validate.ts', [translated]);
    expect(validate.stdout.trim().split('\n').at(-1)).toBe(
      'Dutch (nl) has 2 translations to review (their English changed): npm run validate -- --missing nl lists them.',
    );
  });
});

describe('the sentences said about a language', () => {
  const status = (
    untranslated: LanguageStatus['untranslated'],
    toTranslate: number,
    toReview: number,
  ): LanguageStatus => {
    const texts = (n: number, word: string) =>
      Array.from({ length: n }, (_, i): FoundText => ({ pointer: `/${word}/${i}`, text: `${word} ${i}` }));
    return {
      code: 'nl',
      label: 'Dutch (nl)',
      untranslated,
      toTranslate: texts(toTranslate, 'new'),
      toReview: texts(toReview, 'changed'),
    };
  };
  const cases: [LanguageStatus, string | undefined][] = [
    [status('show-english', 0, 0), undefined],
    [status('stop-build', 0, 0), undefined],
    [
      status('show-english', 3, 2),
      'Dutch (nl) shows English for 3 texts not yet translated, and 2 translations are to review (their English changed): npm run validate -- --missing nl lists them.',
    ],
    [
      status('show-english', 1, 0),
      'Dutch (nl) shows English for 1 text not yet translated: npm run validate -- --missing nl lists it.',
    ],
    [
      status('show-english', 0, 1),
      'Dutch (nl) has 1 translation to review (its English changed): npm run validate -- --missing nl lists it.',
    ],
    [
      status('stop-build', 0, 2),
      'Dutch (nl) has 2 translations to review (their English changed): npm run validate -- --missing nl lists them.',
    ],
    [
      status('stop-build', 3, 0),
      'The build refuses this site until 3 texts are translated into Dutch (nl): npm run validate -- --missing nl lists them.',
    ],
    [
      status('stop-build', 1, 1),
      'The build refuses this site until 1 text is translated into Dutch (nl): npm run validate -- --missing nl lists it, and the 1 translation to review (its English changed).',
    ],
    [
      status('stop-build', 1200, 0),
      'The build refuses this site until 1,200 texts are translated into Dutch (nl): npm run validate -- --missing nl lists them.',
    ],
  ];
  for (const [given, sentence] of cases) {
    it(`${given.untranslated}, ${given.toTranslate.length} to translate, ${given.toReview.length} to review: ${sentence ?? 'nothing to say'}`, () => {
      expect(statusSentence(given)).toBe(sentence);
      // The refusal is said only of a language that stops the build and has texts left.
      expect(buildRefusalSentence(given)).toBe(
        given.untranslated === 'stop-build' && given.toTranslate.length > 0 ? sentence : undefined,
      );
    });
  }
});

/**
 * Every kind of place a text has in the shipped site.json (a page's title, a section's heading, an item's answer…),
 * one text of each: its Dutch translation removed, the site still checks under "show-english", and under "stop-build"
 * its only problems are one missing-translation at each place the text is used. (Each check takes a tenth of a
 * second, too long to remove every one of the site's texts in turn.)
 */
describe('removing the Dutch translation of a text of the shipped site.json', () => {
  const parsed = parseJson(siteJsonText);
  if (!parsed.ok) throw new Error('site.json does not parse');
  /** The line of a value (or with `at: 'key'`, of its key) in the shipped site.json. */
  const lineOf = (pointer: string, at?: 'key') =>
    locate(parsed.document, parsed.text, { pointer, ...(at ? { at } : {}) }).line;
  const texts = siteTexts(parsed.data, shape);
  const dutch = (parsed.data as { translations: { texts: Record<string, string> }[] }).translations[0]!.texts;
  const kind = (pointer: string) => pointer.replace(/\/\d+/g, '/#');
  const firstOfEachKind = new Map<string, FoundText>();
  for (const found of texts)
    if (found.text in dutch && !firstOfEachKind.has(kind(found.pointer)))
      firstOfEachKind.set(kind(found.pointer), found);
  const placesOf = (text: string) =>
    texts
      .filter((found) => found.text === text)
      .map(({ pointer }) => ({ code: 'missing-translation', pointer, line: lineOf(pointer) }));
  const lines = siteJsonText.split('\n');

  /** site.json without the line of the Dutch translation of `text`, the setting as given: the lines above keep their numbers. */
  function withoutTranslation(text: string, setting: 'stop-build' | 'show-english'): string {
    const index = lineOf(`/translations/0/texts/${escapePointer(text)}`, 'key') - 1;
    const kept = [...lines.slice(0, index), ...lines.slice(index + 1)];
    // The last translation has no comma after it: the one before it then loses its own.
    if (!lines[index]!.trimEnd().endsWith(',')) kept[index - 1] = kept[index - 1]!.replace(/,\s*$/, '');
    return kept.join('\n').replace('"untranslated": "stop-build"', `"untranslated": "${setting}"`);
  }

  it('holds the cases to every kind of place', () => {
    expect(firstOfEachKind.size).toBeGreaterThan(50);
    expect(siteJsonText).toContain('"untranslated": "stop-build"');
  });

  for (const { pointer, text } of firstOfEachKind.values()) {
    it(`${kind(pointer)} ("${text.length > 40 ? `${text.slice(0, 40)}…` : text}")`, () => {
      expect(check(withoutTranslation(text, 'show-english')).problems).toEqual([]);
      const refused = check(withoutTranslation(text, 'stop-build')).problems;
      const byPointer = (a: { pointer: string }, b: { pointer: string }) => a.pointer.localeCompare(b.pointer);
      expect(refused.map(({ code, pointer, line }) => ({ code, pointer, line })).sort(byPointer)).toEqual(
        placesOf(text).sort(byPointer),
      );
    });
  }
});
