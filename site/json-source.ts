/**
 * site.json as text and as a tree with positions (momoa keeps line and column of every key and value), so a problem
 * found at a JSON pointer can be reported at its FILE:LINE:COL.
 */
import { evaluate, parse, type AnyNode, type DocumentNode, type ElementNode, type MemberNode } from '@humanwhocodes/momoa';
import { treeProblems } from './json-tree-problems.ts';
import { pointerSteps, type Position, type Problem } from './problems.ts';

/** A file momoa could read: its data, tree and text, and what the tree shows wrong already (see json-tree-problems.ts). */
export type Parsed =
  | { ok: true; data: unknown; document: DocumentNode; text: string; problems: (Problem & Position)[] }
  | { ok: false; problem: Problem & Position };

const TOKEN_WORDS: Record<string, string> = {
  RBrace: '"}"', LBrace: '"{"', RBracket: '"]"', LBracket: '"["', Comma: '","', Colon: '":"',
  String: 'a text in quotes', Number: 'a number', Boolean: 'true or false', Null: 'null',
};

export function parseJson(fileText: string): Parsed {
  // A byte order mark, which some editors write first, is harmless and invisible in the editor: skip it.
  const text = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  if (text.trim() === '') {
    return { ok: false, problem: { code: 'empty-file', pointer: '', line: 1, column: 1, message: 'the file is empty: it must hold one JSON object, starting with {' } };
  }
  let document: DocumentNode;
  try {
    document = parse(text, { mode: 'json', ranges: false, tokens: false });
  } catch (error) {
    return { ok: false, problem: describeSyntaxError(error, text) };
  }
  const problems = treeProblems(document, text);
  try {
    return { ok: true, data: JSON.parse(text) as unknown, document, text, problems };
  } catch (error) {
    // JSON.parse refuses a line break or tab typed inside a text, which momoa accepts and treeProblems reports: the
    // rest of the file is still checked, from momoa's values, so the editor sees every problem at once.
    if (problems.length) return { ok: true, data: evaluate(document), document, text, problems };
    return { ok: false, problem: { code: 'not-json', pointer: '', line: 1, column: 1, message: `the file is not valid JSON: ${(error as Error).message}` } };
  }
}

function describeSyntaxError(error: unknown, text: string): Problem & Position {
  const { line = 1, column = 1, offset = 0, message = String(error) } = error as { line?: number; column?: number; offset?: number; message?: string };
  const unclosed = unclosedString(text, offset);
  if (unclosed !== undefined) {
    return { code: 'unclosed-text', pointer: '', ...positionOfOffset(text, unclosed), message: 'this text in quotes is never closed: add the missing " at the end of the line' };
  }
  // A backslash that starts no escape ("Log\in", or \u without four hex digits): momoa stops at the backslash, or at
  // the last character of the \u it read.
  const escape = /\\(?:u[0-9a-fA-F]{0,3})?$/.exec(text.slice(Math.max(0, offset - 4), offset + 1));
  if (escape) {
    return { code: 'bad-escape', pointer: '', ...positionOfOffset(text, offset + 1 - escape[0].length), message: 'a backslash starts an escape like \\n or \\"; write \\\\ for a backslash' };
  }
  // Quotes a word processor curled look like JSON's to a person, but JSON knows only the straight ones.
  if (CURLY_QUOTES.includes(text[offset] ?? '')) {
    return { code: 'curly-quotes', pointer: '', line, column, message: 'curly quotes “ ” are not JSON\'s quotes: use straight quotes "…" around every text and field name' };
  }
  const token = /Unexpected token (\w+)/.exec(message)?.[1];
  const before = text.slice(0, offset).trimEnd();
  // A text closed and followed by more words on the same line ("The "best" tool"): a quote typed inside the text ended
  // it. A following quote, comma, colon or bracket is a missing or extra comma instead, worded below.
  const closed = lastStringBefore(text, offset);
  if (closed?.isValue && !/["\s,:}\]]/.test(text[offset] ?? '"') && !text.slice(closed.end + 1, offset).includes('\n') && text.slice(closed.end + 1, offset).trim() === '') {
    return { code: 'quote-ends-text', pointer: '', ...positionOfOffset(text, closed.end), message: 'this " ends the text too early: to write a quote inside a text, type \\" (as in "The \\"best\\" tool"), or use ‘ ’ instead' };
  }
  if ((token === 'RBrace' || token === 'RBracket') && before.endsWith(',')) {
    const comma = positionOfOffset(text, before.length - 1);
    return { code: 'trailing-comma', pointer: '', ...comma, message: `trailing comma: remove this "," — JSON allows no comma before ${TOKEN_WORDS[token]}` };
  }
  if (/end of input/.test(message)) {
    return { code: 'file-ends-early', pointer: '', line, column, message: 'the file ends too early: a closing } or ] is missing' };
  }
  if (token === 'String' && /[\]}"\w]\s*$/.test(before)) {
    return { code: 'missing-comma', pointer: '', line, column, message: 'a "," is missing before this text' };
  }
  if (token && TOKEN_WORDS[token]) {
    return { code: 'unexpected-token', pointer: '', line, column, message: `unexpected ${TOKEN_WORDS[token]} here: check for a missing or extra quote, comma or bracket just before` };
  }
  const word = /Unexpected character '?(.)'?/.exec(message)?.[1] ?? text[offset] ?? '';
  return { code: 'unexpected-character', pointer: '', line, column, message: `unexpected character ${JSON.stringify(word)}: texts need double quotes ("like this"), and JSON has no comments` };
}

