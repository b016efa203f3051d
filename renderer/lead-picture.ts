/**
 * The preload of a page's largest paint: the picture its first section draws on the first screen (a hero's
 * screenshot), asked for in the head before the styles and scripts, in the best format the page offers and with the
 * same `srcset` and `sizes` as the <picture>, so the browser takes the very file the page draws and fetches it once.
 */
import type { PagePayload } from './payload.ts';
import { filesOf, offeredFormats, srcSet } from './picture-sources.ts';
import type { SectionRegistry } from './sections.ts';

export interface PicturePreload {
  /** The MIME type of the files named: a browser that cannot show it skips the preload. */
  type: string;
  srcset: string;
  sizes: string;
}

export function leadPicturePreload(page: PagePayload | null, sections: SectionRegistry): PicturePreload | undefined {
  const first = page?.sections[0];
  const lead = first && sections[first.type]?.leadPicture?.(first);
  const outputs = lead && page.pictures?.[lead.image.src];
  if (!lead || !outputs) return undefined;
  const format = offeredFormats(outputs)[0] ?? outputs.fallback;
  return {
    type: `image/${format === 'svg' ? 'svg+xml' : format}`,
    srcset: srcSet(filesOf(outputs, format)),
    sizes: lead.sizes,
  };
}
