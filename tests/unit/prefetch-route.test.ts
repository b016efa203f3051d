import { describe, expect, it } from 'vitest';
import { routeOf } from '../../renderer/navigation/route-of.ts';

describe('the page a link leads to: what it prefetches, and where the cookie notice stays closed', () => {
  it('is the route of a link to another page, without its hash or query', () => {
    expect(routeOf('/pricing')).toBe('/pricing');
    expect(routeOf('/privacy#cookies')).toBe('/privacy');
    expect(routeOf('/contact?topic=demo')).toBe('/contact');
    expect(routeOf('/')).toBe('/');
  });

  it('is none for an anchor on the same page or an outside address', () => {
    expect(routeOf('#faq')).toBeNull();
    expect(routeOf('https://blog.example.com/')).toBeNull();
    expect(routeOf('//cdn.example.com/x')).toBeNull();
    expect(routeOf('mailto:hello@example.com')).toBeNull();
  });
});
