/** A problem found in site.json, and the one line an editor reads for it: `FILE:LINE:COL  /json/pointer  message`. */
export interface Problem {
  /** JSON pointer of the offending value, "" for the whole file. */
  pointer: string;
  /** Plain words: what is wrong and, where it helps, what to write instead. */
  message: string;
  /** Report at the field's name rather than its value (unknown fields). */
  at?: 'key';
  /** Report at this character of a string value (a link or placeholder inside copy). */
  indexInString?: number;
}

export interface LocatedProblem extends Problem { line: number; column: number }

export function formatProblem(file: string, problem: LocatedProblem): string {
  return `${file}:${problem.line}:${problem.column}  ${problem.pointer || '(whole file)'}  ${problem.message}`;
}

export function byPosition(a: LocatedProblem, b: LocatedProblem): number {
  return a.line - b.line || a.column - b.column;
}

export function quoteList(values: readonly string[]): string {
  return values.map((value) => JSON.stringify(value)).join(', ');
}

/** One step of a JSON pointer: "~" and "/" inside a name are written ~0 and ~1. */
export function escapePointer(step: string): string {
  return step.replace(/~/g, '~0').replace(/\//g, '~1');
}
