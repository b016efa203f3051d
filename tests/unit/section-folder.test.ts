/**
 * A section type is one folder: in a copy of the project, a new folder under sections/ (schema, component, CSS) and
 * `npm run gen:types` make a type that the schema's union, the registry, the types and the stylesheet list, that
 * site.json may use, and that the renderer draws. `--check` reports the generated files stale until the step has run.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageView } from '../../renderer/PageView.tsx';
import { SectionsContext, type SectionRegistry } from '../../renderer/sections.ts';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSite } from '../../site/check-site.ts';
import { PROJECT_DIR } from '../../site/node/paths.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';
import { resolveSite } from '../../site/resolve-site.ts';
import { compileSchema } from '../../site/schema-compile.ts';

const FOLDER = 'quote-box';
const TYPE = 'quoteBox';
const QUOTE = 'One calendar for every channel changed how we work.';

const schema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'QuoteBoxSection',
  description: 'A quote from a customer.',
  type: 'object',
  additionalProperties: false,
  required: ['type', 'quote'],
  properties: {
    type: { const: TYPE, description: `Always "${TYPE}" for this kind of section.` },
    id: { $ref: '../../schemas/defs/anchor.schema.json' },
    quote: { type: 'string', minLength: 1, description: 'The quote, without quotation marks.' },
  },
  defaultSnippets: [{ label: 'quote box section', body: { type: TYPE, quote: '${1:Quote}' } }],
};

const component = `import type { QuoteBoxSection } from '../../schemas/site.types.ts';

export function QuoteBox({ section }: { section: QuoteBoxSection & { number: number } }) {
  return <section className="quote-box" id={section.id}><blockquote>{section.quote}</blockquote></section>;
}

export const entry = { component: QuoteBox };
`;

let project: string;
const read = (file: string) => readFileSync(path.join(project, file), 'utf8');
const generate = (...flags: string[]) =>
  execFileSync(process.execPath, ['scripts/run.mjs', 'scripts/gen-types.ts', '--dir', project, ...flags], {
    cwd: PROJECT_DIR,
    encoding: 'utf8',
    stdio: 'pipe',
  });

beforeAll(() => {
  project = mkdtempSync(path.join(tmpdir(), 'section-folder-'));
  // What the generate step writes is copied; what the components import is shared.
  for (const dir of ['schemas', 'sections', 'styles'])
    cpSync(path.join(PROJECT_DIR, dir), path.join(project, dir), { recursive: true });
  for (const dir of ['browser', 'renderer', 'site', 'node_modules'])
    symlinkSync(path.join(PROJECT_DIR, dir), path.join(project, dir));
  const folder = path.join(project, 'sections', FOLDER);
  mkdirSync(folder);
  writeFileSync(path.join(folder, `${FOLDER}.schema.json`), JSON.stringify(schema, null, 2));
  writeFileSync(path.join(folder, 'QuoteBox.tsx'), component);
  writeFileSync(path.join(folder, `${FOLDER}.css`), '.quote-box blockquote { margin: 0; }\n');
});

afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('a section type added as one folder', () => {
  it('leaves the generated files stale until the generate step runs, then lists the type in each', () => {
    expect(() => generate('--check')).toThrow(/section\.schema\.json, sections\/registry\.ts/);
    generate();
    generate('--check');
    const union = JSON.parse(read('schemas/defs/section.schema.json')) as { oneOf: { $ref: string }[] };
    expect(union.oneOf).toContainEqual({ $ref: `../../sections/${FOLDER}/${FOLDER}.schema.json` });
    expect(read('sections/registry.ts')).toContain(`import { entry as ${TYPE}Entry } from './${FOLDER}/QuoteBox.tsx';`);
    expect(read('sections/registry.ts')).toContain(`  ${TYPE}: ${TYPE}Entry,`);
    expect(read('sections/section-types.css')).toContain(`@import './${FOLDER}/${FOLDER}.css';`);
    expect(read('schemas/site.types.ts')).toMatch(/export type Section = \([^)]*\| QuoteBoxSection\n/);
  });

  it('is taken by the check of site.json, which holds a section of it to its schema, and drawn by the registry', async () => {
    const { compiled } = compileSchema('site.schema.json', schemaDocuments(project), { Ajv: Ajv2020, addFormats });
    const site = JSON.parse(readFileSync(path.join(PROJECT_DIR, 'site.json'), 'utf8')) as {
      pages: { sections: unknown[] }[];
      translations?: { texts: Record<string, string> }[];
    };
    site.pages[0]!.sections.push({ type: TYPE, quote: QUOTE });
    for (const translation of site.translations ?? []) translation.texts[QUOTE] = QUOTE;
    const withoutQuote = structuredClone(site);
    withoutQuote.pages[0]!.sections.push({ type: TYPE });

    const check = checkSite(JSON.stringify(site, null, 2), { schema: compiled, writtenIds: WRITTEN_IDS });
    expect(check.problems).toEqual([]);
    expect(
      checkSite(JSON.stringify(withoutQuote, null, 2), { schema: compiled, writtenIds: WRITTEN_IDS }).problems.map(
        (problem) => problem.code,
      ),
    ).toContain('missing-field');

    const { sectionRegistry } = (await import(pathToFileURL(path.join(project, 'sections/registry.ts')).href)) as {
      sectionRegistry: SectionRegistry;
    };
    const page = resolveSite(check.ok ? check.site : ({} as SiteConfig), compiled.texts).sites[0]!.pages[0]!;
    // The new type's sections alone: the others need the whole app around them (its router, its language).
    const ownOnly = { ...page, sections: page.sections.filter((section) => (section.type as string) === TYPE) };
    const html = renderToStaticMarkup(
      createElement(SectionsContext.Provider, { value: sectionRegistry }, createElement(PageView, { page: ownOnly })),
    );
    expect(html).toContain(`<section class="quote-box"><blockquote>${QUOTE}</blockquote></section>`);
  });
});
