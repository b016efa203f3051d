import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { knownSectionTypes } from '../../site/node/schema-cache.ts';
import { sectionRegistry } from '../../sections/registry.ts';

describe('the section registry', () => {
  it('has exactly one component for every section type the schema allows', () => {
    expect(Object.keys(sectionRegistry).sort()).toEqual(knownSectionTypes().sort());
    for (const component of Object.values(sectionRegistry)) expect(typeof component).toBe('function');
  });

  it('lists every schema file of schemas/sections/ in the section union', () => {
    const files = readdirSync(new URL('../../schemas/sections/', import.meta.url)).filter((file) => file.endsWith('.schema.json'));
    const types = files.map((file) => (JSON.parse(readFileSync(new URL(`../../schemas/sections/${file}`, import.meta.url), 'utf8')) as { properties: { type: { const: string } } }).properties.type.const);
    expect(types.sort()).toEqual(knownSectionTypes().sort());
  });
});
