/**
 * site.json as VS Code shows it: vscode-json-languageservice is the engine of VS Code's JSON support, fed the schema
 * through site.json's "$schema" line exactly as the editor does, with every $ref read from schemas/ and the section folders.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import {
  getLanguageService,
  TextDocument,
  type Hover,
  type MarkedString,
  type Position,
} from 'vscode-json-languageservice';
import { describe, expect, it } from 'vitest';
import type { ArrayNode, ObjectNode } from '@humanwhocodes/momoa';
import { locate, parseJson } from '../../site/json-source.ts';
import { SCHEMA_DIR, SECTIONS_DIR } from '../../site/node/paths.ts';
import { knownSectionTypes, schemaDocuments } from '../../site/node/schema-cache.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { isTranslationToDo } from '../../site/check-site.ts';

const projectDir = fileURLToPath(new URL('../..', import.meta.url));
const siteUri = pathToFileURL(path.join(projectDir, 'site.json')).href;

const service = getLanguageService({
  // Only the project's own schemas are read: any other address is a mistake in a $ref.
  schemaRequestService: async (uri) => {
    const file = fileURLToPath(uri);
    const own =
      file.startsWith(SCHEMA_DIR + path.sep) ||
      (file.startsWith(SECTIONS_DIR + path.sep) && file.endsWith('.schema.json'));
    if (!own) throw new Error(`not a schema of schemas/ or of a section folder: ${uri}`);
    return readFileSync(file, 'utf8');
  },
  workspaceContext: { resolveRelativePath: (relative, resource) => new URL(relative, resource).href },
});
service.configure({ validate: true, allowComments: false });

function open(text: string) {
  const document = TextDocument.create(siteUri, 'json', 1, text);
  return { document, json: service.parseJSONDocument(document) };
}

const siteText = readFileSync(path.join(projectDir, 'site.json'), 'utf8');
const site = JSON.parse(siteText) as { pages: { sections: Record<string, unknown>[] }[]; cookies: { banner: unknown } };

/** Where the name of the field at a JSON pointer is written, as an editor's cursor position (0-based), inside the quotes. */
function keyPosition(text: string, pointer: string): Position {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const { line, column } = locate(parsed.document, parsed.text, { pointer, at: 'key' });
  return { line: line - 1, character: column };
}

const readSchema = (file: string) =>
  JSON.parse(readFileSync(path.join(SCHEMA_DIR, file), 'utf8')) as {
    description: string;
    properties: Record<string, { $ref?: string; description?: string }>;
  };

/**
 * A description as markdown that shows it as typed: the characters markdown reads as formatting (**bold**, _italic_,
 * [links](/route), `code`, <html>, entities, ~strikes~, tables) are escaped, and so is a start that would make a
 * heading, a quote or a list.
 */
