/**
 * Checks a value against a JSON Schema, for the keywords the API contracts use (SUPPORTED_KEYWORDS). The build refuses
 * a schema with any other keyword (scripts/build/product-answer-validator-plugin.ts), and a unit test holds the verdicts to
 * ajv's on hundreds of answers. It is small because the browser's JavaScript budget is: ajv itself is ~35 KiB gzip.
 */
export type Schema = boolean | { readonly [keyword: string]: unknown };

export const SUPPORTED_KEYWORDS = [
  'type',
  'const',
  'pattern',
  'minimum',
  'required',
  'properties',
  'additionalProperties',
  'propertyNames',
  'minProperties',
  'items',
  'minItems',
  'contains',
  'allOf',
  'anyOf',
] as const;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Keywords = { [K in (typeof SUPPORTED_KEYWORDS)[number]]?: any };

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

function hasType(value: unknown, type: string): boolean {
  if (type === 'integer') return Number.isInteger(value);
  return typeOf(value) === type;
}

export function matches(schema: Schema, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  const s = schema as Keywords;
  if (s.type !== undefined && !hasType(value, s.type)) return false;
  if ('const' in s && value !== s.const) return false;
  if (s.allOf && !s.allOf.every((part: Schema) => matches(part, value))) return false;
  if (s.anyOf && !s.anyOf.some((part: Schema) => matches(part, value))) return false;
  if (typeof value === 'string' && s.pattern !== undefined && !new RegExp(s.pattern, 'u').test(value)) return false;
  if (typeof value === 'number' && s.minimum !== undefined && value < s.minimum) return false;
  if (Array.isArray(value)) {
    if (s.minItems !== undefined && value.length < s.minItems) return false;
    if (s.items !== undefined && !value.every((item) => matches(s.items, item))) return false;
    if (s.contains !== undefined && !value.some((item) => matches(s.contains, item))) return false;
  } else if (typeOf(value) === 'object') {
    const object = value as { [key: string]: Json };
    const keys = Object.keys(object);
    const properties: { [key: string]: Schema } = s.properties ?? {};
    if (s.minProperties !== undefined && keys.length < s.minProperties) return false;
    if (s.required && !s.required.every((key: string) => key in object)) return false;
    for (const key of keys) {
      if (s.propertyNames !== undefined && !matches(s.propertyNames, key)) return false;
      const rule = key in properties ? properties[key] : s.additionalProperties;
      if (rule !== undefined && !matches(rule, object[key])) return false;
    }
  }
  return true;
}
