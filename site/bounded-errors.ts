/**
 * ajv's generated code, rewritten so a document of any size costs time and memory in proportion to it:
 * - it adds the errors of a referenced schema to the caller's with `vErrors.concat(…)`, which copies every error
 *   found so far each time: a list of n items that each fail costs n² copies (100,000 wrong pages took over a
 *   minute). Each such line appends in place instead, which gives the same list;
 * - it keeps every error it finds, about a kilobyte each with their details: a few million values of the wrong kind
 *   exhausted the memory. Past KEPT_ERRORS, an error is kept as `null`, so every count ajv relies on stays the same
 *   while its details are let go; a check lists far fewer problems than that anyway.
 */
export const KEPT_ERRORS = 10_000;

const CONCAT_ERRORS = /vErrors = vErrors === null \? ([\w$]+)\.errors : vErrors\.concat\(\1\.errors\);/g;
const PUSH_ERROR = /vErrors\.push\((err\d+)\);/g;

export function boundedErrorCode(code: string): string {
  return code
    .replace(PUSH_ERROR, `vErrors.push(vErrors.length < ${KEPT_ERRORS} ? $1 : null);`)
    .replace(
      CONCAT_ERRORS,
      `if (vErrors === null) vErrors = $1.errors; else for (const error of $1.errors) vErrors.push(vErrors.length < ${KEPT_ERRORS} ? error : null);`,
    );
}

/** The errors ajv kept whole (see KEPT_ERRORS). */
export function keptErrors<T>(errors: readonly (T | null)[] | null | undefined): T[] {
  return (errors ?? []).filter((error): error is T => error !== null);
}
