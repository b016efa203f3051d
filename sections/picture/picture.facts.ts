/** A picture section draws its picture across the content, at most 72rem wide (the content's width). */
import type { SectionFacts } from '../facts-shape.ts';
import { PICTURE_SIZES } from './picture-sizes.ts';

export const facts: SectionFacts<'picture'> = {
  pictureBox: { width: 1152 },
  leadPicture: (section) => ({ image: section.image, sizes: PICTURE_SIZES }),
};
