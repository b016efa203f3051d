/**
 * site.json as text and as a tree with positions (momoa keeps line and column of every key and value), so a problem
 * found at a JSON pointer can be reported at its FILE:LINE:COL.
 */
import {
  evaluate,
  parse,
  type AnyNode,
  type DocumentNode,
  type ElementNode,
  type MemberNode,
  type ObjectNode,
  type StringNode,
} from '@humanwhocodes/momoa';
import { treeProblems } from './json-tree-problems.ts';
import { pointerSteps, type Position, type Problem } from './problems.ts';

/**
 * A file momoa could read: its data, tree and text, and what the tree shows wrong already (see json-tree-problems.ts).
 * The tree of a valid file is built only when its body is first read: locate() needs none (see lazyDocument).
 */
export type Parsed =
  | {
      ok: true;
      data: unknown;
      document: DocumentNode;
      text: string;
      problems: (Problem & Position)[];
      /** Where each page of "pages" is written in the text, when JSON.parse read it (see PageRanges). */
      pageRanges?: PageRanges;
    }
  | { ok: false; problem: Problem & Position };

/**
 * Where each entry of the file's "pages" list is written: the offsets in the file's text (a byte order mark included)
 * of its "{" and just past its "}", two numbers a page, in the list's order. A build keys each page by its text
 * (scripts/build/reuse.ts), read here rather than written again from the parsed page.
 */
export type PageRanges = readonly number[];

const TOKEN_WORDS: Record<string, string> = {
  RBrace: '"}"',
  LBrace: '"{"',
  RBracket: '"]"',
  LBracket: '"["',
  Comma: '","',
  Colon: '":"',
  String: 'a text in quotes',
  Number: 'a number',
  Boolean: 'true or false',
  Null: 'null',
};

const MOMOA_OPTIONS = { mode: 'json', ranges: false, tokens: false } as const;

