/**
 * Which strings of site.json are texts a visitor reads, and so are translated: read from the schemas, never from
 * field names. A string is a text unless its schema restricts it to a fixed form (an enum, a const, a pattern or a
 * format: routes, addresses, anchors, icon names, section types) or says `"translate": false` (the brand's name).
 * A text whose pattern only asks something of its words (the error page's message must hold a link) says
 * `"translate": true`.
 * The schema is reduced once to a TextShape, which keeps only the paths that lead to a text (plain JSON, cached with
 * the compiled validators); textsOf() then walks a site.json with it.
 */
import type { SchemaObject } from 'ajv/dist/2020.js';
import { escapePointer, pointerSteps } from './problems.ts';
import { isObject } from './is-object.ts';

/** The keyword with which a schema marks a free string as not to be translated. */
export const TRANSLATE_KEYWORD = 'translate';

export type TextShape =
  | { kind: 'text' }
  | { kind: 'object'; properties: Record<string, TextShape>; additional?: TextShape }
  | { kind: 'array'; items: TextShape }
  | { kind: 'union'; tag?: string; branches: TextBranch[] };

/** A branch of a oneOf/anyOf: what tells it apart (its tag value, its types, its fields) and its texts. */
export interface TextBranch {
  tag?: string;
  types?: string[];
  keys: string[];
  shape?: TextShape;
}

/**
 * The schema node at an address: its file's URL, "#", then a JSON pointer inside the file
 * ("file:///schemas/defs/page.schema.json#/properties/title"; "…json#" for the file's root).
 */
export type SchemaLookup = (address: string) => SchemaObject | undefined;

/** A lookup in schema files keyed by their URL ("file:///schemas/site.schema.json"). */
export function lookupIn(files: ReadonlyMap<string, SchemaObject>): SchemaLookup {
  return (address) => {
    const [file = '', pointer = ''] = address.split('#');
    let node: unknown = files.get(file);
    for (const step of pointerSteps(pointer))
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
    return node && typeof node === 'object' ? (node as SchemaObject) : undefined;
  };
}

/** Where a $ref written at `address` leads, as an address with its "#". */
function refAddress(ref: string, address: string): string {
  const target = new URL(ref, address).href;
  return target.includes('#') ? target : `${target}#`;
}

const FIXED_FORM = ['enum', 'const', 'pattern', 'format'];

/** The TextShape of the schema at `address` ("file:///schemas/site.schema.json"); undefined when it holds no text. */
export function textShapeOf(
  address: string,
  lookup: SchemaLookup,
  inProgress = new Set<string>(),
): TextShape | undefined {
  const schema = lookup(address);
  if (!schema || inProgress.has(address)) return undefined;
  inProgress.add(address);
  const shape = shapeOfNode(schema, address, lookup, inProgress);
  inProgress.delete(address);
  return shape;
}

function shapeOfNode(
  schema: SchemaObject,
  address: string,
  lookup: SchemaLookup,
  inProgress: Set<string>,
): TextShape | undefined {
  if (schema[TRANSLATE_KEYWORD] === false) return undefined;
  const child = (key: string | number, value: unknown) =>
    value && typeof value === 'object'
      ? shapeOfNode(value as SchemaObject, `${address}/${escapePointer(String(key))}`, lookup, inProgress)
      : undefined;
  if (typeof schema.$ref === 'string') return textShapeOf(refAddress(schema.$ref, address), lookup, inProgress);
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = schema[keyword] as SchemaObject[] | undefined;
    if (!Array.isArray(branches)) continue;
    const tag =
      keyword === 'oneOf' ? (schema.discriminator as { propertyName?: string } | undefined)?.propertyName : undefined;
    const described = branches.map((branch, i) =>
      describe(branch, `${address}/${keyword}/${i}`, lookup, inProgress, tag),
    );
    if (!described.some((branch) => branch.shape)) return undefined;
    return { kind: 'union', ...(tag ? { tag } : {}), branches: described };
  }
  if (schema.type === 'string')
    return schema[TRANSLATE_KEYWORD] === true || !FIXED_FORM.some((keyword) => keyword in schema)
      ? { kind: 'text' }
      : undefined;
  if (schema.type === 'array' && schema.items) {
    const items = child('items', schema.items);
    return items && { kind: 'array', items };
  }
  if (schema.type === 'object' || schema.properties) {
    const properties: Record<string, TextShape> = {};
    for (const [key, value] of Object.entries((schema.properties as Record<string, unknown> | undefined) ?? {})) {
      const shape = shapeOfNode(
        value as SchemaObject,
        `${address}/properties/${escapePointer(key)}`,
        lookup,
        inProgress,
      );
      if (shape) properties[key] = shape;
    }
    const additional = child('additionalProperties', schema.additionalProperties);
    if (Object.keys(properties).length === 0 && !additional) return undefined;
    return { kind: 'object', properties, ...(additional ? { additional } : {}) };
  }
  return undefined;
}

