import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownSectionTypes } from '../../site/node/schema-cache.ts';
import { sectionRegistry } from '../../sections/registry.ts';
import { sectionFacts } from '../../sections/facts-by-type.ts';
import { sectionFolders } from '../../site/node/section-folders.ts';

describe('the section registry', () => {
  it('has exactly one entry, with its component, for every section type the schema allows', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(knownSectionTypes().sort());
    for (const entry of Object.values(sectionRegistry)) expect(typeof entry.component).toBe('function');
  });

  it('holds the code each type needs before it is drawn, and its facts (ids, structured data) apart for the build', () => {
    // Split-off code (pricing, the contact form, the cookie settings, the roles, long text, pictures, customers' quotes
    // and logos) and the drawings (hero, split) arrive before a page is shown.
    expect(
      Object.entries(sectionRegistry)
        .filter(([, entry]) => entry.preload)
        .map(([type]) => type)
        .sort(),
    ).toEqual([
      'contactForm',
      'cookieSettings',
      'hero',
      'logos',
      'picture',
      'pricing',
      'quotes',
      'richText',
      'roles',
      'split',
    ]);
    const having = (field: 'ids' | 'structuredData' | 'readsSite') =>
      Object.entries(sectionFacts)
        .filter(([, facts]) => facts?.[field])
        .map(([type]) => type)
        .sort();
    expect(having('ids')).toEqual(['contactForm', 'cookieSettings', 'pricing']);
    expect(having('structuredData')).toEqual(['faq']);
    expect(having('readsSite')).toEqual(['contactForm', 'cookieSettings']);
    expect(Object.keys(sectionFacts).filter((type) => !(type in sectionRegistry))).toEqual([]);
  });

  it("is handed to the renderer, which imports no section: only its entries take the registry and the sections' facts (and the build's check of site.json the ids)", () => {
    const importers = readdirSync(new URL('../../renderer/', import.meta.url), { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file))
      .filter((file) =>
        /from '(\.\.\/)+sections\//.test(readFileSync(new URL(`../../renderer/${file}`, import.meta.url), 'utf8')),
      );
    // The server's document and page data, the browser's hydration.
    expect(importers.sort()).toEqual(['+documentOf.ts', '+pageDataOf.ts', 'hydrate.tsx', 'vite-site-plugin.ts']);
  });

  it("takes the section union from the folders of sections/: each folder's schema is one branch", () => {
    expect(
      sectionFolders()
        .map(({ type }) => type)
        .sort(),
    ).toEqual(knownSectionTypes().sort());
  });
});
