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

export interface LocatedProblem extends Problem {
  line: number;
  column: number;
  /** The route of the page the pointer is inside (/pages/12/… → "/pricing"): an editor knows pages by their address. */
  page?: string;
  /** Another file than the one checked, as the editor reads its path (a figure of the product data that site.json repeats). */
  file?: string;
}

/** The pointer as the editor reads it: kept whole for tools, with the page's route after it when it is inside a page. */
export function formatProblem(file: string, problem: LocatedProblem): string {
  const where = problem.pointer ? `${problem.pointer}${problem.page === undefined ? '' : ` (page ${problem.page})`}` : '(whole file)';
  return `${problem.file ?? file}:${problem.line}:${problem.column}  ${where}  ${problem.message}`;
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
