/** A quote's photo is a round 3.5rem square beside the name (quotes.css). */
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'quotes'> = {
  pictureBox: { width: 56, height: 56 },
};
