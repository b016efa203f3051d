/**
 * The small, safe markup allowed inside copy: **bold**, _italic_ and [link words](href).
 * It produces a tree of nodes, never HTML, so nothing typed in site.json can inject markup.
 * Used by the renderer (to draw copy) and by the validator (to check every link inside copy).
 */
export type InlineNode =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: InlineNode[] }
  | { kind: 'link'; href: string; children: InlineNode[]; start: number };

// Order matters: links first (their words may hold bold), then bold, then italic. Italic underscores must not touch a
// letter on their outer side, so names like lift_off stay plain.
const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu;

export function parseInline(text: string, offset = 0): InlineNode[] {
  const nodes: InlineNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    const at = match.index;
    if (at > last) nodes.push({ kind: 'text', text: text.slice(last, at) });
    const [whole, linkWords, href, bold, italic] = match;
    if (linkWords !== undefined && href !== undefined) {
      nodes.push({ kind: 'link', href, start: offset + at, children: parseInline(linkWords, offset + at + 1) });
    } else if (bold !== undefined) {
      nodes.push({ kind: 'strong', children: parseInline(bold, offset + at + 2) });
    } else if (italic !== undefined) {
      nodes.push({ kind: 'em', children: parseInline(italic, offset + at + 1) });
    }
    last = at + whole.length;
  }
  if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
  return nodes;
}

/** Every [words](href) inside a text, with the index where its `[` starts. */
export function inlineLinks(text: string): { href: string; start: number }[] {
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
