/**
 * A page a rebuild's check does not parse (site/node/unread-pages.ts) is the page to whatever reads it: its fields,
 * their order, its JSON, what is written to it; its route and title are answered from its summary without parsing it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { unreadPage } from '../../site/node/unread-pages.ts';
import { knownSummary, type PageSummary } from '../../site/page-summary.ts';

const summaryOf = (page: Record<string, unknown>): PageSummary => ({
  ...(typeof page.route === 'string' ? { route: page.route } : {}),
  ...(typeof page.title === 'string' ? { title: page.title } : {}),
  ids: [],
  listsCookieCategories: false,
  showsProductData: false,
  pictures: [],
});

/** Pages as JSON writes them: a route and a title, and any other fields, in any order. */
const page = fc
  .record({ route: fc.string(), title: fc.string(), rest: fc.dictionary(fc.string(), fc.jsonValue()) })
  .map(({ route, title, rest }) => ({ ...rest, route, title }));

describe('a page of site.json given by its summary', () => {
  it('reads as the page it was written as, in every way', () => {
    fc.assert(
      fc.property(page, (written) => {
        const bytes = Buffer.from(JSON.stringify(written, null, 2));
        const unread = () => unreadPage(bytes, summaryOf(written));
        const page = JSON.parse(bytes.toString()) as Record<string, unknown>;
        expect(JSON.stringify(unread())).toBe(JSON.stringify(page));
        expect(Object.keys(unread())).toEqual(Object.keys(page));
        expect({ ...unread() }).toEqual(page);
        expect(unread()).toEqual(page);
        for (const name of Object.keys(page)) {
          expect(name in unread()).toBe(true);
          expect(unread()[name]).toEqual(page[name]);
        }
        expect('no such field' in unread()).toBe(false);
      }),
    );
    // A field named as what every object has.
    const proto = Buffer.from('{"route": "/a", "__proto__": {"title": "B"}}');
    expect(JSON.stringify(unreadPage(proto, summaryOf({ route: '/a' })))).toBe(
      '{"route":"/a","__proto__":{"title":"B"}}',
    );
  });

  it('answers its route and title from its summary, and is parsed once more is read', () => {
    const bytes = Buffer.from('{"route": "/a", "title": "A", "sections": [{"type": "hero"}]}');
    const summary = { ...summaryOf({ route: '/a', title: 'A' }) };
    // Bytes that are not the page: a summary's answer cannot tell, the first other read can.
    const broken = unreadPage(Buffer.from('{"route": '), summary);
    expect([broken.route, broken.title]).toEqual(['/a', 'A']);
    expect(() => broken.sections).toThrow(SyntaxError);
    const unread = unreadPage(bytes, summary);
    expect(knownSummary(unread)).toBe(summary);
    expect(unread.sections).toEqual([{ type: 'hero' }]);
  });

  it('keeps what is written to it, as the page would', () => {
    const unread = unreadPage(Buffer.from('{"route": "/a", "title": "A", "note": 1}'), summaryOf({ route: '/a' }));
    unread.title = 'B';
    delete unread.note;
    Object.defineProperty(unread, 'added', { value: 2, enumerable: true, configurable: true, writable: true });
    expect(unread).toEqual({ route: '/a', title: 'B', added: 2 });
    expect(JSON.stringify(unread)).toBe('{"route":"/a","title":"B","added":2}');
  });
});
