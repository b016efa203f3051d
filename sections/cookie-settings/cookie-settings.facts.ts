/** The cookie settings list the cookie categories with their explanations, each under its id. */
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'cookieSettings'> = {
  readsSite: ['cookieCategories'],
};
