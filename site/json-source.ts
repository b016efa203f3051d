/**
 * site.json as text and as a tree with positions (momoa keeps line and column of every key and value), so a problem
 * found at a JSON pointer can be reported at its FILE:LINE:COL.
 */
import { evaluate, parse, type AnyNode, type DocumentNode, type ElementNode, type MemberNode, type ObjectNode, type StringNode } from '@humanwhocodes/momoa';
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
  const tooDeep = tooDeepAt(text);
  if (tooDeep !== undefined) {
    const message = `this "${text[tooDeep]}" nests lists and objects ${MAX_NESTING + 1} levels deep, more than the ${MAX_NESTING} the checker reads: site.json needs about 10, so a "[" or "{" above is likely never closed`;
    return { ok: false, problem: { code: 'nested-too-deep', pointer: '', ...positionOfOffset(text, tooDeep), message } };
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

/**
 * How deep lists and objects may nest: site.json nests about 10 levels. The parser, and every check after it, follows
 * each level with a call of its own, so thousands of levels would exhaust the call stack (and be misread as a syntax
 * error); the depth is measured first.
 */
export const MAX_NESTING = 64;

/**
 * Calls `visit` with each character of the text outside texts in quotes, and its offset, in one pass; `visit` returning
 * true stops the pass there.
 */
function forEachStructural(text: string, visit: (char: string, at: number) => boolean | void): void {
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (char === '"') {
      for (i++; i < text.length && text[i] !== '"'; i++) if (text[i] === '\\') i++;
    } else if (visit(char, i)) {
      return;
    }
  }
}

/** The offset of the first "[" or "{" deeper than MAX_NESTING. */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let found: number | undefined;
  forEachStructural(text, (char, at) => {
    if (char === '[' || char === '{') {
      if (++depth > MAX_NESTING) {
        found = at;
        return true;
      }
    } else if (char === ']' || char === '}') {
      depth--;
    }
  });
  return found;
}

/**
 * About how many values (texts, numbers, lists, objects, …) the text holds: a value is opened by a "[" or "{" or
 * follows a ",", and the file holds one more. What a check costs in memory follows this count more than the bytes.
 */
export function valueCount(text: string): number {
  let count = 1;
  forEachStructural(text, (char) => {
    if (char === ',' || char === '[' || char === '{') count++;
  });
  return count;
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
      const member: MemberNode | undefined = membersByName(node).get(step);
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

/*
 * Each object's members by name, and each string's characters by where they stand in the file, are worked out once per
 * node and kept beside it: a file may hold thousands of problems in one object or one text, and looking each one up
 * from the start again would take time growing with the square of the file's size.
 */
const memberMaps = new WeakMap<ObjectNode, Map<string, MemberNode>>();
const rawIndexLists = new WeakMap<StringNode, number[]>();

/** The members of an object by name; of a name written twice, the last. */
function membersByName(node: ObjectNode): Map<string, MemberNode> {
  let members = memberMaps.get(node);
  if (!members) {
    members = new Map(node.members.flatMap((member) => (member.name.type === 'String' ? [[member.name.value, member] as const] : [])));
    memberMaps.set(node, members);
  }
  return members;
}

/** Where the character at `index` of a string's value stands in its text as written, after the opening quote. */
function rawIndexOf(node: StringNode, text: string, index: number): number {
  const { start, end } = node.loc!;
  // Without escapes, the text as written is the value itself.
  if (end.offset - start.offset - 2 === node.value.length) return index;
  let rawIndexes = rawIndexLists.get(node);
  if (!rawIndexes) {
    const raw = text.slice(start.offset + 1, end.offset - 1);
    rawIndexes = [];
    for (let at = 0; at < raw.length; at += raw[at] === '\\' ? (raw[at + 1] === 'u' ? 6 : 2) : 1) rawIndexes.push(at);
    rawIndexLists.set(node, rawIndexes);
  }
  return rawIndexes[index] ?? index;
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
    return { line: start.line, column: start.column + 1 + rawIndexOf(target, text, problem.indexInString) };
  }
  return { line: start.line, column: start.column };
}
