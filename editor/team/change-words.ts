/**
 * What changed between two versions of a JSON file, in the editor's words rather than as a diff: each value changed,
 * added or removed, named as the checker names places ("page /pricing › section 1 (hero) › heading"), with its words
 * before and after when it is a text or a number: `page /pricing › section 1 (hero) › heading: "Pricing" → "Plans"`.
 */
import { isObject } from '../../site/is-object.ts';
import { escapePointer } from '../../site/problems.ts';
import { readablePath } from '../../site/readable-path.ts';

export interface Change {
  pointer: string;
  before: unknown;
  after: unknown;
}

/** The smallest values that differ, as JSON pointers into both versions. */
export function changesBetween(before: unknown, after: unknown, pointer = ''): Change[] {
  if (Object.is(before, after)) return [];
  if (Array.isArray(before) && Array.isArray(after)) {
    const changes: Change[] = [];
    for (let i = 0; i < Math.max(before.length, after.length); i++)
      changes.push(...changesBetween(before[i], after[i], `${pointer}/${i}`));
    return changes;
  }
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changesBetween(before[key], after[key], `${pointer}/${escapePointer(key)}`));
  }
  if (JSON.stringify(before) === JSON.stringify(after)) return [];
  return [{ pointer, before, after }];
}

/** The most characters of a value a message quotes; a longer text is cut there with "…". */
const MOST_WORDS = 60;
/** Words as a message quotes them: in double quotes, cut to `MOST_WORDS` characters. */
export const quotedWords = (text: string) =>
  JSON.stringify(text.length > MOST_WORDS ? `${text.slice(0, MOST_WORDS - 1)}…` : text);
const quoted = (value: unknown) => quotedWords(typeof value === 'string' ? value : String(value));
const isWords = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/** One change in words, its place named in the version that has it. */
export function changeInWords(change: Change, before: unknown, after: unknown): string {
  const place = readablePath(change.pointer, change.after === undefined ? before : after);
  if (change.before === undefined) return `${place} added`;
  if (change.after === undefined) return `${place} removed`;
  if (isWords(change.before) && isWords(change.after))
    return `${place}: ${quoted(change.before)} → ${quoted(change.after)}`;
  return `${place} changed`;
}

/** A save's message: its first change in words, and how many more; "no change" when there is none. */
export function changeMessage(name: string, beforeText: string | undefined, afterText: string): string {
  let before: unknown;
  let after: unknown;
  try {
    before = beforeText === undefined ? undefined : JSON.parse(beforeText);
    after = JSON.parse(afterText);
  } catch {
    return `${name} changed`;
  }
  const changes = changesBetween(before, after);
  if (changes.length === 0) return `${name}: the same values, written otherwise`;
  const first = `${name === 'site.json' ? '' : `${name}: `}${changeInWords(changes[0]!, before, after)}`;
  return changes.length === 1
    ? first
    : `${first}, and ${changes.length - 1} more change${changes.length === 2 ? '' : 's'}`;
}
