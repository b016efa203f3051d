/**
 * Every field of every form the editor draws has a control, labelled in words: each section type, each site-wide
 * part, and a page's own fields. The test walks the schemas as written (schemas/ and each section folder's, not the
 * editor's rewritten copy), draws each form for a sample value (the shipped site.json's, else a new section as the
 * editor adds it), and finds each field in the drawn form by its data path.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FieldsForm, PAGE_UI } from '../../editor/app/FieldsForm.tsx';
import { asNumberWhenItFits } from '../../editor/app/form-parts.tsx';
import { ALT_LABEL, DECORATIVE_LABEL } from '../../editor/app/PictureField.tsx';
import { SITE_PARTS } from '../../editor/app/PagesPanel.tsx';
import { bundleSchemas, formSchema, partKey, sectionKinds, type Schema } from '../../editor/app/schema-bundle.ts';
import { schemaFileAt } from '../../site/schema-compile.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';
import { escapePointer } from '../../site/problems.ts';

const documents = schemaDocuments();
const bundle = bundleSchemas(documents);
const site = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as Record<string, unknown>;
type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/** Fields that have their control outside the form, on purpose. */
const ELSEWHERE: Record<string, string[]> = {
  // A section's type is chosen in "Add a section".
  section: ['/type'],
  // A page's route has the route form (it can change the links to it), its sections the outline.
  page: ['/route', '/sections'],
};

/** A schema node with its $ref followed, and the file it is written in. */
function resolve(node: Schema, file: string): { node: Schema; file: string } {
  if (typeof node.$ref !== 'string') return { node, file };
  const [target = '', fragment = ''] = node.$ref.split('#');
  const targetFile = target ? schemaFileAt(file, target) : file;
  let found = documents.find((doc) => doc.file === targetFile)!.schema as Schema;
  for (const step of fragment.split('/').filter(Boolean)) found = found[step] as Schema;
  return resolve(found, targetFile);
}

const PICTURE_SCHEMA = 'defs/image.schema.json';

interface Expected {
  pointer: string;
  name: string;
  leaf: boolean;
  description?: string;
  picture?: boolean;
}

/** Every field the form must show for `value`: one per property of the schema, one per entry of a list. */
function expectedFields(
  start: Schema,
  startFile: string,
  value: unknown,
  pointer = '',
  name = '',
  out: Expected[] = [],
): Expected[] {
  const { node, file } = resolve(start, startFile);
  const description =
    typeof start.description === 'string'
      ? start.description
      : typeof node.description === 'string'
        ? node.description
        : undefined;
  // A picture field is one control (editor/app/PictureField.tsx) whose parts (file, words, focal point) are its own.
  if (file === PICTURE_SCHEMA) {
    out.push({ pointer, name, leaf: true, description, picture: true });
    return out;
  }
  const union = (node.oneOf ?? node.anyOf) as Schema[] | undefined;
  if (union) {
    const branches = union.map((branch) => resolve(branch, file));
    // A union of scalars (a fact: a number or a text) is one field; a union of objects takes the branch the value fits.
    if (branches.every(({ node: branch }) => !branch.properties)) {
      out.push({ pointer, name, leaf: true, description });
      return out;
    }
    const keys = isObject(value) ? Object.keys(value) : [];
    const fits =
      branches.find(({ node: branch }) => keys.every((key) => key in (branch.properties as Json))) ?? branches[0]!;
    return expectedFields(fits.node, fits.file, value, pointer, name, out);
  }
  if (node.properties || node.type === 'object') {
    if (pointer) out.push({ pointer, name, leaf: false, description });
    const properties = (node.properties ?? {}) as Record<string, Schema>;
    for (const [key, property] of Object.entries(properties)) {
      expectedFields(
        property,
        file,
        isObject(value) ? value[key] : undefined,
        `${pointer}/${escapePointer(key)}`,
        key,
        out,
      );
    }
    if (isObject(node.additionalProperties) && isObject(value)) {
      for (const key of Object.keys(value).filter((key) => !(key in properties))) {
        expectedFields(
          node.additionalProperties as Schema,
          file,
          value[key],
          `${pointer}/${escapePointer(key)}`,
          key,
          out,
        );
      }
    }
    return out;
  }
  if (node.type === 'array') {
    out.push({ pointer, name, leaf: false, description });
    if (Array.isArray(value))
      value.forEach((item, index) =>
        expectedFields(node.items as Schema, file, item, `${pointer}/${index}`, `${name}-${index + 1}`, out),
      );
    return out;
  }
  out.push({ pointer, name, leaf: true, description });
  return out;
}

/** The value at a JSON pointer of `value` (the form's sample), undefined where there is none. */
const readAt = (value: unknown, pointer: string) =>
  pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (at, step) =>
        isObject(at) || Array.isArray(at) ? (at as Json)[step.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined,
      value,
    );

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s*\*$/, '')
    .trim();

/** The drawn field at `pointer`: its label or legend, whether it has a control, and its text up to the next field. */
function drawnField(html: string, pointer: string) {
  const start = html.indexOf(`data-pointer="${pointer.replace(/"/g, '&quot;')}"`);
  if (start < 0) return undefined;
  const next = html.indexOf('data-pointer="', start + 1);
  const own = html.slice(start, next < 0 ? undefined : next);
  const label = /<(label|legend)\b[^>]*>([\s\S]*?)<\/\1>/.exec(own)?.[2];
  return {
    label: label === undefined ? undefined : decode(label),
    control: /<(input|textarea|select)\b|role="radiogroup"/.test(own),
    text: decode(own),
  };
}