const CURLY_QUOTES = ['“', '”', '„', '‟', '‘', '’', '‚', '‛', '«', '»'];

/**
 * The last text in quotes that ends before `limit` (the offsets of its two quotes), and whether it is a value rather
 * than a field's name.
 */
function lastStringBefore(text: string, limit: number): { start: number; end: number; isValue: boolean } | undefined {
  const containers: string[] = [];
  let expectName = false;
  let last: { start: number; end: number; isValue: boolean } | undefined;
  for (let i = 0; i < limit; i++) {
    const char = text[i];
    if (char === '"') {
      const start = i;
      for (i++; i < limit && text[i] !== '"'; i++) if (text[i] === '\\') i++;
      if (i >= limit) return undefined;
      last = { start, end: i, isValue: !expectName };
      expectName = false;
    } else if (char === '{' || char === '[') {
      containers.push(char);
      expectName = char === '{';
    } else if (char === '}' || char === ']') {
      containers.pop();
    } else if (char === ',') {
      expectName = containers.at(-1) === '{';
    }
  }
  return last;
}

/**
 * The opening quote of a text left unclosed: it swallowed the line break and ran on to the next line's first quote, so
 * the parse failed right after it (or the file ended inside it). A text that runs over two lines but is closed parses,
 * and is reported by json-tree-problems.ts instead.
 */
function unclosedString(text: string, limit: number): number | undefined {
  let start: number | undefined;
  let multiline = false;
  let last: { start: number; end: number; multiline: boolean } | undefined;
  for (let i = 0; i < limit; i++) {
    const char = text[i];
    if (start === undefined) {
      if (char === '"') [start, multiline] = [i, false];
    } else if (char === '\\') i++;
    else if (char === '\n') multiline = true;
    else if (char === '"') [last, start] = [{ start, end: i, multiline }, undefined];
  }
  if (start !== undefined) return multiline ? start : undefined;
  return last?.multiline && text.slice(last.end + 1, limit).trim() === '' ? last.start : undefined;
}

export function positionOfOffset(text: string, offset: number): Position {
  const upto = text.slice(0, offset);
  const line = upto.split('\n').length;
  return { line, column: offset - upto.lastIndexOf('\n') };
}

/**
 * The node at a JSON pointer, or the deepest existing ancestor when the pointer goes further than the file. Of a key
 * written twice it takes the last, the one whose value JSON.parse keeps.
 */
function nodeAt(document: DocumentNode, pointer: string): { node: AnyNode; key?: AnyNode; exact: boolean } {
  let node: AnyNode = document.body;
  let key: AnyNode | undefined;
  const steps = pointerSteps(pointer);
  for (const step of steps) {
    if (node.type === 'Object') {
      const member: MemberNode | undefined = node.members.findLast((m) => m.name.type === 'String' && m.name.value === step);
      if (!member) return { node, exact: false };
      key = member.name;
      node = member.value;
    } else if (node.type === 'Array') {
      const element: ElementNode | undefined = node.elements[Number(step)];
      if (!element) return { node, exact: false };
      key = undefined;
      node = element.value;
    } else {
      return { node, exact: false };
    }
  }
  return { node, key, exact: true };
}

/**
 * Where a problem sits in the file: at the value of its pointer, at the key for an unknown field, or at a character
 * inside a string (an inline link, a placeholder), counting escapes as the file writes them.
 */
export function locate(document: DocumentNode, text: string, problem: Pick<Problem, 'pointer' | 'at' | 'indexInString'>): Position {
  const { node, key } = nodeAt(document, problem.pointer);
  const target = problem.at === 'key' && key ? key : node;
  const start = target.loc!.start;
  if (problem.indexInString !== undefined && target.type === 'String') {
    const raw = text.slice(start.offset + 1);
    let rawIndex = 0;
    for (let decoded = 0; decoded < problem.indexInString; decoded++) {
      rawIndex += raw[rawIndex] === '\\' ? (raw[rawIndex + 1] === 'u' ? 6 : 2) : 1;
    }
    return { line: start.line, column: start.column + 1 + rawIndex };
  }
  return { line: start.line, column: start.column };
}
