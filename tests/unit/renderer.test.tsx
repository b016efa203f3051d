import { describe, expect, it } from 'vitest';
import { renderApp } from './support/render-app.tsx';
import { pageDataUrl, type PagePayload } from '../../renderer/payload.ts';
import { routeTable, site } from '../site.ts';

const render = renderApp;

describe('the renderer', () => {
  it('draws every section of a page in order, through the registry', () => {
    const home = routeTable.get('/')!;
    const html = render(home, '/');
    const numbers = [...html.matchAll(/data-section="(\d+)"/g)].map((match) => Number(match[1]));
    expect(numbers).toEqual(home.sections.map((_, i) => i + 1));
    expect(html).toContain(site.header.navigation[0]!.label);
    expect(html).toContain(site.brand.name);
  });

  it('fills placeholders: no {brand} or {links.…} reaches the page', () => {
    for (const [route, page] of routeTable) expect(render(page, route)).not.toMatch(/\{(brand|year|links\.\w+)\}/);
  });

  it('escapes copy: a <script> typed into site.json is shown as text', () => {
    const page: PagePayload = {
      route: '/',
      language: 'en',
      title: 't',
      description: 'd',
      sections: [
        { type: 'hero', number: 1, heading: '<script>alert(1)</script>', lead: '**<img src=x onerror=alert(1)>**' },
      ],
    };
    const html = render(page, '/');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<strong>&lt;img src=x onerror=alert(1)&gt;</strong>');
    expect(html).not.toContain('<script>alert');
  });

  it('renders the error page with the big 404 only for status 404', () => {
    const notFound = render(null, '/missing', 404);
    expect(notFound).toContain(site.errorPage.title);
    expect(notFound).toContain('>404<');
    // The error page's sentence, word for word, its "contact us" the message's own link (checked by the validator).
    expect(notFound).toMatch(
      />We could not find what you were searching for, <a [^>]*href="\/contact"[^>]*>contact us<\/a> so we can help you\.</,
    );
    const failed = render(null, '/missing', 500);
    expect(failed).toContain(site.errorPage.title);
    expect(failed).not.toContain('>404<');
  });

  it('names one JSON file per page for client navigation', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index.json');
    expect(pageDataUrl('/pricing')).toBe('/page-data/pricing.json');
  });
});