function asMarkdown(plain: string): string {
  return plain
    .replace(/[\\`*_[\]<>&~|]/g, '\\$&')
    .replace(/^[#>+-]/, '\\$&')
    .replace(/^(\d+)\./, '$1\\.');
}

/** The text a completion snippet leaves once each placeholder keeps its proposed words (or the first choice). */
function expandSnippet(snippet: string): string {
  let text = snippet;
  for (let before = ''; before !== text;) {
    before = text;
    text = text.replace(/\$\{\d+:((?:\\.|[^\\${}])*)\}/g, '$1').replace(/\$\{\d+\|((?:\\.|[^\\,|])*)[^|]*\|\}/g, '$1');
  }
  return text.replace(/\$\d+/g, '').replace(/\\([$}\\])/g, '$1');
}

/** site.json with one more page at the end, "/snippet-check", whose sections are still to be written. */
function withEmptyPage(text: string): { text: string; sectionsAt: number; afterLastPage: number } {
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error(parsed.problem.message);
  const pages = (parsed.document.body as ObjectNode).members.find(
    (member) => member.name.type === 'String' && member.name.value === 'pages',
  )!.value as ArrayNode;
  const at = pages.elements.at(-1)!.value.loc!.end.offset;
  const page =
    ',\n{ "route": "/snippet-check", "title": "Snippet check", "description": "A page added by the test of the completion snippets, to hold one section.", "sections": [\n';
  return { text: `${text.slice(0, at)}${page}\n] }${text.slice(at)}`, sectionsAt: at + page.length, afterLastPage: at };
}

/**
 * The problems of a changed site.json that site.json itself does not have: what an inserted skeleton brought (the new
 * page goes last, so the pointers of everything else stay as they were). Its texts waiting for their translation
 * are not counted: a skeleton's words are English, to be overwritten, then translated.
 */
function problemsAdded(text: string): string[] {
  const describe = (problem: { pointer: string; message: string }) => `${problem.pointer}  ${problem.message}`;
  const before = new Set(checkSiteText(siteText).problems.map(describe));
  return checkSiteText(text)
    .problems.filter((problem) => !isTranslationToDo(problem))
    .map(describe)
    .filter((problem) => !before.has(problem));
}

/** The words a hover shows, markdown's escapes removed. */
function hoverText(hover: Hover | null): string {
  const contents = hover ? ([hover.contents].flat() as MarkedString[]) : [];
  return contents
    .map((part) => (typeof part === 'string' ? part : part.value))
    .join('\n')
    .replace(/\\(.)/g, '$1');
}

describe('site.json in VS Code', () => {
  it('shows no problem on site.json, and no problem with the schemas themselves', async () => {
    const { document, json } = open(siteText);
    const diagnostics = await service.doValidation(document, json);
    expect(diagnostics.map((d) => `${d.range.start.line + 1}:${d.range.start.character + 1} ${d.message}`)).toEqual([]);
  });

  // A field written { "$ref": shared, "description": its own } must show its own words, not the shared definition's.
  const fields = [
    {
      what: "a hero's lead",
      schema: '../sections/hero/hero.schema.json',
      field: 'lead',
      pointer: () => {
        const page = site.pages.findIndex((p) => p.sections.some((s) => s.type === 'hero' && 'lead' in s));
        const section = site.pages[page]!.sections.findIndex((s) => s.type === 'hero' && 'lead' in s);
        return `/pages/${page}/sections/${section}/lead`;
      },
    },
    {
      what: "the cookie notice's text",
      schema: 'defs/cookies.schema.json',
      field: 'text',
      pointer: () => '/cookies/banner/text',
      inside: 'banner',
    },
  ];
  for (const { what, schema, field, pointer, inside } of fields) {
    it(`shows ${what}'s own description on hover, not the shared definition's`, async () => {
      const parent = readSchema(schema);
      const own = inside
        ? (parent.properties[inside] as unknown as typeof parent).properties[field]!
        : parent.properties[field]!;
      const shared = readSchema(path.join(path.dirname(schema), own.$ref!));
      const { document, json } = open(siteText);
      const shown = hoverText(await service.doHover(document, keyPosition(siteText, pointer()), json));
      expect(shown).toContain(own.description);
      expect(shown).not.toContain(shared.description);
    });
  }

  it('gives every field with its own description beside a $ref the same words as markdownDescription, which VS Code shows first', () => {
    const missing: string[] = [];
    const visit = (node: unknown, where: string): void => {
      if (!node || typeof node !== 'object') return;
      const { properties } = node as {
        properties?: Record<string, { $ref?: string; description?: string; markdownDescription?: string }>;
      };
      for (const [name, field] of Object.entries(properties ?? {})) {
        if (field.$ref === undefined || field.description === undefined) continue;
        const expected = asMarkdown(field.description);
        if (field.markdownDescription !== expected)
          missing.push(`${where} › ${name}: write "markdownDescription": ${JSON.stringify(expected)}`);
      }
      for (const [key, value] of Object.entries(node)) visit(value, `${where}/${key}`);
    };
    for (const { file, schema } of schemaDocuments()) visit(schema, file);
    expect(missing).toEqual([]);
  });

  it('offers every section type when completing a new section\'s "type"', async () => {
    const at = siteText.indexOf('"sections": [') + '"sections": ['.length;
    const text = `${siteText.slice(0, at)}\n{ "type": "" },${siteText.slice(at)}`;
    const { document, json } = open(text);
    const list = await service.doComplete(document, document.positionAt(at + '\n{ "type": "'.length), json);
    const offered = (list?.items ?? []).map((item) => JSON.parse(item.label) as string);
    expect(offered.sort()).toEqual(knownSectionTypes().sort());
  });

  it('completes a new section with a skeleton of each type (its type and required fields) that adds no problem to site.json', async () => {
    const { text, sectionsAt } = withEmptyPage(siteText);
    const { document, json } = open(text);
    const list = await service.doComplete(document, document.positionAt(sectionsAt), json);
    const skeletons = new Map<string, string>();
    for (const item of list?.items ?? []) {
      const inserted = expandSnippet(item.textEdit?.newText ?? item.insertText ?? '').replace(/,$/, '');
      const value = JSON.parse(inserted) as { type?: unknown };
      if (typeof value.type === 'string') skeletons.set(value.type, inserted);
    }
    expect([...skeletons.keys()].sort()).toEqual(knownSectionTypes().sort());
    for (const [type, inserted] of skeletons) {
      expect({
        type,
        problems: problemsAdded(`${text.slice(0, sectionsAt)}${inserted}${text.slice(sectionsAt)}`),
      }).toEqual({ type, problems: [] });
    }
  });

  it('completes a new page with a skeleton that adds no problem to site.json', async () => {
    const { afterLastPage } = withEmptyPage(siteText);
    const text = `${siteText.slice(0, afterLastPage)},\n${siteText.slice(afterLastPage)}`;
    const { document, json } = open(text);
    const list = await service.doComplete(document, document.positionAt(afterLastPage + 2), json);
    const pages = (list?.items ?? [])
      .map((item) => expandSnippet(item.textEdit?.newText ?? item.insertText ?? '').replace(/,$/, ''))
      .filter((inserted) => inserted.includes('"route"'));
    expect(pages).toHaveLength(1);
    expect(problemsAdded(`${text.slice(0, afterLastPage + 2)}${pages[0]}${text.slice(afterLastPage + 2)}`)).toEqual([]);
  });
});
