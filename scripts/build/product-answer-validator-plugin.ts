/**
 * The browser checks the answer of GET /api/product against schemas/api/product-answer.schema.json without shipping
 * ajv (~35 KiB gzip): the build serves the module "virtual:product-answer-validator", which holds the schema (its
 * prose left out) and checks answers with browser/api/check-schema.ts (~0.5 KiB gzip). The schema stays the single
 * source: edit it and the next build follows. A keyword that checker does not know stops the build here, rather than
 * being ignored in the browser.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { SUPPORTED_KEYWORDS } from '../../browser/api/check-schema.ts';
import { PROJECT_DIR, SCHEMA_DIR } from '../../site/node/paths.ts';

const MODULE_ID = 'virtual:product-answer-validator';
const RESOLVED_ID = `\0${MODULE_ID}`;
const SCHEMA_FILE = path.join(SCHEMA_DIR, 'api/product-answer.schema.json');
const CHECKER = path.join(PROJECT_DIR, 'browser/api/check-schema.ts');

const PROSE = new Set(['$schema', 'title', 'description']);
/** Keywords whose value is a schema, or a list or map of schemas. */
const SUBSCHEMA = new Set(['items', 'contains', 'additionalProperties', 'propertyNames']);
const SUBSCHEMA_LISTS = new Set(['allOf', 'anyOf']);

/** The schema as the browser needs it: no prose, and only keywords the checker knows. */
export function browserSchema(schema: unknown, at = '#'): unknown {
  if (typeof schema === 'boolean') return schema;
  const known = new Set<string>(SUPPORTED_KEYWORDS);
  const out: Record<string, unknown> = {};
  for (const [keyword, value] of Object.entries(schema as Record<string, unknown>)) {
    if (PROSE.has(keyword)) continue;
    if (!known.has(keyword))
      throw new Error(
        `${SCHEMA_FILE} ${at}: the browser's checker does not know "${keyword}" (it knows ${[...known].join(', ')})`,
      );
    if (keyword === 'const' && typeof value === 'object' && value !== null)
      throw new Error(`${SCHEMA_FILE} ${at}/const: the browser's checker compares plain values only`);
    if (SUBSCHEMA.has(keyword)) out[keyword] = browserSchema(value, `${at}/${keyword}`);
    else if (SUBSCHEMA_LISTS.has(keyword))
      out[keyword] = (value as unknown[]).map((part, i) => browserSchema(part, `${at}/${keyword}/${i}`));
    else if (keyword === 'properties') {
      out[keyword] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, part]) => [
          name,
          browserSchema(part, `${at}/properties/${name}`),
        ]),
      );
    } else out[keyword] = value;
  }
  return out;
}

export function validatorSource(): string {
  const schema = browserSchema(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8')));
  return [
    `import { matches } from ${JSON.stringify(CHECKER)};`,
    `const schema = ${JSON.stringify(schema)};`,
    'export default (data) => matches(schema, data);',
  ].join('\n');
}

export function productAnswerValidatorPlugin(): Plugin {
  return {
    name: 'product-answer-validator',
    resolveId: (id) => (id === MODULE_ID ? RESOLVED_ID : undefined),
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(SCHEMA_FILE);
      return validatorSource();
    },
  };
}
