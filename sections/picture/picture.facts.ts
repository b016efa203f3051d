/** A picture section draws its picture across the content, at most 72rem wide (the content's width). */
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'picture'> = {
  pictureBox: { width: 1152 },
};