export function parseJson(fileText: string): Parsed {
  // A byte order mark, which some editors write first, is harmless and invisible in the editor: skip it.
  const text = fileText.startsWith('\uFEFF') ? fileText.slice(1) : fileText;
  if (text.trim() === '') {
    return {
      ok: false,
      problem: {
        code: 'empty-file',
        pointer: '',
        line: 1,
        column: 1,
        message: 'the file is empty: it must hold one JSON object, starting with {',
      },
    };
  }
  const { tooDeepAt, members, pages } = structureOf(text);
  // Read now, and not kept for a later call: that would hold a large site's text in memory through a build.
  lastRead = undefined;
  if (tooDeepAt !== undefined) {
    const message = `this "${text[tooDeepAt]}" nests lists and objects ${MAX_NESTING + 1} levels deep, more than the ${MAX_NESTING} the checker reads: site.json needs about 10, so a "[" or "{" above is likely never closed`;
    return {
      ok: false,
      problem: { code: 'nested-too-deep', pointer: '', ...positionOfOffset(text, tooDeepAt), message },
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return parsedByMomoa(text, error as Error);
  }
  // JSON.parse takes the last of a name written twice, silently: then momoa's tree names both places.
  if (nameCount(data) !== members) return parsedByMomoa(text);
  // Valid JSON with each name once: the tree would show nothing wrong (JSON.parse refuses a line break or a control
  // character inside a text), and it costs more than the rest of the check, so it is not built (see lazyDocument).
  const listed = (data as { pages?: unknown } | null)?.pages;
  // Each page found at its place only when every entry of the list is an object the pass saw open and close.
  const shift = fileText.length - text.length;
  const pageRanges =
    Array.isArray(listed) && pages.length === listed.length * 2
      ? { pageRanges: shift ? pages.map((offset) => offset + shift) : pages }
      : {};
  return { ok: true, data, document: lazyDocument(text), text, problems: [], ...pageRanges };
}

/** How a document of lazyDocument finds the place of a problem in its text. */
const placeFinders = new WeakMap<DocumentNode, (problem: ProblemToPlace) => Position>();

/**
 * The tree of a valid JSON text with each name once, built the first time its body is read: locate() finds places in
 * the text itself (placesIn), so a check never builds it.
 */
function lazyDocument(text: string): DocumentNode {
  let tree: DocumentNode | undefined;
  const read = () => (tree ??= parse(text, MOMOA_OPTIONS));
  const document = {
    type: 'Document',
    get body() {
      return read().body;
    },
    get loc() {
      return read().loc;
    },
  } as DocumentNode;
  placeFinders.set(document, placesIn(text));
  return document;
}

/** The file read by momoa, whose tree places what JSON.parse refuses (its `error`) or hides (a name written twice). */
function parsedByMomoa(text: string, error?: Error): Parsed {
  let document: DocumentNode;
  try {
    document = parse(text, MOMOA_OPTIONS);
  } catch (syntaxError) {
    return { ok: false, problem: describeSyntaxError(syntaxError, text) };
  }
  const problems = treeProblems(document, text);
  if (!error) return { ok: true, data: JSON.parse(text) as unknown, document, text, problems };
  // JSON.parse refuses a line break or tab typed inside a text, which momoa accepts and treeProblems reports: the
  // rest of the file is still checked, from momoa's values, so the editor sees every problem at once.
  if (problems.length) return { ok: true, data: evaluate(document), document, text, problems };
  return {
    ok: false,
    problem: {
      code: 'not-json',
      pointer: '',
      line: 1,
      column: 1,
      message: `the file is not valid JSON: ${error.message}`,
    },
  };
}

/** How many names the objects of a value hold, all together. */
function nameCount(value: unknown): number {
  let count = 0;
  if (Array.isArray(value)) {
    for (const item of value) count += nameCount(item);
  } else if (value !== null && typeof value === 'object') {
    for (const name in value) count += 1 + nameCount((value as Record<string, unknown>)[name]);
  }
  return count;
}

/**
 * How deep lists and objects may nest: site.json nests about 10 levels. The parser, and every check after it, follows
 * each level with a call of its own, so thousands of levels would exhaust the call stack (and be misread as a syntax
 * error); the depth is measured first.
 */
export const MAX_NESTING = 64;

/** Character codes of the characters that give a JSON text its structure. */
const code = (char: string) => char.charCodeAt(0);
const [QUOTE, BACKSLASH, COMMA, COLON] = [code('"'), code('\\'), code(','), code(':')];
const [SPACE, LINE_FEED, CARRIAGE_RETURN, TAB] = [code(' '), code('\n'), code('\r'), code('\t')];
const [OPEN_LIST, CLOSE_LIST, OPEN_OBJECT, CLOSE_OBJECT] = [code('['), code(']'), code('{'), code('}')];

/** What one pass over the characters of a text outside its texts in quotes tells. */
export interface Structure {
  /** The offset of the first "[" or "{" deeper than MAX_NESTING, if one is. */
  tooDeepAt?: number;
  /** How many ":": in valid JSON, one for each member of an object. */
  members: number;
  /** About how many values: a value is opened by a "[" or "{" or follows a ",", and the file holds one more. */
  values: number;
  /** The ranges of the objects listed in the top object's "pages" (see PageRanges); read only of valid JSON. */
  pages: number[];
}

/**
 * The structure of the text read last: the checker counts a file's values (valueCount) before parseJson reads the same
 * text, and one pass over its millions of characters serves both.
 */
let lastRead: { text: string; structure: Structure } | undefined;

function structureOf(text: string): Structure {
  if (lastRead?.text === text) return lastRead.structure;
  const { depth: _, ...structure } = scan(text, 0, text.length, 0);
  // The file holds one more value than the "[", "{" and "," announce.
  structure.values++;
  lastRead = { text, structure };
  return structure;
}

/**
 * The structure of `text` found without reading it (a text that differs from one read before in some pages only, see
 * node/check-base.ts): the next pass over the same text takes it instead of reading its characters.
 */
export function rememberStructure(text: string, structure: Structure): void {
  lastRead = { text, structure };
}

/**
 * What the structure pass counts of the page of "pages" that opens at `start` of a text, as the pass over the whole
 * text counts it, and where the page ends: undefined unless a "{" opens there and closes within MAX_NESTING.
 */
export function pageStructure(
  text: string,
  start: number,
): (Pick<Structure, 'members' | 'values'> & { end: number }) | undefined {
  if (text.charCodeAt(start) !== OPEN_OBJECT) return undefined;
  const found = scan(text, start, text.length, PAGE_DEPTH, true, true);
  // Closed by its own "}": no other page opened before it (after a "]" too many).
  const [, end] = found.pages;
  return found.tooDeepAt === undefined && found.pages.length === 2
    ? { members: found.members, values: found.values, end: end! }
    : undefined;
}

/**
 * What the structure pass counts of a text from `start`, just after the last page of "pages", to its end, as the pass
 * over the whole text counts it: undefined when it finds another page there, or nesting deeper than MAX_NESTING.
 */
export function afterPagesStructure(text: string, start: number): Pick<Structure, 'members' | 'values'> | undefined {
  const found = scan(text, start, text.length, PAGE_DEPTH, true);
  return found.tooDeepAt === undefined && found.pages.length === 0
    ? { members: found.members, values: found.values }
    : undefined;
}

/** How deep the structure pass is when it meets a page: inside the top object and its list "pages". */
const PAGE_DEPTH = 2;

/**
 * One pass over the characters of `text` from `from` to `to`, outside its texts in quotes, starting `depth` deep (in
 * the list of pages when `inPages`): what it tells, and how deep it ends. With `onePage`, it ends with the first page.
 */
function scan(
  text: string,
  from: number,
  to: number,
  depth: number,
  inPages = false,
  onePage = false,
): Structure & { depth: number } {
  let members = 0;
  let values = 0;
  let tooDeepAt: number | undefined;
  // In valid JSON, the last text in quotes met in the top object before a "[" is the name of that list.
  let nameAt = -1;
  const pages: number[] = [];
  for (let at = from; at < to; at++) {
    const char = text.charCodeAt(at);
    // Most characters outside texts are the spaces and line breaks that indent the file.
    if (char === SPACE || char === LINE_FEED) continue;
    if (char === QUOTE) {
      if (depth === 1) nameAt = at;
      at = closingQuote(text, at);
    } else if (char === COLON) {
      members++;
    } else if (char === COMMA) {
      values++;
    } else if (char === OPEN_LIST || char === OPEN_OBJECT) {
      if (depth === 1 && char === OPEN_LIST) inPages = text.startsWith(PAGES_NAME, nameAt);
      else if (depth === PAGE_DEPTH && inPages && char === OPEN_OBJECT) pages.push(at);
      values++;
      if (++depth > MAX_NESTING) tooDeepAt ??= at;
    } else if (char === CLOSE_LIST || char === CLOSE_OBJECT) {
      depth--;
      if (depth === PAGE_DEPTH && inPages && char === CLOSE_OBJECT) {
        pages.push(at + 1);
        if (onePage) break;
      } else if (depth === 1) inPages = false;
    }
  }
  return tooDeepAt === undefined ? { members, values, pages, depth } : { tooDeepAt, members, values, pages, depth };
}

/** The name of the site's list of pages, as the structure pass meets it in the text, in its quotes. */
const PAGES_NAME = '"pages"';

/** The offset of the quote closing the text in quotes opened at `open` (text.length when none does). */
function closingQuote(text: string, open: number): number {
  for (let end = text.indexOf('"', open + 1); end !== -1; end = text.indexOf('"', end + 1)) {
    // A quote after an odd number of backslashes is escaped; the opening quote ends the count.
    let backslashes = 0;
    while (text.charCodeAt(end - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return end;
  }
  return text.length;
}

/**
 * About how many values (texts, numbers, lists, objects, …) the text holds: a value is opened by a "[" or "{" or
 * follows a ",", and the file holds one more. What a check costs in memory follows this count more than the bytes.
 */
export function valueCount(text: string): number {
  return structureOf(text).values;
}

/** What the structure pass counts in the whole of `text` (see Structure), for the next check (node/check-base.ts). */
export function structureCounts(text: string): Pick<Structure, 'members' | 'values'> {
  const { members, values } = structureOf(text);
  return { members, values };
}

function describeSyntaxError(error: unknown, text: string): Problem & Position {
  const {
    line = 1,
    column = 1,
    offset = 0,
    message = String(error),
  } = error as { line?: number; column?: number; offset?: number; message?: string };
  const unclosed = unclosedString(text, offset);
  if (unclosed !== undefined) {
    return {
      code: 'unclosed-text',
      pointer: '',
      ...positionOfOffset(text, unclosed),
      message: 'this text in quotes is never closed: add the missing " at the end of the line',
    };
  }
  // A backslash that starts no escape ("Log\in", or \u without four hex digits): momoa stops at the backslash, or at
  // the last character of the \u it read.
  const escape = /\\(?:u[0-9a-fA-F]{0,3})?$/.exec(text.slice(Math.max(0, offset - 4), offset + 1));
  if (escape) {
    return {
      code: 'bad-escape',
      pointer: '',
      ...positionOfOffset(text, offset + 1 - escape[0].length),
      message: 'a backslash starts an escape like \\n or \\"; write \\\\ for a backslash',
    };
  }
  // Quotes a word processor curled look like JSON's to a person, but JSON knows only the straight ones.
  if (CURLY_QUOTES.includes(text[offset] ?? '')) {
    return {
      code: 'curly-quotes',
      pointer: '',
      line,
      column,
      message: 'curly quotes “ ” are not JSON\'s quotes: use straight quotes "…" around every text and field name',
    };
  }
  const token = /Unexpected token (\w+)/.exec(message)?.[1];
  const before = text.slice(0, offset).trimEnd();
  // A text closed and followed by more words on the same line ("The "best" tool"): a quote typed inside the text ended
  // it. A following quote, comma, colon or bracket is a missing or extra comma instead, worded below.
  const closed = lastStringBefore(text, offset);
  if (
    closed?.isValue &&
    !/["\s,:}\]]/.test(text[offset] ?? '"') &&
    !text.slice(closed.end + 1, offset).includes('\n') &&
    text.slice(closed.end + 1, offset).trim() === ''
  ) {
    return {
      code: 'quote-ends-text',
      pointer: '',
      ...positionOfOffset(text, closed.end),
      message:
        'this " ends the text too early: to write a quote inside a text, type \\" (as in "The \\"best\\" tool"), or use ‘ ’ instead',
    };
  }
  if ((token === 'RBrace' || token === 'RBracket') && before.endsWith(',')) {
    const comma = positionOfOffset(text, before.length - 1);
    return {
      code: 'trailing-comma',
      pointer: '',
      ...comma,
      message: `trailing comma: remove this "," — JSON allows no comma before ${TOKEN_WORDS[token]}`,
    };
  }
  if (/end of input/.test(message)) {
    return {
      code: 'file-ends-early',
      pointer: '',
      line,
      column,
      message: 'the file ends too early: a closing } or ] is missing',
    };
  }
  if (token === 'String' && /[\]}"\w]\s*$/.test(before)) {
    return { code: 'missing-comma', pointer: '', line, column, message: 'a "," is missing before this text' };
  }
  if (token && TOKEN_WORDS[token]) {
    return {
      code: 'unexpected-token',
      pointer: '',
      line,
      column,
      message: `unexpected ${TOKEN_WORDS[token]} here: check for a missing or extra quote, comma or bracket just before`,
    };
  }
  const word = /Unexpected character '?(.)'?/.exec(message)?.[1] ?? text[offset] ?? '';
  return {
    code: 'unexpected-character',
    pointer: '',
    line,
    column,
    message: `unexpected character ${JSON.stringify(word)}: texts need double quotes ("like this"), and JSON has no comments`,
  };
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
    members = new Map(
      node.members.flatMap((member) => (member.name.type === 'String' ? [[member.name.value, member] as const] : [])),
    );
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
  if (!rawIndexes) rawIndexLists.set(node, (rawIndexes = rawIndexesOf(text.slice(start.offset + 1, end.offset - 1))));
  return rawIndexes[index] ?? index;
}

/** What locate() needs of a problem. */
export type ProblemToPlace = Pick<Problem, 'pointer' | 'at' | 'indexInString'>;

/**
 * Where a problem sits in the file: at the value of its pointer, at the key for an unknown field, or at a character
 * inside a string (an inline link, a placeholder), counting escapes as the file writes them.
 */
export function locate(document: DocumentNode, text: string, problem: ProblemToPlace): Position {
  const inText = placeFinders.get(document);
  if (inText) return inText(problem);
  const { node, key } = nodeAt(document, problem.pointer);
  const target = problem.at === 'key' && key ? key : node;
  const start = target.loc!.start;
  if (problem.indexInString !== undefined && target.type === 'String') {
    return { line: start.line, column: start.column + 1 + rawIndexOf(target, text, problem.indexInString) };
  }
  return { line: start.line, column: start.column };
}

/** locate() for the text of data written by JSON.stringify (valid, each name once), without parsing it. */
export function placesInWritten(text: string): (problem: ProblemToPlace) => Position {
  return placesIn(text);
}

/**
 * locate() in a valid JSON text with each name once, without momoa's tree, to the same place: the pointer is followed
 * through the text. Each list and object is read as far as a pointer needed, once, and the line starts are found
 * once, so a thousand problems cost about one reading of the file. A line ends at "\n", "\r" or "\r\n" (as momoa
 * counts them); a column counts UTF-16 code units from 1.
 */
function placesIn(text: string): (problem: ProblemToPlace) => Position {
  // By the offset of their "{" or "[": the members (the offsets of the name and the value) or the entries read so far,
  // and the offset of the next one to read.
  const objects = new Map<number, { members: Map<string, { nameAt: number; valueAt: number }>; next: number }>();
  const lists = new Map<number, { entries: number[]; next: number }>();
  const rawIndexes = new Map<number, number[]>();
  let lineStarts: number[] | undefined;

  const skipSpace = (at: number) => {
    while (at < text.length && isSpace(text.charCodeAt(at))) at++;
    return at;
  };
  /** The offset of the entry after the value at `at`, or of the "]" or "}" closing their list or object. */
  const nextEntry = (at: number) => {
    const end = skipSpace(valueEnd(text, at));
    return text.charCodeAt(end) === COMMA ? skipSpace(end + 1) : end;
  };
  const memberOf = (open: number, name: string) => {
    let object = objects.get(open);
    if (!object) objects.set(open, (object = { members: new Map(), next: skipSpace(open + 1) }));
    while (!object.members.has(name) && text.charCodeAt(object.next) === QUOTE) {
      const nameEnd = closingQuote(text, object.next);
      const raw = text.slice(object.next + 1, nameEnd);
      const valueAt = skipSpace(skipSpace(nameEnd + 1) + 1);
      object.members.set(raw.includes('\\') ? (JSON.parse(`"${raw}"`) as string) : raw, {
        nameAt: object.next,
        valueAt,
      });
      object.next = nextEntry(valueAt);
    }
    return object.members.get(name);
  };
  const entryOf = (open: number, index: number) => {
    let list = lists.get(open);
    if (!list) lists.set(open, (list = { entries: [], next: skipSpace(open + 1) }));
    while (list.entries.length <= index && list.next < text.length && text.charCodeAt(list.next) !== CLOSE_LIST) {
      list.entries.push(list.next);
      list.next = nextEntry(list.next);
    }
    return list.entries[index];
  };
  const positionAt = (offset: number): Position => {
    lineStarts ??= lineStartsOf(text);
    // The last line starting at or before the offset.
    let [low, high] = [0, lineStarts.length - 1];
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (lineStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - lineStarts[low]! + 1 };
  };
  const rawIndexAt = (open: number, index: number) => {
    let indexes = rawIndexes.get(open);
    if (!indexes) rawIndexes.set(open, (indexes = rawIndexesOf(text.slice(open + 1, closingQuote(text, open)))));
    return indexes[index] ?? index;
  };

  return (problem) => {
    // As nodeAt: the value at the pointer, else the deepest one the pointer reaches, whose name counts only when reached.
    let at = skipSpace(0);
    let nameAt: number | undefined;
    for (const step of pointerSteps(problem.pointer)) {
      const char = text.charCodeAt(at);
      const member = char === OPEN_OBJECT ? memberOf(at, step) : undefined;
      const entry = char === OPEN_LIST ? entryOf(at, Number(step)) : undefined;
      nameAt = member?.nameAt;
      if (member) at = member.valueAt;
      else if (entry !== undefined) at = entry;
      else break;
    }
    const target = problem.at === 'key' && nameAt !== undefined ? nameAt : at;
    const { line, column } = positionAt(target);
    if (problem.indexInString !== undefined && text.charCodeAt(target) === QUOTE)
      return { line, column: column + 1 + rawIndexAt(target, problem.indexInString) };
    return { line, column };
  };
}

const isSpace = (char: number) => char === SPACE || char === LINE_FEED || char === CARRIAGE_RETURN || char === TAB;

/** The offset just after the value that starts at `start`, in valid JSON. */
function valueEnd(text: string, start: number): number {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === QUOTE) {
      at = closingQuote(text, at);
      if (depth === 0) return at + 1;
    } else if (char === OPEN_LIST || char === OPEN_OBJECT) {
      depth++;
    } else if (char === CLOSE_LIST || char === CLOSE_OBJECT) {
      // The end of a list or object, or the one a number, true, false or null stands last in.
      if (--depth <= 0) return depth === 0 ? at + 1 : at;
    } else if (depth === 0 && (char === COMMA || isSpace(char))) {
      return at;
    }
  }
  return text.length;
}

/** The offsets where the lines of a text start: after each "\n", "\r" or "\r\n". */
function lineStartsOf(text: string): number[] {
  const starts = [0];
  if (!text.includes('\r')) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    return starts;
  }
  for (let at = 0; at < text.length; at++) {
    const char = text.charCodeAt(at);
    if (char === CARRIAGE_RETURN && text.charCodeAt(at + 1) === LINE_FEED) at++;
    if (char === LINE_FEED || char === CARRIAGE_RETURN) starts.push(at + 1);
  }
  return starts;
}

/** Where each character of a string's value stands in its text as written (`raw`, between the quotes). */
function rawIndexesOf(raw: string): number[] {
  const indexes: number[] = [];
  for (let at = 0; at < raw.length; at += raw[at] === '\\' ? (raw[at + 1] === 'u' ? 6 : 2) : 1) indexes.push(at);
  return indexes;
}
