/** A hero draws its picture beside the heading, at most 34rem wide (hero.css, on the widest screens). */
import type { SectionFacts } from '../facts-shape.ts';
import { PICTURE_SIZES } from './picture-sizes.ts';

export const facts: SectionFacts<'hero'> = {
  pictureBox: { width: 544 },
  leadPicture: (section) => (section.picture ? { image: section.picture, sizes: PICTURE_SIZES } : undefined),
};
