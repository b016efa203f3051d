/**
 * Checks a document against a schema of schemas/ with ajv, and turns ajv's errors into plain sentences for an editor:
 * what is wrong, what the field is for (its schema description), and the closest valid word where one exists.
 */
import type { ErrorObject } from 'ajv/dist/2020.js';
import { closest, distance } from 'fastest-levenshtein';
import { keptErrors } from './bounded-errors.ts';
import { escapePointer, MAX_PROBLEMS, quoteList, type Problem } from './problems.ts';
import { unionKey, type CompiledSchema } from './schema-compile.ts';
import { resolveUnions } from './schema-unions.ts';

export function schemaProblems(schema: CompiledSchema, data: unknown): Problem[] {
  if (schema.validate(data)) return [];
  const seen = new Set<string>();
  // An if/then rule adds a bare "must match then schema" beside the error that explains it: keep only the explanation.
  const errors = resolveUnions(keptErrors(schema.validate.errors), schema).filter((error) => error.keyword !== 'if');
  const problems: Problem[] = [];
  for (const error of withoutNameDetails(errors)) {
    const problem = describe(error, schema);
    const id = `${problem.pointer}|${problem.message}`;
    if (!seen.has(id)) problems.push(problem);
    seen.add(id);
    if (problems.length >= MAX_PROBLEMS) break;
  }
  return problems;
}

/** A key refused by propertyNames also brings the error of the rule it broke (a pattern): keep the one that names the key. */
function withoutNameDetails(errors: ErrorObject[]): ErrorObject[] {
  const names = new Set(
    errors
      .filter((error) => error.keyword === 'propertyNames')
      .map((name) => `${name.instancePath}|${name.schemaPath}`),
  );
  // An error is a name's detail when its rule sits inside the propertyNames rule, at the same object.
  const isDetail = (error: ErrorObject) =>
    error.schemaPath
      .split('/')
      .some((_, i, steps) => i > 0 && names.has(`${error.instancePath}|${steps.slice(0, i).join('/')}`));
  return names.size ? errors.filter((error) => !isDetail(error)) : errors;
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
  string: 'a text in double quotes',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
  object: 'an object { … }',
  array: 'a list [ … ]',
  null: 'null',
};

/**
 * Fields an older copy of site.json may still carry and the schema no longer takes, known by their name and where they
 * stand: the editor reads what changed and what to do, rather than "unknown field".
 */
const RETIRED_FIELDS: { field: string; where: RegExp; message: (value: unknown) => string }[] = [
  {
    field: 'number',
    where: /^\/pages\/\d+\/sections\/\d+$/,
    message: () => 'section numbers now follow the order of the list: remove "number"',
  },
  { field: 'flag', where: /^\/cookies\/categories\/\d+$/, message: retiredFlag },
];

/** The behaviour each old cookie flag stood for; "b_auth" drove nothing built into the site. */
const BEHAVIOUR_OF_FLAG: Record<string, string> = {
  b_p: 'preferences',
  b_a: 'advertising',
  b_n: 'analytics',
  b_func: 'functionality',
  b_sec: 'security',
};

function retiredFlag(flag: unknown): string {
  const behaviour = BEHAVIOUR_OF_FLAG[String(flag)];
  return behaviour
    ? `"flag" is now "drives", in words: write "drives": "${behaviour}" in place of "flag": ${JSON.stringify(flag)}`
    : `"flag" is no longer needed: remove it (a category without "drives" is still listed, switched and saved under its letter)`;
}

