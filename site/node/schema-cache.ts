/**
 * The compiled validators of schemas/, in Node. Compiling is most of what `npm run validate` costs (~100 ms), so ajv's
 * code is kept in node_modules/.cache, named by a hash of every schema file, of ajv's version and of the cached
 * module's format: any change compiles afresh. A check that finds its cache loads neither ajv's compiler nor the
 * schema files' words, only the generated code.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { boundedErrorCode } from '../bounded-errors.ts';
import { compileSchema, type CompiledSchema, type SchemaDocument, type Tags, type Unions } from '../schema-compile.ts';
import type { TextShape } from '../text-shape.ts';
import { PROJECT_DIR, SCHEMA_DIR } from './paths.ts';
import { sectionFolders } from './section-folders.ts';

/** Raise when the shape of the cached module changes, so an older cache file is not loaded. */
const CACHE_FORMAT = 'validators+union-branches+tags+texts/6';
const CACHE_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/site-schemas');
// Loads the cached code, and ajv itself only when there is something to compile.
const requireFromCache = createRequire(path.join(CACHE_DIR, 'index.cjs'));

/**
 * The schema files of a project's schemas/ and of its section folders, by their path from schemas/
 * ("defs/section.schema.json", "../sections/faq/faq.schema.json").
 */
function schemaFiles(projectDir = PROJECT_DIR): string[] {
  const schemasDir = path.join(projectDir, 'schemas');
  const sectionsDir = path.join(projectDir, 'sections');
  const shared = readdirSync(schemasDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.schema.json'),
  );
  const sections = sectionFolders(sectionsDir).map(({ schema }) =>
    path.join(path.relative(schemasDir, sectionsDir), schema),
  );
  return [...shared, ...sections].map((file) => file.split(path.sep).join('/')).sort();
}

/** The schema files of the project (or of the copy in `projectDir`), as the checker compiles them. */
export function schemaDocuments(projectDir = PROJECT_DIR): SchemaDocument[] {
  const schemasDir = path.join(projectDir, 'schemas');
  return schemaFiles(projectDir).map((file) => ({
    file,
    schema: JSON.parse(readFileSync(path.join(schemasDir, file), 'utf8')) as SchemaDocument['schema'],
  }));
}

/** The section types the schema knows, read from the discriminated union of defs/section.schema.json. */
export function knownSectionTypes(): string[] {
  const readSchema = (file: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as unknown;
  const union = readSchema('defs/section.schema.json') as { oneOf: { $ref: string }[] };
  return union.oneOf.map(
    ({ $ref }) =>
      (readSchema(path.join('defs', $ref)) as { properties: { type: { const: string } } }).properties.type.const,
  );
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
  const hash = createHash('sha256')
    .update(CACHE_FORMAT)
    .update(requireFromCache('ajv/package.json').version as string)
    .update(schemaFile);
  for (const file of schemaFiles()) hash.update(file).update(readFileSync(path.join(SCHEMA_DIR, file)));
  const name = schemaFile.replace(/\W+/g, '-');
  const cached = path.join(CACHE_DIR, `${name}.${hash.digest('hex').slice(0, 16)}.cjs`);
  let result: CompiledSchema;
  if (existsSync(cached)) {
    const module = requireFromCache(cached) as Record<string, ValidateFunction> & {
      unions: Unions;
      tags: Tags;
      texts: TextShape | null;
    };
    result = {
      validate: module.root!,
      branches: module,
      unions: module.unions,
      tags: module.tags,
      texts: module.texts,
    };
  } else {
    const fresh = compile(schemaFile);
    result = fresh.compiled;
    saveToCache(name, cached, fresh.code);
  }
  compiled.set(schemaFile, result);
  return result;
}

/** The validators of one schema, and their code as a CommonJS module exporting `root`, each branch, `unions` and `tags`. */
function compile(schemaFile: string): { compiled: CompiledSchema; code: string } {
  const { default: Ajv, _ } = requireFromCache('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const { default: standaloneCode } = requireFromCache(
    'ajv/dist/standalone/index.js',
  ) as typeof import('ajv/dist/standalone/index.js');
  const { default: addFormats } = requireFromCache('ajv-formats') as typeof import('ajv-formats');
  // Formats are named in the compiled code by where they come from, so the cached file can load them by itself.
  const code = { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` };
  const { compiled: result, ajv, refs } = compileSchema(schemaFile, schemaDocuments(), { Ajv, addFormats, code });
  const source = `${boundedErrorCode(standaloneCode(ajv, refs))}\nmodule.exports.unions = ${JSON.stringify(result.unions)};\nmodule.exports.tags = ${JSON.stringify(result.tags)};\nmodule.exports.texts = ${JSON.stringify(result.texts)};\n`;
  return { compiled: result, code: source };
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
