/**
 * The prerender draws a link to a page of the site without the hooks that follow and prefetch it (they only act in the
 * browser): its HTML must be what the browser's link draws, attribute for attribute, or hydration would not match the
 * page. Every shape of address a page links to, from every kind of address a page has.
 */
import fc from 'fast-check';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BrowserLink, ServerLink } from '../../renderer/ui/SmartLink.tsx';

const segment = fc.constantFrom('pricing', 'nl', 'features', 'a-b', 'x.y', '.', '..', '', 'über', '%20', 'index.html');
const path = fc.array(segment, { maxLength: 4 }).map((parts) => parts.join('/'));
const query = fc.constantFrom('', '?', '?plan=pro', '?a=1&b=%2F');
const hash = fc.constantFrom('', '#', '#faq', '#plans-yearly', '#%C3%BC');
/** What SmartLink hands its internal link: an address on this site ("/…") or an anchor of the page ("#…"). */
const href = fc.oneof(
  fc.tuple(path, fc.boolean(), query, hash).map(([p, slash, q, h]) => `/${p}${slash ? '/' : ''}${q}${h}`),
  hash.filter((h) => h !== ''),
);
const location = fc.tuple(path, fc.boolean(), query).map(([p, slash, q]) => `/${p}${slash && p ? '/' : ''}${q}`);
const props = fc.record(
  {
    className: fc.constantFrom('button', 'menu-link'),
    target: fc.constantFrom('_self', '_blank'),
    'aria-current': fc.constantFrom('page' as const),
    title: fc.string({ maxLength: 8 }),
  },
  { requiredKeys: [] },
);

const drawn = (Link: typeof ServerLink, at: string, to: string, extra: object) =>
  renderToString(
    <StaticRouter location={at}>
      <Link href={to} {...extra} onClick={() => undefined}>
        Plans &amp; <b>prices</b>
      </Link>
    </StaticRouter>,
  );

describe("the prerender's links", () => {
  it('are the HTML the browser draws, for every address, page and attribute', () => {
    fc.assert(
      fc.property(location, href, props, (at, to, extra) => {
        expect(drawn(ServerLink, at, to, extra)).toBe(drawn(BrowserLink, at, to, extra));
      }),
      { numRuns: 500 },
    );
  });

  it('resolve an anchor against the page they are on', () => {
    expect(drawn(ServerLink, '/nl/pricing', '#faq', {})).toContain('href="/nl/pricing#faq"');
  });
});
