/**
 * A problem found in site.json: its stable code from the catalogue, its words, and its place. Tools and tests hold a
 * problem to its code and place; the words may be improved freely.
 */
import type { ProblemCode } from './problem-catalogue.ts';

export interface Problem {
  code: ProblemCode;
  /** JSON pointer of the offending value, "" for the whole file. */
  pointer: string;
  /** Plain words: what is wrong. */
  message: string;
  /** What to write instead, where the checker can tell ("Did you mean …?", the allowed values). */
  hint?: string;
  /** Report at the field's name rather than its value (unknown fields). */
  at?: 'key';
  /** Report at this character of a string value (a link or placeholder inside copy). */
  indexInString?: number;
  /** A warning: worth fixing, but the file is valid and builds (a picture too small for its place). */
  severity?: 'warning';
}

export const isWarning = (problem: Pick<Problem, 'severity'>) => problem.severity === 'warning';

/**
 * The most problems one check lists; each rule stops looking once it has found this many. An editor fixes the first
 * ones and checks again, and a file with a problem in each of its 100,000 values would take minutes and gigabytes to
 * list in full.
 */
export const MAX_PROBLEMS = 1000;

/** A place in a file's text, counted from 1. */
export interface Position {
  line: number;
  column: number;
}

export interface LocatedProblem extends Problem {
  line: number;
  column: number;
  /** The place as an editor reads it: "page /pricing › section 3 (faq) › item 2 › answer" (readable-path.ts). */
  path: string;
  /** The route of the page the pointer is inside (/pages/12/… → "/pricing"): an editor knows pages by their address. */
  page?: string;
  /** Another file than the one checked, as the editor reads its path (a figure of the product data that site.json repeats). */
  file?: string;
}

/** The words of a problem in one sentence: what is wrong, then what to do. */
export function wording(problem: Pick<Problem, 'message' | 'hint'>): string {
  return problem.hint ? `${problem.message} ${problem.hint}` : problem.message;
}

/**
 * One line an editor reads and VS Code's problem matcher parses (.vscode/tasks.json): `FILE:LINE:COL  place  words  [code]`.
 * The place and the words never hold two spaces in a row, so the matcher splits the line where it should. A warning's
 * words begin with "warning: ", which the matcher takes as its severity.
 */
export function formatProblem(file: string, problem: LocatedProblem): string {
  const single = (text: string) => text.replace(/\s{2,}/g, ' ');
  const warning = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file ?? file}:${problem.line}:${problem.column}  ${single(problem.path)}  ${warning}${single(wording(problem))}  [${problem.code}]`;
}

export function byPosition(a: LocatedProblem, b: LocatedProblem): number {
  return a.line - b.line || a.column - b.column;
}

/**
 * How early a problem is listed: one that can explain others comes first, so the first line an editor reads is the
 * one to fix first. 0: the text of the file is misread (a broken quote, a field written twice), which can make anything
 * after it look wrong. 1: a name or a declaration other values rely on (a misspelt field name, which also makes the
 * field it meant "missing"; a route, anchor, letter or language declared twice, which leaves links landing nowhere).
 * 2: a value of the wrong shape (the default; an empty list of sections leaves its page without anchors). 3: a
 * reference that lands nowhere (a link, an anchor, a placeholder, a picture, a translation), most often the
 * consequence of one of the others.
 */
const CAUSE_RANK: Partial<Record<ProblemCode, number>> = {
  'unreadable-file': 0,
  'file-too-large': 0,
  'nested-too-deep': 0,
  'empty-file': 0,
  'unclosed-text': 0,
  'quote-ends-text': 0,
  'curly-quotes': 0,
  'bad-escape': 0,
  'trailing-comma': 0,
  'missing-comma': 0,
  'file-ends-early': 0,
  'unexpected-token': 0,
  'unexpected-character': 0,
  'not-json': 0,
  'field-written-twice': 0,
  'line-break-in-text': 0,
  'tab-in-text': 0,
  'control-character': 0,
  'unknown-field': 1,
  'retired-field': 1,
  'missing-section-type': 1,
  'unknown-section-type': 1,
  'route-declared-twice': 1,
  'title-used-twice': 1,
  'anchor-used-twice': 1,
  'anchor-taken': 1,
  'language-declared-twice': 1,
  'letter-used-twice': 1,
  'behaviour-follows-two': 1,
  'cookies-missing': 1,
  'dead-link': 3,
  'missing-anchor': 3,
  'anchor-without-page': 3,
  'unknown-placeholder': 3,
  'missing-public-file': 3,
  'picture-missing': 3,
  'missing-translation': 3,
  'translation-placeholders-differ': 3,
};

/** The rank of a problem's code (CAUSE_RANK); a value of the wrong shape when not listed. */
export const causeRank = (problem: Pick<Problem, 'code'>): number => CAUSE_RANK[problem.code] ?? 2;

/** Causes before their consequences (CAUSE_RANK), then from the top of the file to its end. */
export function byCause(a: LocatedProblem, b: LocatedProblem): number {
  return causeRank(a) - causeRank(b) || byPosition(a, b);
}

/** The values in quotes, separated by commas; past `most` of them, how many more there are. */
export function quoteList(values: readonly string[], most = Infinity): string {
  const quoted = values
    .slice(0, most)
    .map((value) => JSON.stringify(value))
    .join(', ');
  return values.length > most ? `${quoted} and ${values.length - most} more` : quoted;
}

/** One step of a JSON pointer: "~" and "/" inside a name are written ~0 and ~1. */
export function escapePointer(step: string): string {
  // Checks run this on every name of the file, and names almost never hold either character.
  if (!step.includes('~') && !step.includes('/')) return step;
  return step.replace(/~/g, '~0').replace(/\//g, '~1');
}

/** One step of a JSON pointer as the name it stands for: "a~1b" → "a/b" (escapePointer undone). */
export function unescapePointer(step: string): string {
  if (!step.includes('~')) return step;
  return step.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The steps of a JSON pointer, unescaped: "/facts/a~1b" → ["facts", "a/b"]. */
export function pointerSteps(pointer: string): string[] {
  return pointer === '' ? [] : pointer.slice(1).split('/').map(unescapePointer);
}

/** The JSON pointer of a path of steps (names and list places), each escaped: ["facts", "a/b"] → "/facts/a~1b". */
export function pointerOf(path: readonly (string | number)[]): string {
  let pointer = '';
  for (const step of path) pointer += `/${typeof step === 'number' ? step : escapePointer(step)}`;
  return pointer;
}
