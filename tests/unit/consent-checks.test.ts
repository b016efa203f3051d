import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { crossCheckProblems } from '../../site/cross-checks.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { PERSONALISATION, siteWithCategory } from '../open-category.ts';

const real = () => JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8'));
const cookieProblems = (data: unknown) =>
  crossCheckProblems(data, { writtenIds: WRITTEN_IDS }).filter(
    (problem) => problem.pointer.startsWith('/cookies') || /cookie/i.test(problem.message),
  );

describe('validator rules for the cookie categories', () => {
  it('finds nothing wrong with the real site.json', () => {
    expect(cookieProblems(real())).toEqual([]);
  });

  it('refuses a letter used by two categories, pointing at the second and naming the first by its title', () => {
    const data = real();
    data.cookies.categories[1].letter = data.cookies.categories[0].letter;
    const first = JSON.stringify(data.cookies.categories[0].title);
    expect(cookieProblems(data)).toEqual([
      {
        code: 'letter-used-twice',
        pointer: '/cookies/categories/1/letter',
        message: expect.stringContaining(
          `is already the letter of the category ${first}: each category needs its own letter`,
        ),
        hint: expect.stringMatching(/^Give this category a letter no other category has, such as "[a-z]"\.$/),
      },
    ]);
  });

  it('refuses a built-in behaviour driven by two categories', () => {
    const data = real();
    data.cookies.categories[1].drives = data.cookies.categories[0].drives;
    expect(cookieProblems(data)).toEqual([
      {
        code: 'behaviour-follows-two',
        pointer: '/cookies/categories/1/drives',
        message: expect.stringMatching(
          /^"\w+" already follows the category "[^"]+": a built-in behaviour follows one category/,
        ),
      },
    ]);
  });

  it('refuses a switch that could not save its choice', () => {
    const data = real();
    delete data.cookies.categories[0].letter;
    expect(cookieProblems(data)).toEqual([
      {
        code: 'switch-without-letter',
        pointer: '/cookies/categories/0',
        message: expect.stringContaining('needs a "letter"'),
      },
    ]);
  });

  it('refuses a category that cannot be turned off but is off', () => {
    const data = real();
    const fixed = data.cookies.categories.findIndex(
      (category: { canTurnOff: boolean; letter?: string }) => !category.canTurnOff && category.letter,
    );
    data.cookies.categories[fixed].defaultOn = false;
    expect(cookieProblems(data).map(({ code, pointer }) => ({ code, pointer }))).toEqual([
      { code: 'always-on-turned-off', pointer: `/cookies/categories/${fixed}/defaultOn` },
    ]);
  });

  it('refuses a "more options" link that leaves the site', () => {
    const data = real();
    data.cookies.banner.moreOptions.href = 'https://example.com/cookies';
    expect(cookieProblems(data).map(({ code, pointer }) => ({ code, pointer }))).toEqual([
      { code: 'more-options-off-site', pointer: '/cookies/banner/moreOptions/href' },
    ]);
  });

  it('refuses a cookie settings section on a site without "cookies"', () => {
    const data = real();
    delete data.cookies;
    const problems = cookieProblems(data);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('add "cookies" at the top level');
  });
});

describe('open cookie categories', () => {
  const withCategory = (category: object) => JSON.stringify(siteWithCategory(category), null, 2);

  it('accepts a new "Personalisation" category with its own letter, no "drives" and no "defaultOn"', () => {
    expect(checkSiteText(withCategory(PERSONALISATION)).problems).toEqual([]);
  });

  it('refuses the new category without a letter, at the category, saying why it needs one', () => {
    const { letter: _, ...withoutLetter } = PERSONALISATION;
    const check = checkSiteText(withCategory(withoutLetter));
    expect(check.problems.map(({ code, pointer, message }) => ({ code, pointer, message }))).toEqual([
      {
        code: 'switch-without-letter',
        pointer: '/cookies/categories/3',
        message: expect.stringContaining('its switch needs a "letter"'),
      },
    ]);
  });

  it('refuses the new category with a letter another category uses, at the letter', () => {
    const check = checkSiteText(withCategory({ ...PERSONALISATION, letter: 'n' }));
    expect(check.problems.map(({ code, pointer, message }) => ({ code, pointer, message }))).toEqual([
      {
        code: 'letter-used-twice',
        pointer: '/cookies/categories/3/letter',
        message: expect.stringMatching(
          /^the letter "n" is already the letter of the category "[^"]+" \(line \d+\): each category needs its own letter/,
        ),
      },
    ]);
  });

  it('tells an editor with an old copy what became of "flag": its word for "drives", or that it is no longer needed', () => {
    const data = real();
    const analytics = data.cookies.categories.findIndex(
      (category: { drives?: string }) => category.drives === 'analytics',
    );
    const authentication = data.cookies.categories.findIndex(
      (category: { id: string }) => category.id === 'authentication',
    );
    delete data.cookies.categories[analytics].drives;
    data.cookies.categories[analytics].flag = 'b_n';
    data.cookies.categories[authentication].flag = 'b_auth';
    const check = checkSiteText(JSON.stringify(data, null, 2));
    expect(check.problems.map(({ code, pointer, message }) => ({ code, pointer, message }))).toEqual([
      {
        code: 'retired-field',
        pointer: `/cookies/categories/${analytics}/flag`,
        message: '"flag" is now "drives", in words: write "drives": "analytics" in place of "flag": "b_n"',
      },
      {
        code: 'retired-field',
        pointer: `/cookies/categories/${authentication}/flag`,
        message: expect.stringMatching(/^"flag" is no longer needed: remove it/),
      },
    ]);
  });
});
