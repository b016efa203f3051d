/**
 * Changes written into a hand-formatted site.json's text with jsonc-parser, which changes only the characters of the
 * value edited and keeps the rest of the file (its formatting, its key order) as it was.
 */
import { applyEdits, modify, type FormattingOptions, type JSONPath } from 'jsonc-parser';

/** The file's own indentation, so inserted values look like their neighbours. */
function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return {
    insertSpaces: !indent.startsWith('\t'),
    tabSize: indent.startsWith('\t') ? 1 : indent.length,
    eol: text.includes('\r\n') ? '\r\n' : '\n',
  };
}

/** The text with the value at `path` set (undefined removes it; a number past the end of a list appends). */
export function setAt(text: string, path: JSONPath, value: unknown): string {
  return applyEdits(text, modify(text, path, value, { formattingOptions: formattingOf(text) }));
}

/** The text with a new entry inserted in the list at `path`, before `index`. */
export function insertAt(text: string, path: JSONPath, index: number, value: unknown): string {
  return applyEdits(
    text,
    modify(text, [...path, index], value, { formattingOptions: formattingOf(text), isArrayInsertion: true }),
  );
}
