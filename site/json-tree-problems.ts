/**
 * Problems in a file momoa could read but JSON.parse hides or cannot place, found on momoa's tree: a key written twice
 * (JSON.parse silently keeps the last one), and a line break or tab typed inside a text (JSON.parse refuses the whole
 * file, with no usable position).
 */
import type { AnyNode, DocumentNode, MemberNode, StringNode } from '@humanwhocodes/momoa';
import { escapePointer, MAX_PROBLEMS, type Position, type Problem } from './problems.ts';

type PlacedProblem = Problem & Position;

export function treeProblems(document: DocumentNode, text: string): PlacedProblem[] {
  const problems: PlacedProblem[] = [];
  // The path is kept as steps and written as a pointer only for a problem: most files have none, and this runs on all.
  const path: string[] = [];
  const pointer = (...more: string[]) => [...path, ...more].map((step) => `/${escapePointer(step)}`).join('');
  const visit = (node: AnyNode): void => {
    if (problems.length >= MAX_PROBLEMS) return;
    if (node.type === 'String') {
      const problem = controlCharacterProblem(node, text);
      if (problem) problems.push({ ...problem, pointer: pointer() });
    } else if (node.type === 'Array') {
      node.elements.forEach((element, i) => {
        path.push(String(i));
        visit(element.value);
        path.pop();
      });
    } else if (node.type === 'Object') {
      const byName = new Map<string, MemberNode[]>();
      for (const member of node.members) {
        // In JSON mode every key is a String node.
        const name = (member.name as StringNode).value;
        const problem = controlCharacterProblem(member.name as StringNode, text);
        if (problem) problems.push({ ...problem, pointer: pointer(name), at: 'key' });
        const same = byName.get(name);
        if (same) same.push(member);
        else byName.set(name, [member]);
        path.push(name);
        visit(member.value);
        path.pop();
      }
      for (const [name, members] of byName) {
        if (members.length > 1)
          for (const problem of duplicateProblems(name, members, pointer(name))) problems.push(problem);
      }
    }
  };
  visit(document.body);
  return problems;
}

/** How many of a repeated key's other places a problem names; the rest are counted. */
const OTHERS_NAMED = 3;

/** Each occurrence of a repeated key, at its own position, naming the others: the editor picks which one to keep. */
function duplicateProblems(name: string, members: MemberNode[], pointer: string): PlacedProblem[] {
  const starts = members.map((member) => member.name.loc!.start);
  const times = members.length === 2 ? 'twice' : `${members.length} times`;
  return starts.map((start, i) => {
    const named = starts
      .slice(0, OTHERS_NAMED + 1)
      .filter((_, j) => j !== i)
      .slice(0, OTHERS_NAMED)
      .map((other) => `${other.line}:${other.column}`);
    const others =
      named.join(', ') + (members.length - 1 > named.length ? ` and ${members.length - 1 - named.length} more` : '');
    return {
      code: 'field-written-twice',
      pointer,
      at: 'key',
      line: start.line,
      column: start.column,
      message: `the field "${name}" is written ${times} (also at ${others}): keep one`,
    };
  });
}

const CONTROL = /[\u0000-\u001f]/;

/**
 * A control character typed as is inside a text: momoa accepts it, JSON does not. Escapes such as \n are fine, and
 * they are not control characters in the file's text, so the raw text locates the typed one exactly.
 */
function controlCharacterProblem(node: StringNode, text: string): Omit<PlacedProblem, 'pointer'> | undefined {
  if (!CONTROL.test(node.value)) return undefined;
  const { start, end } = node.loc!;
  const raw = text.slice(start.offset, end.offset);
  const match = CONTROL.exec(raw);
  if (!match) return undefined;
  const char = match[0];
  const [code, message]: [Problem['code'], string] =
    char === '\n' || char === '\r'
      ? [
          'line-break-in-text',
          'a text cannot run over two lines: join the lines, or write \\n where the line should break',
        ]
      : char === '\t'
        ? ['tab-in-text', 'a text cannot hold a tab typed as is: write \\t, or a space']
        : [
            'control-character',
            `an invisible control character (U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}) is typed inside this text: delete it`,
          ];
  // The first control character is on the string's first line: a line break before it would have been found first.
  return { code, line: start.line, column: start.column + match.index, message };
}