function describe(error: ErrorObject, schema: CompiledSchema): Problem {
  const pointer = error.instancePath;
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const field = String(p.missingProperty);
      const fieldSchema = (error.parentSchema as { properties?: Record<string, unknown> }).properties?.[field];
      return { code: 'missing-field', pointer, message: `the field "${field}" is missing${describedAs(fieldSchema)}` };
    }
    case 'additionalProperties': {
      const field = String(p.additionalProperty);
      const at = `${pointer}/${escapePointer(field)}`;
      const retired = RETIRED_FIELDS.find((entry) => entry.field === field && entry.where.test(pointer));
      if (retired)
        return {
          code: 'retired-field',
          pointer: at,
          at: 'key',
          message: retired.message((error.data as Record<string, unknown>)[field]),
        };
      const allowed = Object.keys((error.parentSchema as { properties?: object }).properties ?? {}).filter(
        (name) => name !== '$schema',
      );
      return {
        code: 'unknown-field',
        pointer: at,
        at: 'key',
        message: `unknown field "${field}".`,
        hint: `${didYouMean(field, allowed)}Allowed here: ${quoteList(allowed)}`,
      };
    }
    case 'discriminator': {
      const known = schema.tags[unionKey('oneOf', (error.parentSchema as { oneOf?: unknown }).oneOf)] ?? [];
      if (p.error === 'tag')
        return {
          code: 'missing-section-type',
          pointer,
          message: 'the field "type" must be a text naming the kind of section:',
          hint: `one of ${quoteList(known)}`,
        };
      const given = String(p.tagValue);
      return {
        code: 'unknown-section-type',
        pointer: `${pointer}/type`,
        message: `unknown section type "${given}".`,
        hint: `${didYouMean(given, known)}Known types: ${quoteList(known)}`,
      };
    }
    case 'type': {
      // Several types when no branch of a union took the value (schema-unions.ts), "string,integer".
      const expected = String(p.type)
        .split(',')
        .map((type) => EXPECTED[type] ?? type);
      return {
        code: 'wrong-type',
        pointer,
        message: `must be ${expected.join(' or ')}, found ${typeName(error.data)}${describedAs(error.parentSchema)}`,
      };
    }
    case 'enum': {
      const allowed = (p.allowedValues as unknown[]).map(String);
      const guess = typeof error.data === 'string' ? didYouMean(error.data, allowed) : '';
      return {
        code: 'value-not-allowed',
        pointer,
        message: `${typeName(error.data)} is not allowed here.`,
        hint: `${guess}Write one of ${quoteList(allowed)}`,
      };
    }
    case 'const':
      return {
        code: 'wrong-value',
        pointer,
        message: `must be ${JSON.stringify(p.allowedValue)}, found ${typeName(error.data)}${describedAs(error.parentSchema)}`,
      };
    case 'pattern':
    case 'format': {
      const address = withoutScheme(error.data, p.pattern);
      if (address) return { code: 'wrong-form', pointer, ...address };
      return {
        code: 'wrong-form',
        pointer,
        message: `${typeName(error.data)} is not in the expected form${describedAs(error.parentSchema) || ` (${String(p.format ?? p.pattern)})`}`,
      };
    }
    case 'minLength':
      return p.limit === 1
        ? { code: 'empty-text', pointer, message: 'must not be empty' }
        : {
            code: 'too-short',
            pointer,
            message: `is ${String(error.data).length} characters long; write at least ${String(p.limit)}${describedAs(error.parentSchema)}`,
          };
    case 'maxLength':
      return {
        code: 'too-long',
        pointer,
        message: `is ${String(error.data).length} characters long; write at most ${String(p.limit)}${describedAs(error.parentSchema)}`,
      };
    case 'minItems': {
      const count = (error.data as unknown[]).length;
      const needed = `at least ${String(p.limit)} ${p.limit === 1 ? 'entry' : 'entries'}`;
      // An empty list is said in words first: whatever should have been in it is missing too (a page's sections, and their anchors).
      const words =
        count === 0
          ? `this list is empty: add ${needed}`
          : `has ${count} ${count === 1 ? 'entry' : 'entries'}; ${needed} needed`;
      return { code: 'too-few-entries', pointer, message: `${words}${describedAs(error.parentSchema)}` };
    }
    case 'maxItems':
      return {
        code: 'too-many-entries',
        pointer,
        message: `has ${(error.data as unknown[]).length} entries; at most ${String(p.limit)} allowed${describedAs(error.parentSchema)}`,
      };
    case 'minimum':
    case 'maximum':
      return {
        code: 'out-of-range',
        pointer,
        message: `must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(p.limit)}, found ${String(error.data)}`,
      };
    case 'propertyNames': {
      const name = String(p.propertyName);
      const rule =
        describedAs(error.schema) || ` (${String((error.schema as { pattern?: string }).pattern ?? 'see the schema')})`;
      return {
        code: 'bad-name',
        pointer: `${pointer}/${escapePointer(name)}`,
        at: 'key',
        message: `the name "${name}" cannot be used here${rule}`,
      };
    }
    case 'oneOf':
    case 'anyOf':
      return {
        code: 'no-matching-shape',
        pointer,
        message: `does not match any allowed shape${describedAs(error.parentSchema)}`,
      };
    case 'not':
      // A value a condition rules out (an alt on a decorative picture): its schema's description says why.
      return {
        code: 'invalid',
        pointer,
        message: (error.parentSchema as { description?: string }).description ?? 'is not allowed here',
      };
    default:
      return { code: 'invalid', pointer, message: error.message ?? 'is not valid here' };
  }
}

/**
 * An outside address typed without its start: "www.example.com" needs https://, "help@example.com" mailto:. Said when
 * the field takes the address once its start is written; the words to say and the address to write, or undefined.
 */
export function withoutScheme(value: unknown, pattern?: unknown): Pick<Problem, 'message' | 'hint'> | undefined {
  if (typeof value !== 'string') return undefined;
  const [scheme, what] = looksLikeWebAddress(value)
    ? ['https://', 'outside address']
    : /^[^\s@/:]+@[^\s@/]+\.[a-z]{2,}$/i.test(value)
      ? ['mailto:', 'e-mail address']
      : [];
  if (!scheme) return undefined;
  const address = `${scheme}${value}`;
  if (typeof pattern === 'string' && !new RegExp(pattern, 'u').test(address)) return undefined;
  return { message: `the ${what} "${value}" must start with ${scheme}.`, hint: `Write "${address}".` };
}

/** "www.example.com", "example.com/pricing": a host name with a dot, no scheme, no spaces. */
export const looksLikeWebAddress = (value: string) =>
  /^(?!https?:|mailto:)[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(?:[/?#]\S*)?$/i.test(value);

/**
 * How many known words a suggestion is looked for among: each is compared with the word given, for each problem, so a
 * list of thousands (the routes of a huge site) would make every problem slow.
 */
const MAX_WORDS_COMPARED = 1000;

/** "Did you mean "x"? " when one of the known words is a few letters away from the given one, else "". */
export function didYouMean(given: string, known: readonly string[], quote = (word: string) => `"${word}"`): string {
  const guess = known.length && known.length <= MAX_WORDS_COMPARED ? closest(given, [...known]) : undefined;
  return guess !== undefined && isClose(given, guess) ? `Did you mean ${quote(guess)}? ` : '';
}

/** A suggestion is worth showing when it is a few letters away from what was typed. */
export function isClose(given: string, guess: string): boolean {
  return distance(given.toLowerCase(), guess.toLowerCase()) <= Math.max(2, Math.floor(guess.length / 3));
}
