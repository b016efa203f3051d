/**
 * site.json as the editor holds it: its text, which is what gets saved, and the data read from it. Every edit is
 * made on the text with jsonc-parser, which changes only the characters of the value edited and keeps the rest of the
 * file (its formatting, its key order) as it was, so `git diff` shows just the lines an editor meant to change.
 */
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';

export interface SiteText {
  text: string;
  /** The text parsed, or undefined while it is not JSON (a broken file opened as it is). */
  data: unknown;
}

export function readSiteText(text: string): SiteText {
  try {
    return { text, data: JSON.parse(text) as unknown };
  } catch {
    return { text, data: undefined };
  }
}

/** The file's own indentation, so inserted values look like their neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.startsWith('\t'), tabSize: indent.startsWith('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/** The text with the value at `path` set (undefined removes it; a number past the end of a list appends). */
export function setAt(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, { formattingOptions: formattingOf(text) }));
}

/** The text with a new entry inserted in the list at `path`, before `index`. */
export function insertAt(text: string, path: JSONPath, index: number, value: unknown): string {
  return applyEdits(text, modify(text, [...path, index], value, { formattingOptions: formattingOf(text), isArrayInsertion: true }));
}

/** The text with the list entry at `path`/`from` moved to `to`: removed, then inserted where it goes. */
export function moveAt(text: string, path: JSONPath, from: number, to: number, value: unknown): string {
  return insertAt(setAt(text, [...path, from], undefined), path, to, value);
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The text with `before` replaced by `after` at `path`, edit by edit: only the values that differ are written, so a
 * keystroke in one field of a form changes one line. A list whose length changed is written whole.
 */
export function applyChange(text: string, path: JSONPath, before: unknown, after: unknown): string {
  if (isObject(before) && isObject(after)) {
    let next = text;
    for (const key of Object.keys(before)) if (!(key in after) || after[key] === undefined) next = setAt(next, [...path, key], undefined);
    for (const [key, value] of Object.entries(after)) {
      if (value !== undefined) next = applyChange(next, [...path, key], before[key], value);
    }
    return next;
  }
  if (Array.isArray(before) && Array.isArray(after) && before.length === after.length) {
    return after.reduce<string>((next, value, i) => applyChange(next, [...path, i], before[i], value), text);
  }
  return JSON.stringify(before) === JSON.stringify(after) ? text : setAt(text, path, after);
}
