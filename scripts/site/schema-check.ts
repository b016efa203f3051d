/**
 * Checks a document against a schema of schemas/ with ajv, and turns ajv's errors into plain sentences for an editor:
 * what is wrong, what the field is for (its schema description), and the closest valid word where one exists.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { ErrorObject, ValidateFunction } from 'ajv/dist/2020.js';
import { closest, distance } from 'fastest-levenshtein';
import { PROJECT_DIR, SCHEMA_DIR } from './paths.ts';
import { quoteList, type Problem } from './problems.ts';

const BASE = 'file:///schemas/';
// Compiling the schemas is most of what `npm run validate` costs (~100 ms). The compiled code is kept in
// node_modules/.cache, named by a hash of every schema file and of ajv's version, so any change compiles afresh.
const CACHE_DIR = path.join(PROJECT_DIR, 'node_modules/.cache/site-schemas');
// Loads the cached code, and ajv itself only when there is something to compile.
const requireFromCache = createRequire(path.join(CACHE_DIR, 'index.cjs'));

function schemaFiles(): string[] {
  return readdirSync(SCHEMA_DIR, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.schema.json')).sort();
}

/** The validator of one schema, and its code as a CommonJS module. */
function compile(schemaFile: string): { validate: ValidateFunction; code: string } {
  const { default: Ajv2020, _ } = requireFromCache('ajv/dist/2020.js') as typeof import('ajv/dist/2020.js');
  const { default: standaloneCode } = requireFromCache('ajv/dist/standalone/index.js') as typeof import('ajv/dist/standalone/index.js');
  const { default: addFormats } = requireFromCache('ajv-formats') as typeof import('ajv-formats');
  // Formats are named in the compiled code by where they come from, so the cached file can load them by itself.
  const ajv = new Ajv2020({ allErrors: true, discriminator: true, verbose: true, strict: true, code: { source: true, formats: _`require("ajv-formats/dist/formats").fullFormats` } });
  addFormats(ajv);
  for (const file of schemaFiles()) {
    ajv.addSchema(JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as object, BASE + file.split(path.sep).join('/'));
  }
  const validate = ajv.getSchema(BASE + schemaFile)!;
  return { validate, code: standaloneCode(ajv, validate) };
}

const validators = new Map<string, ValidateFunction>();