/** A label that is a key, not words: the property's own name, or written like an identifier ("canTurnOff", "drives_to"). */
const looksLikeKey = (label: string, name: string) =>
  label === name || /^[a-z][a-zA-Z0-9]*[A-Z]|[_$]|^[a-z]+$/.test(label);

interface FormCase {
  name: string;
  schema: Schema;
  startSchema: Schema;
  file: string;
  value: unknown;
  elsewhere: string[];
  ui?: typeof PAGE_UI;
}

function formCases(): FormCase[] {
  const pages = site.pages as Json[];
  const sections = pages.flatMap((page) => page.sections as Json[]);
  const sectionCases = sectionKinds(bundle).map((kind): FormCase => {
    // The file that declares the type, found apart from the editor's own lookup.
    const file = documents.find(
      (doc) =>
        doc.file.startsWith('../sections/') &&
        (doc.schema.properties as Record<string, Json>).type!.const === kind.type,
    )!.file;
    return {
      name: `section ${kind.type}`,
      file,
      startSchema: documents.find((doc) => doc.file === file)!.schema as Schema,
      schema: formSchema(bundle, kind.schemaKey),
      value: sections.find((section) => section.type === kind.type) ?? kind.skeleton,
      elsewhere: ELSEWHERE.section!,
    };
  });
  const siteSchema = documents.find((doc) => doc.file === 'site.schema.json')!.schema as Schema;
  const partCases = SITE_PARTS.map((part): FormCase => {
    const key = partKey(bundle, part);
    return {
      name: part,
      file: 'site.schema.json',
      startSchema: (siteSchema.properties as Record<string, Schema>)[part]!,
      schema: key
        ? formSchema(bundle, key)
        : formSchema(bundle, 'site', (own) => (own.properties as Record<string, Schema>)[part]!),
      value: site[part] ?? {},
      elsewhere: [],
    };
  });
  const { sections: _sections, ...page } = pages[0]!;
  const pageCase: FormCase = {
    name: 'page',
    file: 'defs/page.schema.json',
    startSchema: documents.find((doc) => doc.file === 'defs/page.schema.json')!.schema as Schema,
    schema: formSchema(bundle, 'defs.page'),
    value: page,
    elsewhere: ELSEWHERE.page!,
    ui: PAGE_UI,
  };
  return [...sectionCases, ...partCases, pageCase];
}

describe("the editor's forms", () => {
  const cases = formCases();

  it('draw a form for every section type, every site-wide part and a page', () => {
    expect(cases.map((form) => form.name)).toEqual(
      expect.arrayContaining(['section features', 'section hero', 'cookies', 'facts', 'footer', 'page']),
    );
    expect(cases.filter((form) => form.name.startsWith('section ')).length).toBe(sectionKinds(bundle).length);
  });

  for (const form of cases) {
    it(`${form.name}: every field has a control labelled in words, its help once, and no "Option N" choice`, () => {
      const html = renderToStaticMarkup(
        <FieldsForm
          title={form.name}
          schema={form.schema}
          uiSchema={form.ui}
          value={form.value}
          onChange={() => undefined}
          extras={{ problemsAt: () => [] }}
        />,
      );
      const failures: string[] = [];
      const labels: string[] = [];
      let pictures = 0;
      for (const field of expectedFields(form.startSchema, form.file, form.value)) {
        if (form.elsewhere.some((pointer) => field.pointer === pointer || field.pointer.startsWith(`${pointer}/`)))
          continue;
        const drawn = drawnField(html, field.pointer);
        if (!drawn) {
          failures.push(`${field.pointer}: no field`);
          continue;
        }
        labels.push(`${field.pointer} → ${drawn.label ?? '(no label)'}`);
        if (!drawn.label) failures.push(`${field.pointer}: no label`);
        else if (looksLikeKey(drawn.label, field.name))
          failures.push(`${field.pointer}: labelled by its key "${drawn.label}"`);
        if (field.leaf && !drawn.control) failures.push(`${field.pointer}: no control`);
        const help = field.description?.replace(/[*_`]/g, '');
        if (field.leaf && help && drawn.text.split(help).length - 1 > 1)
          failures.push(`${field.pointer}: its help is shown twice`);
        if (field.picture) {
          const decorative =
            (readAt(form.value, field.pointer) as { decorative?: boolean } | undefined)?.decorative === true;
          const parts = ['Choose a picture', 'Add a picture', DECORATIVE_LABEL, ...(decorative ? [] : [ALT_LABEL])];
          for (const part of parts)
            if (!drawn.text.includes(part)) failures.push(`${field.pointer}: the picture control has no "${part}"`);
          pictures++;
        }
      }
      for (const option of decode(html.replace(/<option\b[^>]*>([^<]*)<\/option>/g, '\n$1\n')).match(
        /^Option \d+$/gm,
      ) ?? [])
        failures.push(`a choice "${option}"`);
      console.log(`${form.name}:\n  ${labels.join('\n  ')}`);
      expect(failures).toEqual([]);
      // Every picture field the schema has is drawn by the picture control, never as its raw src and alt boxes.
      expect(html.split('class="picture-field"').length - 1).toBe(pictures);
    });
  }
});

describe('a field that holds a number or a text (a fact)', () => {
  it('keeps a whole number as a number and anything else as text', () => {
    expect(asNumberWhenItFits('15', 'integer')).toBe(15);
    expect(asNumberWhenItFits('2023-10-21', 'integer')).toBe('2023-10-21');
    expect(asNumberWhenItFits('007', 'integer')).toBe('007');
    expect(asNumberWhenItFits('1.5', 'integer')).toBe('1.5');
    expect(asNumberWhenItFits('15', undefined)).toBe('15');
  });
});
