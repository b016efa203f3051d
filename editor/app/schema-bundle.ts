/**
 * The schemas of schemas/ as the forms read them: one schema whose $defs hold every file ("defs.href",
 * "sections.faq"), every $ref between files pointing there. A field's own words (markdownDescription, written beside
 * a $ref) become its description, and the shared definitions' titles ("InlineText") are dropped, so a field is
 * labelled by its own name and explained by its own description. Only the keyword is dropped: a property named
 * "title" stays a field. The kinds of a list entry (a link or a menu, a paragraph or a heading) are named in words
 * ("Header menu"), and a value that is a number or a text (a fact) is one text box, not a choice of types.
 */
import { schemaFileAt, type SchemaDocument } from '../../site/schema-compile.ts';
import { humanize } from './words.ts';

export type Schema = Record<string, unknown>;

/** A file's key in the bundle: "defs/href.schema.json" → "defs.href"; a section type's, in its folder, "../sections/faq/faq.schema.json" → "sections.faq". */
const keyOf = (file: string) =>
  file
    .replace(/^\.\.\//, '')
    .replace(/\.schema\.json$/, '')
    .replace(/([^/]+)\/\1$/, '$1')
    .replaceAll('/', '.');

/** The keys of these keywords are names (of properties, of definitions), not keywords. */
const NAME_MAPS = new Set(['properties', 'patternProperties', '$defs']);

/** The kinds a scalar union takes ("string", "integer"), when every branch of it is a plain scalar; else undefined. */
function scalarTypes(branches: unknown): string[] | undefined {
  if (!Array.isArray(branches)) return undefined;
  const types = branches.map((branch) => (branch as Schema).type);
  return types.every((type) => type === 'string' || type === 'integer' || type === 'number')
    ? (types as string[])
    : undefined;
}

function rewrite(node: unknown, file: string, documents: readonly SchemaDocument[], isNameMap = false): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, file, documents));
  if (!node || typeof node !== 'object') return node;
  const out: Schema = {};
  const source = node as Schema;
  for (const [key, value] of Object.entries(source)) {
    if (isNameMap) {
      out[key] = rewrite(value, file, documents);
      continue;
    }
    if (key === '$schema' && typeof value === 'string') continue;
    if (key === 'defaultSnippets' || key === 'markdownDescription' || key === 'title') continue;
    const types = key === 'anyOf' || key === 'oneOf' ? scalarTypes(value) : undefined;
    if (types) {
      // One text box: it keeps a number as a number (see the text widget), any other words as text.
      out.type = 'string';
      const number = types.find((type) => type !== 'string');
      if (number) out['x-number'] = number;
    } else if (key === 'anyOf' || key === 'oneOf') {
      out[key] = (value as Schema[]).map((branch) => {
        const name = kindName(branch, file, documents);
        return { ...(rewrite(branch, file, documents) as Schema), ...(name ? { title: name } : {}) };
      });
    } else if (key === '$ref' && typeof value === 'string') {
      const [target = '', fragment = ''] = value.split('#');
      out.$ref = target
        ? `#/$defs/${keyOf(schemaFileAt(file, target))}${fragment}`
        : `#/$defs/${keyOf(file)}${fragment}`;
    } else {
      out[key] = rewrite(value, file, documents, NAME_MAPS.has(key));
    }
  }
  if (typeof source.markdownDescription === 'string')
    out.description = source.markdownDescription.replace(/[*_`]/g, '');
  return out;
}

/** A branch of a union in words, from its title or the title of the file it refers to: "HeaderMenu" → "Header menu". */
function kindName(branch: Schema, file: string, documents: readonly SchemaDocument[]): string | undefined {
  const ref = typeof branch.$ref === 'string' ? branch.$ref.split('#')[0] : undefined;
  const title = ref ? documents.find((doc) => doc.file === schemaFileAt(file, ref))?.schema.title : branch.title;
  return typeof title === 'string' ? humanize(title) : undefined;
}

export interface SchemaBundle {
  /** Every schema file, rewritten, by its key. */
  defs: Record<string, Schema>;
  /** The original documents, for what the forms do not show (section titles, descriptions, snippets). */
  documents: SchemaDocument[];
}

export function bundleSchemas(documents: SchemaDocument[]): SchemaBundle {
  const defs: Record<string, Schema> = {};
  for (const { file, schema } of documents) {
    const rewritten = rewrite(schema, file, documents) as Schema;
    // A file's own $defs are reached as #/$defs/<its key>/$defs/… once it sits under its key.
    defs[keyOf(file)] = rewritten;
  }
  // Marks for the widgets: copy that takes **bold**, _italic_ and [links](/route), and fields that hold a link.
  if (defs['defs.inline-text']) defs['defs.inline-text']['x-markup'] = true;
  if (defs['defs.href']) defs['defs.href']['x-link'] = true;
  // Icons and drawings are chosen by their pictures.
  if (defs['defs.icon']) defs['defs.icon']['x-picture'] = 'icon';
  if (defs['defs.illustration']) defs['defs.illustration']['x-picture'] = 'illustration';
  // A picture field, wherever a schema has one, is drawn by the picture control (PictureField.tsx).
  if (defs['defs.image']) defs['defs.image']['x-image'] = true;
  return { defs, documents };
}

/** A form's schema: the definition at `key` ("sections.faq"), with every definition beside it. */
export function formSchema(bundle: SchemaBundle, key: string, adjust?: (schema: Schema) => Schema): Schema {
  const own = bundle.defs[key] ?? {};
  return { ...(adjust ? adjust(own) : own), $defs: bundle.defs };
}

/** The pattern a field of the definition at `key` must match ("defs.translation", "language"), if it has one. */
export function fieldPattern(bundle: SchemaBundle, key: string, field: string): RegExp | undefined {
  const pattern = ((bundle.defs[key]?.properties ?? {}) as Record<string, Schema>)[field]?.pattern;
  return typeof pattern === 'string' ? new RegExp(pattern) : undefined;
}

/** The schema of a site-wide part of site.json ("header", "cookies"): its own, or the file it refers to. */
export function partKey(bundle: SchemaBundle, part: string): string | undefined {
  const property = ((bundle.defs.site?.properties ?? {}) as Record<string, Schema>)[part];
  const ref = property?.$ref;
  return typeof ref === 'string' ? ref.replace('#/$defs/', '') : undefined;
}

export interface SectionKind {
  type: string;
  description: string;
  /** Where its schema sits in the bundle: "sections.rich-text" for the type "richText". */
  schemaKey: string;
  /** A new section of the kind: its type and required fields, with words to overwrite. */
  skeleton: Record<string, unknown>;
}

/** Every section type of the schema, with its description and the skeleton VS Code's completion inserts too. */
export function sectionKinds(bundle: SchemaBundle): SectionKind[] {
  const union = bundle.documents.find((doc) => doc.file === 'defs/section.schema.json')?.schema as
    { oneOf?: { $ref: string }[] } | undefined;
  return (union?.oneOf ?? []).flatMap(({ $ref }) => {
    const file = schemaFileAt('defs/section.schema.json', $ref);
    const schema = bundle.documents.find((doc) => doc.file === file)?.schema as Schema | undefined;
    if (!schema) return [];
    const type = String(((schema.properties as Record<string, Schema>).type as Schema).const);
    const snippet = (schema.defaultSnippets as { body: unknown }[] | undefined)?.[0]?.body ?? { type };
    return [
      {
        type,
        description: String(schema.description ?? ''),
        schemaKey: keyOf(file),
        skeleton: withoutTabStops(snippet) as Record<string, unknown>,
      },
    ];
  });
}

/** A new page as VS Code's completion offers it: a route, a title, a description and a first section, a hero. */
export function pageSkeleton(bundle: SchemaBundle): Record<string, unknown> {
  const snippet = (
    bundle.documents.find((doc) => doc.file === 'defs/page.schema.json')?.schema.defaultSnippets as
      { body: unknown }[] | undefined
  )?.[0]?.body;
  return withoutTabStops(snippet ?? { sections: [] }) as Record<string, unknown>;
}

/** Snippet text "${1:Heading}" → "Heading". */
function withoutTabStops(value: unknown): unknown {
  if (typeof value === 'string') return value.replace(/\$\{\d+:([^}]*)\}/g, '$1').replace(/\$\d+/g, '');
  if (Array.isArray(value)) return value.map(withoutTabStops);
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutTabStops(item)]));
  return value;
}
