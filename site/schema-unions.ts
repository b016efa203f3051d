/**
 * When no branch of a oneOf/anyOf fits, ajv reports the errors of every branch, and they contradict each other (a
 * header link gets "the field items is missing" from the menu branch and "unknown field href" from its own). The editor
 * meant one branch: the one that takes the value's type and, for an object, knows most of its fields. That branch is
 * checked again on its own and only its errors are kept; when no branch takes the value's type, one error says which
 * types would do.
 */
import { keptErrors } from './bounded-errors.ts';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { unionKey, type CompiledSchema, type UnionBranch } from './schema-compile.ts';
import { isObject } from './is-object.ts';

export function resolveUnions(errors: ErrorObject[], schema: CompiledSchema): ErrorObject[] {
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    const branches =
      error.keyword === 'oneOf' || error.keyword === 'anyOf'
        ? schema.unions[unionKey(error.keyword, error.schema)]
        : undefined;
    if (!branches) {
      kept.push(error);
      continue;
    }
    // ajv lists a union's branch errors just before the union's own, all inside its value (no oneOf/anyOf of schemas/
    // has a sibling keyword that could report there too).
    while (kept.length && isInside(kept.at(-1)!.instancePath, error.instancePath)) kept.pop();
    for (const branchError of meantBranchErrors(error, branches, schema)) kept.push(branchError);
  }
  return kept;
}

function meantBranchErrors(union: ErrorObject, branches: UnionBranch[], schema: CompiledSchema): ErrorObject[] {
  const value: unknown = union.data;
  const fitting = branches.filter((branch) => !branch.types || branch.types.some((type) => hasType(value, type)));
  if (fitting.length === 0) {
    const types = [...new Set(branches.flatMap((branch) => branch.types ?? []))];
    return [{ ...union, keyword: 'type', params: { type: types.join(',') } }];
  }
  const meant = isObject(value) ? mostAlike(fitting, value) : fitting[0]!;
  const validate = schema.branches[meant.validator]!;
  // The branch passes when the value fits two branches of a oneOf: ajv's own error then says it best.
  if (validate(value)) return [union];
  const errors = keptErrors(validate.errors).map((error) => ({
    ...error,
    instancePath: union.instancePath + error.instancePath,
  }));
  return resolveUnions(errors, schema);
}

/** The branch that knows most of the object's fields, then misses the fewest it needs; the first on a tie. */
function mostAlike(branches: UnionBranch[], value: Record<string, unknown>): UnionBranch {
  const keys = Object.keys(value);
  const score = (branch: UnionBranch) =>
    keys.filter((key) => branch.properties.includes(key)).length * 1000 -
    branch.required.filter((field) => !Object.hasOwn(value, field)).length;
  return branches.reduce((best, branch) => (score(branch) > score(best) ? branch : best));
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'integer':
      return Number.isInteger(value);
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}

const isInside = (pointer: string, container: string) => pointer === container || pointer.startsWith(`${container}/`);
