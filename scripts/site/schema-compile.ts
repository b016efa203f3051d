/**
 * The compiled validators of schemas/. Compiling is most of what `npm run validate` costs (~100 ms), so ajv's code is
 * kept in node_modules/.cache, named by a hash of every schema file, of ajv's version and of this module's format:
 * any change compiles afresh. Beside a schema's own validator, the code holds one validator per branch of every
 * oneOf/anyOf of schemas/, so a failed union can be explained by the one branch the editor meant (schema-unions.ts).
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { SchemaObject, ValidateFunction } from 'ajv/dist/2020.js';
import { PROJECT_DIR, SCHEMA_DIR } from './paths.ts';
import { escapePointer } from './problems.ts';

const BASE = 'file:///schemas/';
/**
 * Keywords of schemas/ that only editors read. markdownDescription: a field's own words beside a $ref, which VS Code
 * shows on hover where it would otherwise show the shared definition's description (it copies the definition's
 * description over the field's, but keeps a markdownDescription and prefers it). defaultSnippets: what completion
 * inserts for a new section or page, its type and required fields with valid words to overwrite.
 */
export const EDITOR_KEYWORDS = ['markdownDescription', 'defaultSnippets'];
/** Raise when the shape of the cached module changes, so an older cache file is not loaded. */
const CACHE_FORMAT = 'validators+union-branches/1';
const CACHE_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/site-schemas');
// Loads the cached code, and ajv itself only when there is something to compile.
const requireFromCache = createRequire(path.join(CACHE_DIR, 'index.cjs'));

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

export interface CompiledSchema {
  validate: ValidateFunction;
  branches: Record<string, ValidateFunction>;
  unions: Unions;
}

/** A union is found again from ajv's error by its keyword and its branches as written (ajv's `schema`, verbose). */
export function unionKey(keyword: string, branches: unknown): string {
  return `${keyword}:${JSON.stringify(branches)}`;
}

function schemaFiles(): string[] {
  return readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.schema.json')).sort();
}

const compiled = new Map<string, CompiledSchema>();

/** Drops the validators held in memory, so the next check reads schemas/ again (a long-running watch after a schema edit). */
export function forgetCompiledSchemas(): void {
  compiled.clear();
}

/** The validators of one schema file of schemas/, for example "site.schema.json". */
export function compiledSchema(schemaFile: string): CompiledSchema {
  const known = compiled.get(schemaFile);
  if (known) return known;
  const hash = createHash('sha256').update(CACHE_FORMAT).update(requireFromCache('ajv/package.json').version as string).update(schemaFile);
  for (const file of schemaFiles()) hash.update(file).update(readFileSync(path.join(SCHEMA_DIR, file)));
  const name = schemaFile.replace(/\W+/g, '-');
  const cached = path.join(CACHE_DIR, `${name}.${hash.digest('hex').slice(0, 16)}.cjs`);
  let result: CompiledSchema;
  if (existsSync(cached)) {
    const module = requireFromCache(cached) as Record<string, ValidateFunction> & { unions: Unions };
    result = { validate: module.root!, branches: module, unions: module.unions };
  } else {
    const fresh = compile(schemaFile);
    result = fresh.compiled;
    saveToCache(name, cached, fresh.code);
  }
  compiled.set(schemaFile, result);
  return result;
}

/** The validators of one schema, and their code as a CommonJS module exporting `root`, each branch and `unions`. */
function compile(schemaFile: string): { compiled: CompiledSchema; code: string } {
  const { default: Ajv, _ } = requireFromCache('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const { default: standaloneCode } = requireFromCache('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
  const { default: addFormats } = requireFromCache('ajv-formats') as typeof import('ajv-formats');
  // Formats are named in the compiled code by where they come from, so the cached file can load them by itself.
  const ajv = new Ajv({ allErrors: true, discriminator: true, verbose: true, strict: true, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  addFormats(ajv);
  // Words for VS Code only (its JSON support reads them; they check nothing): see EDITOR_KEYWORDS.
  ajv.addVocabulary(EDITOR_KEYWORDS);
  const schemas = schemaFiles().map((file) => ({ id: BASE + file.split(path.sep).join('/'), schema: JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as SchemaObject }));
  for (const { id, schema } of schemas) ajv.addSchema(schema, id);

  const refs: Record<string, string> = { root: BASE + schemaFile };
  const unions: Unions = {};
  const ambiguous = new Set<string>();
  const reachable = reachableFrom(refs.root!, schemas);
  for (const { id, schema } of schemas.filter((entry) => reachable.has(entry.id))) {
    for (const site of unionSites(schema)) {
      const key = unionKey(site.keyword, site.branches);
      const branches = site.branches.map((_branch, i) => {
        const branchId = `${id}#${site.pointer}/${site.keyword}/${i}`;
        const validator = `branch${Object.keys(refs).length}`;
        refs[validator] = branchId;
        return describeBranch(ajv, branchId, validator);
      });
      // The same branches written in two places could mean different files (relative $refs): then choose none.
      if (unions[key] && JSON.stringify(unions[key].map(strip)) !== JSON.stringify(branches.map(strip))) ambiguous.add(key);
      unions[key] ??= branches;
    }
  }
  for (const key of ambiguous) delete unions[key];

  const validators = Object.fromEntries(Object.entries(refs).map(([name, ref]) => [name, ajv.getSchema(ref)!]));
  const code = `${standaloneCode(ajv, refs)}\nmodule.exports.unions = ${JSON.stringify(unions)};\n`;
  return { compiled: { validate: validators.root!, branches: validators, unions }, code };
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

/** Every oneOf and anyOf of a schema file, but a oneOf with a discriminator: ajv checks only the branch its tag names. */
function* unionSites(schema: unknown, pointer = ''): Generator<{ keyword: 'oneOf' | 'anyOf'; pointer: string; branches: unknown[] }> {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  for (const keyword of ['oneOf', 'anyOf'] as const) {
    const branches = node[keyword];
    if (Array.isArray(branches) && !(keyword === 'oneOf' && node.discriminator)) yield { keyword, pointer, branches };
  }
  for (const [key, value] of Object.entries(node)) yield* unionSites(value, `${pointer}/${escapePointer(key)}`);
}

/** What a branch takes, following its $ref to the schema that says so. */
function describeBranch(ajv: Ajv2020, branchId: string, validator: string): UnionBranch {
  let id = branchId;
  let schema = ajv.getSchema(id)!.schema as SchemaObject;
  while (typeof schema.$ref === 'string' && schema.type === undefined) {
    id = new URL(schema.$ref, id).href;
    schema = ajv.getSchema(id)!.schema as SchemaObject;
  }
  const types = schema.type !== undefined ? [schema.type as string | string[]].flat()
    : 'const' in schema ? [jsonType(schema.const)]
      : Array.isArray(schema.enum) ? [...new Set(schema.enum.map(jsonType))]
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

/** Best effort: a cache that cannot be written (a read-only folder) only means compiling again next time. */
function saveToCache(name: string, file: string, code: string): void {
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    for (const entry of readdirSync(CACHE_DIR)) {
      if (entry.startsWith(`${name}.`) && entry.endsWith('.cjs')) rmSync(path.join(CACHE_DIR, entry), { force: true });
    }
    // Written beside, then renamed: a process starting meanwhile never reads half a file.
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  } catch {
    // Compiled in memory already; nothing is lost.
  }
}
