/**
 * The validators of a schema of schemas/, compiled with ajv from the schema files given: in Node they are read from
 * disk and the compiled code is cached (node/schema-cache.ts); in a browser the editor passes the files it bundled.
 * Beside the schema's own validator there is one validator per branch of every oneOf/anyOf, so a failed union can be
 * explained by the one branch the editor meant (schema-unions.ts), and the values of every discriminated union (the
 * section types), so an unknown one is answered with the known ones. ajv itself is handed in (AjvKit): this module
 * loads no code of its own, so checking against the cached validators never loads ajv's compiler.
 */
import { boundedErrorCode } from './bounded-errors.ts';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { Options, SchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import { escapePointer } from './problems.ts';
import { lookupIn, textShapeOf, TRANSLATE_KEYWORD, type TextShape } from './text-shape.ts';

/** Schema files are named by their path from schemas/; a section type's lies in its own folder beside it ("../sections/faq/faq.schema.json"). */
const ROOT = 'file:///';
const BASE = `${ROOT}schemas/`;
const idOf = (file: string) => new URL(file, BASE).href;

/** The schema file a $ref names, by its path from schemas/: "../../schemas/defs/href.schema.json" seen from "../sections/cta/cta.schema.json" → "defs/href.schema.json". */
export function schemaFileAt(from: string, ref: string): string {
  const address = new URL(ref, idOf(from)).href;
  return address.startsWith(BASE) ? address.slice(BASE.length) : `../${address.slice(ROOT.length)}`;
}
/**
 * Keywords of schemas/ that only editors read. markdownDescription: a field's own words beside a $ref, which VS Code
 * shows on hover where it would otherwise show the shared definition's description (it copies the definition's
 * description over the field's, but keeps a markdownDescription and prefers it). defaultSnippets: what completion
 * inserts for a new section or page, its type and required fields with valid words to overwrite.
 */
export const EDITOR_KEYWORDS = ['markdownDescription', 'defaultSnippets'];
/** One branch of a oneOf/anyOf, as far as choosing the branch an editor meant needs it. */
export interface UnionBranch {
  /** The name of the branch's own validator in CompiledSchema.branches. */
  validator: string;
  /** The JSON types the branch takes (from its type, const or enum); absent when it takes any. */
  types?: string[];
  /** The fields the branch knows and the fields it needs, when it takes an object. */
  properties: string[];
  required: string[];
}

/** The branches of each oneOf/anyOf of schemas/, by unionKey(): what an ajv error of that keyword carries. */
export type Unions = Record<string, UnionBranch[]>;

/** The values of each discriminated union of schemas/ (the section types), by unionKey('oneOf', its branches). */
export type Tags = Record<string, string[]>;

export interface CompiledSchema {
  validate: ValidateFunction;
  branches: Record<string, ValidateFunction>;
  unions: Unions;
  tags: Tags;
  /** Which strings of a document are texts to translate (text-shape.ts); null when the schema has none. */
  texts: TextShape | null;
}

/** A union is found again from ajv's error by its keyword and its branches as written (ajv's `schema`, verbose). */
export function unionKey(keyword: string, branches: unknown): string {
  return `${keyword}:${JSON.stringify(branches)}`;
}

/** A schema file: its path from schemas/, with "/" ("defs/section.schema.json", "../sections/faq/faq.schema.json"), and its JSON. */
export interface SchemaDocument {
  file: string;
  schema: SchemaObject;
}

/** ajv's constructor and formats, as the caller loads them (a require in Node, an import in a browser bundle). */
export interface AjvKit {
  Ajv: typeof Ajv2020;
  addFormats: (ajv: Ajv2020) => unknown;
  /** ajv's code options, for a caller that keeps the compiled code (standalone) rather than the functions only. */
  code?: Options['code'];
}

export interface Compiled {
  compiled: CompiledSchema;
  /** ajv's instance and the names of the validators to keep, for standaloneCode(ajv, refs). */
  ajv: Ajv2020;
  refs: Record<string, string>;
}

/** Which strings of a document of `rootFile` are texts to translate, read from the documents without compiling them. */
export function textShapeIn(rootFile: string, documents: readonly SchemaDocument[]): TextShape | null {
  return (
    textShapeOf(`${idOf(rootFile)}#`, lookupIn(new Map(documents.map(({ file, schema }) => [idOf(file), schema])))) ??
    null
  );
}

/** The validators of one schema file of the documents ("site.schema.json"), with the branches of its unions. */
export function compileSchema(rootFile: string, documents: readonly SchemaDocument[], kit: AjvKit): Compiled {
  // Code kept as source (standalone) is rewritten by its caller; code.process rewrites what ajv runs itself.
  const ajv = new kit.Ajv({
    allErrors: true,
    discriminator: true,
    verbose: true,
    strict: true,
    code: { ...kit.code, process: boundedErrorCode },
  });
  kit.addFormats(ajv);
  // Words for editors only (VS Code's JSON support reads them; they check nothing): see EDITOR_KEYWORDS.
  ajv.addVocabulary(EDITOR_KEYWORDS);
  // Marks a free string that stays the same in every language (text-shape.ts); it checks nothing.
  ajv.addVocabulary([TRANSLATE_KEYWORD]);
  const schemas = documents.map(({ file, schema }) => ({ id: idOf(file), schema }));
  for (const { id, schema } of schemas) ajv.addSchema(schema, id);

  const refs: Record<string, string> = { root: idOf(rootFile) };
  const unions: Unions = {};
  const tags: Tags = {};
  const ambiguous = new Set<string>();
  const reachable = reachableFrom(refs.root!, schemas);
  for (const { id, schema } of schemas.filter((entry) => reachable.has(entry.id))) {
    for (const site of unionSites(schema)) {
      const key = unionKey(site.keyword, site.branches);
      if (site.discriminator !== undefined) {
        tags[key] = site.branches.map((_branch, i) =>
          tagOf(ajv, `${id}#${site.pointer}/oneOf/${i}`, site.discriminator!),
        );
        continue;
      }
      const branches = site.branches.map((_branch, i) => {
        const branchId = `${id}#${site.pointer}/${site.keyword}/${i}`;
        const validator = `branch${Object.keys(refs).length}`;
        refs[validator] = branchId;
        return describeBranch(ajv, branchId, validator);
      });
      // The same branches written in two places could mean different files (relative $refs): then choose none.
      if (unions[key] && JSON.stringify(unions[key].map(strip)) !== JSON.stringify(branches.map(strip)))
        ambiguous.add(key);
      unions[key] ??= branches;
    }
  }
  for (const key of ambiguous) delete unions[key];

  const validators = Object.fromEntries(Object.entries(refs).map(([name, ref]) => [name, ajv.getSchema(ref)!]));
  const texts = textShapeIn(rootFile, documents);
  return { compiled: { validate: validators.root!, branches: validators, unions, tags, texts }, ajv, refs };
}

const strip = ({ validator: _, ...rest }: UnionBranch) => rest;

/** The schema files a root schema uses, itself included, following every $ref. */
function reachableFrom(root: string, schemas: { id: string; schema: SchemaObject }[]): Set<string> {
  const byId = new Map(schemas.map(({ id, schema }) => [id, schema]));
  const reached = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (reached.has(id)) continue;
    reached.add(id);
    const refs = JSON.stringify(byId.get(id) ?? {}).matchAll(/"\$ref":"([^"#]*)/g);
    for (const [, ref] of refs) if (ref) queue.push(new URL(ref, id).href);
  }
  return reached;
}

/** Every oneOf and anyOf of a schema file; of a oneOf with a discriminator, the name of the field that tells its branches apart. */
function* unionSites(
  schema: unknown,
  pointer = '',
): Generator<{ keyword: 'oneOf' | 'anyOf'; pointer: string; branches: unknown[]; discriminator?: string }> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = node[keyword];
    if (!Array.isArray(branches)) continue;
    const discriminator =
      keyword === 'oneOf' ? (node.discriminator as { propertyName?: string } | undefined)?.propertyName : undefined;
    yield { keyword, pointer, branches, ...(discriminator === undefined ? {} : { discriminator }) };
  }
  for (const [key, value] of Object.entries(node)) yield* unionSites(value, `${pointer}/${escapePointer(key)}`);
}

