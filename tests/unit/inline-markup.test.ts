import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inlineLinks, parseInline, plainText, type InlineNode } from '../../site/inline-markup.ts';
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from '../../site/placeholders.ts';

describe('inline markup', () => {
  it('parses bold, italic and links into nodes', () => {
    expect(parseInline('a **b** _c_ [d](/e)')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'strong', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' ' },
      { kind: 'em', children: [{ kind: 'text', text: 'c' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: '/e', start: 12, children: [{ kind: 'text', text: 'd' }] },
    ]);
  });

  it('leaves underscores inside words alone', () => {
    expect(parseInline('plan lift_off and orbit_x')).toEqual([{ kind: 'text', text: 'plan lift_off and orbit_x' }]);
  });

  it('keeps HTML as text', () => {
    expect(plainText('<script>alert(1)</script>')).toBe('<script>alert(1)</script>');
  });

  it('reads any text as the one regular expression of its rules does (which is right, but slow on long texts)', () => {
    // Links first, then bold, then italic, whose underscores touch no letter or digit on their outer side.
    const RULES = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*(.+?)\*\*|(?<![\p{L}\p{N}])_(.+?)_(?![\p{L}\p{N}])/gu;
    const byRegExp = (text: string, offset = 0): InlineNode[] => {
      const nodes: InlineNode[] = [];
      let last = 0;
      for (const { index: at, 0: whole, 1: words, 2: href, 3: bold, 4: italic } of text.matchAll(RULES)) {
        if (at > last) nodes.push({ kind: 'text', text: text.slice(last, at) });
        if (href !== undefined)
          nodes.push({ kind: 'link', href, start: offset + at, children: byRegExp(words!, offset + at + 1) });
        else if (bold !== undefined) nodes.push({ kind: 'strong', children: byRegExp(bold, offset + at + 2) });
        else nodes.push({ kind: 'em', children: byRegExp(italic!, offset + at + 1) });
        last = at + whole.length;
      }
      if (last < text.length) nodes.push({ kind: 'text', text: text.slice(last) });
      return nodes;
    };
    // Markup characters, letters and digits of several scripts (𝐀 is a letter written as two UTF-16 units), line ends.
    const pieces = [
      '[',
      ']',
      '(',
      ')',
      '*',
      '**',
      '_',
      ' ',
      '\t',
      '\n',
      '\u2028',
      '/',
      'a',
      '1',
      'é',
      '𝐀',
      '\uD835',
      '-',
      '.',
    ];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...pieces), { maxLength: 16 }).map((parts) => parts.join('')),
        (text) => {
          expect(parseInline(text)).toEqual(byRegExp(text));
        },
      ),
      { numRuns: 20_000 },
    );
  });

  it('finds every link with the index of its bracket', () => {
    expect(inlineLinks('See [terms](/terms) and **[privacy](/privacy#cookies)**')).toEqual([
      { href: '/terms', start: 4 },
      { href: '/privacy#cookies', start: 26 },
    ]);
  });
});

describe('placeholders', () => {
  const values = placeholderValues(
    { brand: { name: 'Acme', tagline: '' }, links: { register: 'https://x.example/r' } as never },
    'en-US',
    2030,
  );
  it('fills brand, year and named links', () => {
    expect(fillPlaceholders('{brand} © {year} {links.register}', values)).toBe('Acme © 2030 https://x.example/r');
  });
  it('reports unknown names with their position', () => {
    expect(unknownPlaceholders('Hi {brand} and {brnd}', values)).toEqual([{ name: 'brnd', start: 15 }]);
  });
});
