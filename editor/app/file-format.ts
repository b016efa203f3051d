/**
 * The text saved for the data the editor holds, so `git diff` shows just the lines an editor meant to change. A file
 * written as JSON.stringify writes it (two spaces, or its own indentation; its own line ends) is written again the
 * same way from the data: fast at any size, and the same text byte for byte where nothing changed. A file formatted by
 * hand keeps its formatting: each change is written into its text in place (site-text.ts), touching only that value.
 */
import { changesBetween } from './document.ts';
import { insertAt, setAt } from './site-text.ts';

export type FileFormat =
  | { canonical: true; indent: string; eol: string; finalEol: boolean }
  /** Formatted by hand: changes are written into `text`, which reads as `data`. */
  | { canonical: false; text: string; data: unknown };

/** How the file `text` (read as `data`) is written. */
export function formatOf(text: string, data: unknown): FileFormat {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const format = { canonical: true as const, indent, eol, finalEol: text.endsWith(eol) };
  return textIn(format, data) === text ? format : { canonical: false, text, data };
}

/** The file's text for `data`, in the file's own format. */
export function textOf(data: unknown, format: FileFormat): string {
  if (format.canonical) return textIn(format, data);
  let text = format.text;
  for (const change of changesBetween(format.data, data)) {
    if (!('index' in change)) {
      text = setAt(text, [...change.path], change.value);
      continue;
    }
    for (let removed = 0; removed < change.remove; removed++)
      text = setAt(text, [...change.path, change.index], undefined);
    change.insert.forEach((value, i) => (text = insertAt(text, [...change.path], change.index + i, value)));
  }
  return text;
}

function textIn(format: Extract<FileFormat, { canonical: true }>, data: unknown): string {
  const text = JSON.stringify(data, null, format.indent) ?? '';
  return (format.eol === '\n' ? text : text.replaceAll('\n', format.eol)) + (format.finalEol ? format.eol : '');
}
