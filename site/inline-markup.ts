/**
 * The small, safe markup allowed inside copy: **bold**, _italic_ and [link words](href).
 * It produces a tree of nodes, never HTML, so nothing typed in site.json can inject markup.
 * Used by the renderer (to draw copy) and by the validator (to check every link inside copy).
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[]; start: number };

/** The characters that end a line, which bold and italic words never run over. */
const LINE_END = /[\n\r\u2028\u2029]/;
const WHITE_SPACE = /\s/;
const ENDS_WITH_LETTER_OR_DIGIT = /[\p{L}\p{N}]$/u;
const STARTS_WITH_LETTER_OR_DIGIT = /^[\p{L}\p{N}]/u;

/**
 * The text read left to right; at each character the three forms are tried in this order, and the first that closes
 * is taken:
 * - a link: "[", one or more characters but "]", "](", one or more characters but ")" and white space, ")";
 * - bold: "**", one or more characters on the same line, up to the first "**" after them;
 * - italic: "_" not just after a letter or digit, one or more characters on the same line, up to the first "_" not just
 *   before a letter or digit (so names like lift_off stay plain).
 * The words inside a form are read the same way, as a part of the text (`from` to `to`), before the reading goes on
 * after the form: the characters tried only move forward. So where a form could close is found by searches that only
 * move forward too (forwardSearch), each character is looked at a few times at most, and a text is read in time
 * proportional to its length whatever it holds (a regular expression would read the rest of the text again from every
 * "[" or "_" that never closes).
 */
export function parseInline(text: string, offset = 0): InlineNode[] {
  const nextCloseBracket = forwardSearch(text, (i) => text[i] === ']');
  const nextHrefEnd = forwardSearch(text, (i) => text[i] === ')' || WHITE_SPACE.test(text[i]!));
  const nextDoubleStar = forwardSearch(text, (i) => text.startsWith('**', i));
  // A part ends just before a "]", "*" or "_", never a letter: what follows its last "_" is read in the whole text.
  const nextItalicEnd = forwardSearch(
    text,
    (i) => text[i] === '_' && !STARTS_WITH_LETTER_OR_DIGIT.test(text.slice(i + 1, i + 3)),
  );
  const nextLineEnd = forwardSearch(text, (i) => LINE_END.test(text[i]!));

  type Found = { node: InlineNode; end: number } | undefined;
  const linkAt = (at: number, to: number): Found => {
    const close = nextCloseBracket(at + 1);
    if (close === at + 1 || close + 1 >= to || text[close + 1] !== '(') return undefined;
    const hrefEnd = nextHrefEnd(close + 2);
    if (hrefEnd === close + 2 || hrefEnd >= to || text[hrefEnd] !== ')') return undefined;
    return {
      node: { kind: 'link', href: text.slice(close + 2, hrefEnd), start: offset + at, children: parse(at + 1, close) },
      end: hrefEnd + 1,
    };
  };
  const boldAt = (at: number, to: number): Found => {
    const close = nextDoubleStar(at + 3);
    if (close + 1 >= to || nextLineEnd(at + 1) < close) return undefined;
    return { node: { kind: 'strong', children: parse(at + 2, close) }, end: close + 2 };
  };
  const italicAt = (at: number, from: number, to: number): Found => {
    if (ENDS_WITH_LETTER_OR_DIGIT.test(text.slice(Math.max(from, at - 2), at))) return undefined;
    const close = nextItalicEnd(at + 2);
    if (close >= to || nextLineEnd(at + 1) < close) return undefined;
    return { node: { kind: 'em', children: parse(at + 1, close) }, end: close + 1 };
  };

  function parse(from: number, to: number): InlineNode[] {
    const nodes: InlineNode[] = [];
    let last = from;
    for (let at = from; at < to; at++) {
      const found =
        text[at] === '['
          ? linkAt(at, to)
          : text.startsWith('**', at)
            ? boldAt(at, to)
            : text[at] === '_'
              ? italicAt(at, from, to)
              : undefined;
      if (!found) continue;
      if (at > last) nodes.push({ kind: 'text', text: text.slice(last, at) });
      nodes.push(found.node);
      last = found.end;
      at = found.end - 1;
    }
    if (last < to) nodes.push({ kind: 'text', text: text.slice(last, to) });
    return nodes;
  }
  return parse(0, text.length);
}

/**
 * The first index at or after `from` where `found` holds (text.length when there is none), for a caller whose `from`
 * never decreases: an answer stays valid until `from` passes it, so each index is tested once at most.
 */
function forwardSearch(text: string, found: (i: number) => boolean): (from: number) => number {
  let answer = -1;
  return (from) => {
    if (from > answer) for (answer = from; answer < text.length && !found(answer); answer++);
    return answer;
  };
}

/** Every [words](href) inside a text, with the index where its `[` starts. */
export function inlineLinks(text: string): { href: string; start: number }[] {
  // Every link holds "](": a text without one is not read further (the checker asks this of every text, twice).
  if (!text.includes('](')) return [];
  const found: { href: string; start: number }[] = [];
  const visit = (nodes: InlineNode[]) => {
    for (const node of nodes) {
      if (node.kind === 'link') found.push({ href: node.href, start: node.start });
      if (node.kind !== 'text') visit(node.children);
    }
  };
  visit(parseInline(text));
  return found;
}

/** The text a visitor reads, markup removed (for meta tags and JSON-LD). */
export function plainText(text: string): string {
  const flat = (nodes: InlineNode[]): string =>
    nodes.map((node) => (node.kind === 'text' ? node.text : flat(node.children))).join('');
  return flat(parseInline(text));
}