/** A branch, followed through its $refs to the schema that says what it takes. */
function describe(
  branch: SchemaObject,
  address: string,
  lookup: SchemaLookup,
  inProgress: Set<string>,
  tag: string | undefined,
): TextBranch {
  let target = branch;
  let at = address;
  while (typeof target.$ref === 'string') {
    at = refAddress(target.$ref, at);
    target = lookup(at) ?? {};
  }
  const properties = (target.properties as Record<string, { const?: unknown }> | undefined) ?? {};
  const tagValue = tag ? properties[tag]?.const : undefined;
  const types = target.type !== undefined ? [target.type as string | string[]].flat() : undefined;
  const shape = shapeOfNode(branch, address, lookup, inProgress);
  return {
    ...(tagValue !== undefined ? { tag: String(tagValue) } : {}),
    ...(types ? { types } : {}),
    keys: Object.keys(properties),
    ...(shape ? { shape } : {}),
  };
}

/** The shape of one page of "pages" in the site's TextShape; undefined when pages hold no text. */
export function pageShapeOf(site: TextShape | null | undefined): TextShape | undefined {
  const pages = site?.kind === 'object' ? site.properties.pages : undefined;
  return pages?.kind === 'array' ? pages.items : undefined;
}

/** One text of a site.json: where it is (a JSON pointer) and its words as written. */
export interface FoundText {
  pointer: string;
  text: string;
}

/** Every text of `data`, in the file's order. */
export function textsOf(data: unknown, shape: TextShape | undefined, pointer = ''): FoundText[] {
  const found: FoundText[] = [];
  collectTexts(data, shape, pointer, (text, at) => found.push({ pointer: at!, text }));
  return found;
}

/** The words of every text of `data`, in the file's order: textsOf without the places, which cost more to write. */
export function textWordsOf(data: unknown, shape: TextShape | undefined): string[] {
  const found: string[] = [];
  collectTexts(data, shape, undefined, (text) => found.push(text));
  return found;
}

/** Visits each text of `data` with its pointer, when `pointer` (that of `data`) is given. */
function collectTexts(
  data: unknown,
  shape: TextShape | undefined,
  pointer: string | undefined,
  visit: (text: string, pointer: string | undefined) => void,
): void {
  switch (shape?.kind) {
    case 'text':
      if (typeof data === 'string') visit(data, pointer);
      return;
    case 'array':
      if (Array.isArray(data))
        for (let i = 0; i < data.length; i++)
          collectTexts(data[i], shape.items, pointer === undefined ? undefined : `${pointer}/${i}`, visit);
      return;
    case 'object':
      if (!isObject(data)) return;
      for (const key in data) {
        // A field named like one of every object's own ("constructor", "toString") is no property of the shape.
        const child = Object.hasOwn(shape.properties, key) ? shape.properties[key] : shape.additional;
        if (child)
          collectTexts(data[key], child, pointer === undefined ? undefined : `${pointer}/${escapePointer(key)}`, visit);
      }
      return;
    case 'union':
      collectTexts(data, branchFor(data, shape)?.shape, pointer, visit);
  }
}

/** The branch a value takes: by its tag when the union has one, else the first that takes its type and knows most of its fields. */
export function branchFor(data: unknown, union: Extract<TextShape, { kind: 'union' }>): TextBranch | undefined {
  if (union.tag) return isObject(data) ? union.branches.find((branch) => branch.tag === data[union.tag!]) : undefined;
  const fitting = union.branches.filter(
    (branch) =>
      !branch.types ||
      branch.types.some(
        (type) =>
          typeOf(data) === type ||
          (type === 'integer' && Number.isInteger(data)) ||
          (type === 'number' && typeof data === 'number'),
      ),
  );
  if (!isObject(data)) return fitting[0];
  const known = (branch: TextBranch) => Object.keys(data).filter((key) => branch.keys.includes(key)).length;
  return fitting.reduce<TextBranch | undefined>(
    (best, branch) => (!best || known(branch) > known(best) ? branch : best),
    undefined,
  );
}

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
