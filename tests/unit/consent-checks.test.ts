import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crossCheckProblems } from '../../scripts/site/cross-checks.ts';

const real = () => JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8'));
const cookieProblems = (data: unknown) => crossCheckProblems(data).filter((problem) => problem.pointer.startsWith('/cookies') || /cookie/i.test(problem.message));

describe('validator rules for the cookie categories', () => {
  it('finds nothing wrong with the real site.json', () => {
    expect(cookieProblems(real())).toEqual([]);
  });

  it('refuses a letter used by two categories, pointing at the second', () => {
    const data = real();
    data.cookies.categories[1].letter = data.cookies.categories[0].letter;
    expect(cookieProblems(data)).toEqual([
      { pointer: '/cookies/categories/1/letter', message: expect.stringMatching(/the letter "\w" is already used by the category at \/cookies\/categories\/0\/letter/) },
    ]);
  });

  it('refuses a flag used by two categories', () => {
    const data = real();
    data.cookies.categories[1].flag = data.cookies.categories[0].flag;
    expect(cookieProblems(data).map((problem) => problem.pointer)).toEqual(['/cookies/categories/1/flag']);
  });

  it('refuses a switch that could not save its choice', () => {
    const data = real();
    delete data.cookies.categories[0].letter;
    expect(cookieProblems(data)).toEqual([{ pointer: '/cookies/categories/0', message: expect.stringContaining('needs a "letter"') }]);
  });

  it('refuses a category that cannot be turned off but is off', () => {
    const data = real();
    const fixed = data.cookies.categories.findIndex((category: { canTurnOff: boolean; flag?: string }) => !category.canTurnOff && category.flag);
    data.cookies.categories[fixed].defaultOn = false;
    expect(cookieProblems(data).map((problem) => problem.pointer)).toEqual([`/cookies/categories/${fixed}/defaultOn`]);
  });

  it('refuses a "more options" link that leaves the site', () => {
    const data = real();
    data.cookies.banner.moreOptions.href = 'https://example.com/cookies';
    expect(cookieProblems(data).map((problem) => problem.pointer)).toEqual(['/cookies/banner/moreOptions/href']);
  });

  it('refuses a cookie settings section on a site without "cookies"', () => {
    const data = real();
    delete data.cookies;
    const problems = cookieProblems(data);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain('add "cookies" at the top level');
  });
});
