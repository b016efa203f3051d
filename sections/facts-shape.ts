/**
 * What a section type's folder may tell the build and the checker of site.json besides drawing it (its NAME.facts.ts,
 * exporting `facts`). Free of React, so the checker reads it in Node and in the editor, and kept out of the registry,
 * so no visitor downloads it.
 */
import type { Section } from '../schemas/site.types.ts';
import type { LeadPicture } from '../renderer/lead-picture.ts';
import type { SitePart } from '../renderer/payload.ts';
import type { PictureBox } from '../site/picture-check.ts';
import type { TakenId } from '../site/reserved-ids.ts';

export interface SectionFacts<T extends Section['type']> {
  /** What the section means to search engines, as JSON-LD (schema.org). */
  structuredData?: (section: Extract<Section, { type: T }>) => Record<string, unknown>;
  /**
   * The ids the component writes for this section. It reads the section as site.json has it, before the schema has
   * passed it: a field of the wrong shape gives fewer ids, never an error.
   */
  ids?: (section: Record<string, unknown>) => TakenId[];
  /**
   * What the component reads of the site besides the section's fields, which the pages that show it carry: the contact
   * form ("contactForm"), the cookie categories with their explanations ("cookieCategories": listed each under its id,
   * so links may jump there, and the file needs "cookies").
   */
  readsSite?: readonly SitePart[];
  /** Whether the section shows the product data's figures (GET /api/product): it reads the section as site.json has it. */
  showsProductData?: (section: Record<string, unknown>) => boolean;
  /**
   * The largest box, in CSS pixels, its component draws its pictures in (its CSS decides it): a picture with fewer
   * pixels than a screen of 2 device pixels a pixel shows there is warned of.
   */
  pictureBox?: PictureBox;
  /**
   * The picture the component draws on the first screen, with the `sizes` it draws it at: when the section opens its
   * page, that picture is its largest paint, so the page's head asks for it before anything else.
   */
  leadPicture?: (section: Extract<Section, { type: T }>) => LeadPicture | undefined;
}
