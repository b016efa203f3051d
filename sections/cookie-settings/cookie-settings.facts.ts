/** The cookie settings list the cookie categories with their explanations, each under its id. */
import { NO_SCRIPT_FORM_ID, NO_SCRIPT_SAVED_ID } from '../../browser/consent/constants.ts';
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'cookieSettings'> = {
  readsSite: ['cookieCategories'],
  ids: () => [
    { id: NO_SCRIPT_FORM_ID, by: 'the cookie settings, for their form without JavaScript' },
    { id: NO_SCRIPT_SAVED_ID, by: 'the cookie settings, for the words that say a choice was saved without JavaScript' },
  ],
};
