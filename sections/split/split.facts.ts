/** A split draws its picture in one of two columns, at most 34rem wide (split.css, on the widest screens). */
import type { SectionFacts } from '../facts-shape.ts';
import { PICTURE_SIZES } from './picture-sizes.ts';

export const facts: SectionFacts<'split'> = {
  pictureBox: { width: 544 },
  leadPicture: (section) => (section.picture ? { image: section.picture, sizes: PICTURE_SIZES } : undefined),
};