/** The schema a branch stands for, following its $ref to the schema that says what it takes. */
function branchSchema(ajv: Ajv2020, branchId: string): SchemaObject {
  let id = branchId;
  let schema = ajv.getSchema(id)!.schema as SchemaObject;
  while (typeof schema.$ref === 'string' && schema.type === undefined) {
    id = new URL(schema.$ref, id).href;
    schema = ajv.getSchema(id)!.schema as SchemaObject;
  }
  return schema;
}

/** The value a branch of a discriminated union takes in its tag field (the "const" of "type": "faq"). */
function tagOf(ajv: Ajv2020, branchId: string, field: string): string {
  return String((branchSchema(ajv, branchId).properties as Record<string, { const?: unknown }>)[field]?.const);
}

/** What a branch takes. */
function describeBranch(ajv: Ajv2020, branchId: string, validator: string): UnionBranch {
  const schema = branchSchema(ajv, branchId);
  const types =
    schema.type !== undefined
      ? [schema.type as string | string[]].flat()
      : 'const' in schema
        ? [jsonType(schema.const)]
        : Array.isArray(schema.enum)
          ? [...new Set(schema.enum.map(jsonType))]
          : undefined;
  return {
    validator,
    ...(types ? { types } : {}),
    properties: Object.keys((schema.properties as object | undefined) ?? {}),
    required: (schema.required as string[] | undefined) ?? [],
  };
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}
