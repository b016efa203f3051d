import { describe, expect, it } from 'vitest';
import { inlineLinks, parseInline, plainText } from '../../site/inline-markup.ts';
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

  it('finds every link with the index of its bracket', () => {
    expect(inlineLinks('See [terms](/terms) and **[privacy](/privacy#cookies)**')).toEqual([
      { href: '/terms', start: 4 },
      { href: '/privacy#cookies', start: 26 },
    ]);
  });
});

describe('placeholders', () => {
  const values = placeholderValues({ brand: { name: 'Acme', tagline: '' }, links: { register: 'https://x.example/r' } as never }, 'en-US', 2030);
  it('fills brand, year and named links', () => {
    expect(fillPlaceholders('{brand} © {year} {links.register}', values)).toBe('Acme © 2030 https://x.example/r');
  });
  it('reports unknown names with their position', () => {
    expect(unknownPlaceholders('Hi {brand} and {brnd}', values)).toEqual([{ name: 'brnd', start: 15 }]);
  });
});
