/**
 * The preload of a page's largest paint: the picture its first section draws on the first screen (a hero's
 * screenshot), asked for in the head before the styles and scripts, in the best format the page offers and with the
 * same `srcset` and `sizes` as the <picture>, so the browser takes the very file the page draws and fetches it once.
 */
import type { Image, Section } from '../schemas/site.types.ts';
import type { PagePayload } from './payload.ts';
import { filesOf, offeredFormats, srcSet } from './picture-sources.ts';

export interface LeadPicture {
  image: Image;
  /** How wide the section draws it, as the <img>'s `sizes` says. */
  sizes: string;
}

/**
 * The picture a section draws on the first screen when it opens its page (sections/section-facts.ts, from each type's
 * facts), handed in by +documentOf.ts: only the build needs it, so no visitor downloads it.
 */
export type LeadPictureOf = (section: Section) => LeadPicture | undefined;

export interface PicturePreload {
  /** The MIME type of the files named: a browser that cannot show it skips the preload. */
  type: string;
  srcset: string;
  sizes: string;
}

export function leadPicturePreload(page: PagePayload | null, leadPictureOf: LeadPictureOf): PicturePreload | undefined {
  const first = page?.sections[0];
  const lead = first && leadPictureOf(first);
  const outputs = lead && page.pictures?.[lead.image.src];
  if (!lead || !outputs) return undefined;
  const format = offeredFormats(outputs)[0] ?? outputs.fallback;
  return {
    type: `image/${format === 'svg' ? 'svg+xml' : format}`,
    srcset: srcSet(filesOf(outputs, format)),
    sizes: lead.sizes,
  };
}
