/** The cookie settings list the cookie categories, each under its id. */
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'cookieSettings'> = {
  listsCookieCategories: true,
};
