/**
 * The same check as `npm run validate`, run in the browser as the editor types: the site's core (site/check-site.ts)
 * with the schemas compiled here by ajv. Whether a picture is in public/ is not known here; the save is checked again
 * by the server, which knows.
 */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSite, type SiteCheck } from '../../site/check-site.ts';
import { compileSchema, type CompiledSchema, type SchemaDocument } from '../../site/schema-compile.ts';
import type { TextShape } from '../../site/text-shape.ts';

/** The check of a site.json text, and which of its strings are texts to translate (read from the same schemas). */
export type Checker = ((text: string) => SiteCheck) & { texts: TextShape | null };

export function createChecker(documents: SchemaDocument[]): Checker {
  const schema: CompiledSchema = compileSchema('site.schema.json', documents, { Ajv: Ajv2020, addFormats }).compiled;
  return Object.assign((text: string) => checkSite(text, { schema, writtenIds: WRITTEN_IDS, siteName: 'site.json' }), { texts: schema.texts });
}