/** The compiled validator of one schema file of schemas/, for example "site.schema.json". */
export function validatorFor(schemaFile: string): ValidateFunction {
  const known = validators.get(schemaFile);
  if (known) return known;
  const hash = createHash('sha256').update(requireFromCache('ajv/package.json').version as string).update(schemaFile);
  for (const file of schemaFiles()) hash.update(file).update(readFileSync(path.join(SCHEMA_DIR, file)));
  const name = schemaFile.replace(/\W+/g, '-');
  const cached = path.join(CACHE_DIR, `${name}.${hash.digest('hex').slice(0, 16)}.cjs`);
  let validate: ValidateFunction;
  if (existsSync(cached)) {
    validate = requireFromCache(cached) as ValidateFunction;
  } else {
    const compiled = compile(schemaFile);
    validate = compiled.validate;
    saveToCache(name, cached, compiled.code);
  }
  validators.set(schemaFile, validate);
  return validate;
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

/** The section types the schema knows, read from the discriminated union of defs/section.schema.json. */
export function knownSectionTypes(): string[] {
  const readSchema = (file: string) => JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as unknown;
  const union = readSchema('defs/section.schema.json') as { oneOf: { $ref: string }[] };
  return union.oneOf.map(({ $ref }) => (readSchema(path.join('defs', $ref)) as { properties: { type: { const: string } } }).properties.type.const);
}

export function schemaProblems(schemaFile: string, data: unknown): Problem[] {
  const validate = validatorFor(schemaFile);
  if (validate(data)) return [];
  const seen = new Set<string>();
  // An if/then rule adds a bare "must match then schema" beside the error that explains it: keep only the explanation.
  return relevant((validate.errors ?? []).filter((error) => error.keyword !== 'if'))
    .map(describe)
    .filter((problem) => {
      const id = `${problem.pointer}|${problem.message}`;
      return !seen.has(id) && seen.add(id);
    });
}

/**
 * ajv reports every branch of a oneOf that failed. Keep only the branch that came closest (its errors reach deepest
 * into the value, then the fewest), and drop the bare "must match exactly one schema" line when a branch explains it.
 */
function relevant(errors: ErrorObject[]): ErrorObject[] {
  const oneOfs = errors.filter((error) => error.keyword === 'oneOf');
  let kept = errors;
  for (const oneOf of oneOfs) {
    const prefix = `${oneOf.schemaPath}/`;
    const branches = new Map<string, ErrorObject[]>();
    for (const error of kept) {
      if (!error.schemaPath.startsWith(prefix) || !error.instancePath.startsWith(oneOf.instancePath)) continue;
      const branch = error.schemaPath.slice(prefix.length).split('/')[0]!;
      branches.set(branch, [...(branches.get(branch) ?? []), error]);
    }
    if (branches.size === 0) continue;
    const score = (list: ErrorObject[]) => Math.max(...list.map((e) => e.instancePath.length)) * 1000 - list.length;
    const best = [...branches.values()].sort((a, b) => score(b) - score(a))[0]!;
    kept = kept.filter((error) => error === oneOf ? false : !error.schemaPath.startsWith(prefix) || best.includes(error));
  }
  return kept;
}

function describedAs(schema: unknown): string {
  const description = (schema as { description?: string } | undefined)?.description;
  return description ? ` (${description})` : '';
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list [ … ]';
  if (typeof value === 'object') return 'an object { … }';
  if (typeof value === 'string') return `the text ${JSON.stringify(value)}`;
  return `${typeof value === 'number' ? 'the number' : 'the value'} ${String(value)}`;
}

const EXPECTED: Record<string, string> = {
  string: 'a text in double quotes', integer: 'a whole number', number: 'a number', boolean: 'true or false',
  object: 'an object { … }', array: 'a list [ … ]', null: 'null',
};

function describe(error: ErrorObject): Problem {
  const pointer = error.instancePath;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = String(p.missingProperty);
      const fieldSchema = (error.parentSchema as { properties?: Record<string, unknown> }).properties?.[field];
      return { pointer, message: `the field "${field}" is missing${describedAs(fieldSchema)}` };
    }
    case 'additionalProperties': {
      const field = String(p.additionalProperty);
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {}).filter((name) => name !== '$schema');
      const guess = allowed.length ? closest(field, allowed) : undefined;
      const hint = guess && isClose(field, guess) ? ` Did you mean "${guess}"?` : '';
      return { pointer: `${pointer}/${escapePointer(field)}`, at: 'key', message: `unknown field "${field}".${hint} Allowed here: ${quoteList(allowed)}` };
    }
    case 'discriminator': {
      const known = knownSectionTypes();
      if (p.error === 'tag') return { pointer, message: `the field "type" must be a text naming the kind of section: one of ${quoteList(known)}` };
      const given = String(p.tagValue);
      const guess = closest(given, known);
      const hint = isClose(given, guess) ? ` Did you mean "${guess}"?` : '';
      return { pointer: `${pointer}/type`, message: `unknown section type "${given}".${hint} Known types: ${quoteList(known)}` };
    }
    case 'type':
      return { pointer, message: `must be ${EXPECTED[String(p.type)] ?? String(p.type)}, found ${typeName(error.data)}${describedAs(error.parentSchema)}` };
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const guess = typeof error.data === 'string' ? closest(error.data, allowed) : undefined;
      const hint = guess && isClose(String(error.data), guess) ? ` Did you mean "${guess}"?` : '';
      return { pointer, message: `${typeName(error.data)} is not allowed here.${hint} Write one of ${quoteList(allowed)}` };
    }
    case 'const':
      return { pointer, message: `must be ${JSON.stringify(p.allowedValue)}, found ${typeName(error.data)}${describedAs(error.parentSchema)}` };
    case 'pattern':
    case 'format':
      return { pointer, message: `${typeName(error.data)} is not in the expected form${describedAs(error.parentSchema) || ` (${String(p.format ?? p.pattern)})`}` };
    case 'minLength':
      return { pointer, message: p.limit === 1 ? 'must not be empty' : `is ${String(error.data).length} characters long; write at least ${String(p.limit)}${describedAs(error.parentSchema)}` };
    case 'maxLength':
      return { pointer, message: `is ${String(error.data).length} characters long; write at most ${String(p.limit)}${describedAs(error.parentSchema)}` };
    case 'minItems':
      return { pointer, message: `has ${(error.data as unknown[]).length} entries; at least ${String(p.limit)} needed${describedAs(error.parentSchema)}` };
    case 'maxItems':
      return { pointer, message: `has ${(error.data as unknown[]).length} entries; at most ${String(p.limit)} allowed${describedAs(error.parentSchema)}` };
    case 'minimum':
    case 'maximum':
      return { pointer, message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}, found ${String(error.data)}` };
    case 'oneOf':
      return { pointer, message: `does not match any allowed shape${describedAs(error.parentSchema)}` };
    default:
      return { pointer, message: error.message ?? 'is not valid here' };
  }
}

/** A suggestion is worth showing when it is a few letters away from what was typed. */
export function isClose(given: string, guess: string): boolean {
  return distance(given.toLowerCase(), guess.toLowerCase()) <= Math.max(2, Math.floor(guess.length / 3));
}

export function escapePointer(step: string): string {
  return step.replace(/~/g, '~0').replace(/\//g, '~1');
}
