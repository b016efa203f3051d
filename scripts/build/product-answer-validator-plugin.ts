/**
 * The browser checks the answer of GET /api/product against schemas/api/product-answer.schema.json without shipping
 * ajv (~35 KiB gzip): at build time ajv compiles the schema into a small standalone function, served to the bundle as
 * the module "virtual:product-answer-validator". The schema stays the single source: edit it and the next build follows.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import type { Plugin } from 'vite';
import { SCHEMA_DIR } from '../site/paths.ts';

const MODULE_ID = 'virtual:product-answer-validator';
const RESOLVED_ID = `\0${MODULE_ID}`;
const SCHEMA_FILE = path.join(SCHEMA_DIR, 'api/product-answer.schema.json');

/** Descriptions are for editors and the README: the browser does not need their bytes. */
function withoutProse(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutProse);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key]) => !['description', 'title', '$schema'].includes(key));
  return Object.fromEntries(entries.map(([key, item]) => [key, withoutProse(item)]));
}

export function validatorSource(): string {
  const schema = withoutProse(JSON.parse(readFileSync(SCHEMA_FILE, 'utf8'))) as object;
  const ajv = new Ajv2020({ code: { source: true, esm: true, optimize: true }, strict: true, messages: false });
  const source = standaloneCode(ajv, ajv.compile(schema));
  if (/\brequire\(/.test(source)) throw new Error(`${SCHEMA_FILE} needs an ajv runtime helper in the browser (for example minLength): express the rule another way (pattern)`);
  return source;
}

export function standaloneValidatorPlugin(): Plugin {
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
