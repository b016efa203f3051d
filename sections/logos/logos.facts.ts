/** A logo is drawn 2rem high, as wide as its shape (logos.css). */
import type { SectionFacts } from '../facts-shape.ts';

export const facts: SectionFacts<'logos'> = {
  pictureBox: { height: 32 },
};
