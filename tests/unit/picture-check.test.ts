/**
 * The checker's picture rules: each problem with its code at the LINE:COL of its field, on a copy of the minimal site
 * whose home page shows a picture, with the picture files made in a temporary folder; and every picture field of every
 * section type, at any depth, found by the checker and listed for the build.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import imageSchema from '../../schemas/defs/image.schema.json' with { type: 'json' };
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { bundleSchemas, sectionKinds, type Schema } from '../../editor/app/schema-bundle.ts';
import { altIsFileName, MAX_PICTURE_BYTES, pictureKind, svgHasScript } from '../../site/picture-check.ts';
import { IMAGE_FIELDS, pictureSources } from '../../site/picture-fields.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';
import { schemaFileAt } from '../../site/schema-compile.ts';

const minimal = readFileSync(new URL('../fixtures/valid-minimal.json', import.meta.url), 'utf8');
const HOME_HERO = '{ "type": "hero", "heading": "Hello", "lead": "Read [about us](/about)." },';

/** The minimal site with a picture section after the home page's hero, its image field written as given. */
const siteWith = (image: string) =>
  minimal.replace(HOME_HERO, `${HOME_HERO}\n        { "type": "picture", "image": ${image} },`);

/** The line and column (1-based) where `needle` starts in `text`. */
function placeOf(text: string, needle: string): { line: number; column: number } {
  const before = text.slice(0, text.indexOf(needle));
  const lines = before.split('\n');
  return { line: lines.length, column: lines.at(-1)!.length + 1 };
}

let project: string;
const check = (text: string) => checkSiteText(text, { writtenIds: WRITTEN_IDS, projectDir: project });
const problemsOf = (text: string) =>
  check(text).problems.map(({ code, line, column, message }) => ({ code, line, column, message }));

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), 'picture-check-'));
  mkdirSync(path.join(project, 'media'));
  mkdirSync(path.join(project, 'public'));
  const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#6d5dfc' } })
    .png()
    .toBuffer();
  writeFileSync(path.join(project, 'media/screen.png'), png);
  writeFileSync(path.join(project, 'public/card.png'), png);
  writeFileSync(path.join(project, 'media/notes.png'), "These are notes saved under a picture's name.");
  writeFileSync(
    path.join(project, 'media/logo.svg'),
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" onclick="steal()"/></svg>',
  );
  writeFileSync(
    path.join(project, 'media/clean.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
  );
  // A PNG grown past the limit without writing 20 MB (a sparse file).
  writeFileSync(path.join(project, 'media/huge.png'), png);
  truncateSync(path.join(project, 'media/huge.png'), MAX_PICTURE_BYTES + 1);
});
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe('picture fields in site.json', () => {
  it('accepts a picture in media/ or public/ with words for its alt, and a decorative one without alt', () => {
    expect(problemsOf(siteWith('{ "src": "media/screen.png", "alt": "The calendar of one month" }'))).toEqual([]);
    expect(problemsOf(siteWith('{ "src": "/card.png", "alt": "The share card" }'))).toEqual([]);
    expect(
      problemsOf(siteWith('{ "src": "media/screen.png", "decorative": true, "focus": { "x": 0.5, "y": 0.2 } }')),
    ).toEqual([]);
    expect(problemsOf(siteWith('{ "src": "media/clean.svg", "alt": "A square" }'))).toEqual([]);
  });

  it('reports a missing file at its src: picture-missing', () => {
    const text = siteWith('{ "src": "media/calendar.png", "alt": "The calendar" }');
    expect(problemsOf(text)).toEqual([
      {
        code: 'picture-missing',
        ...placeOf(text, '"media/calendar.png"'),
        message: 'there is no file media/calendar.png: put the picture there, or correct its name',
      },
    ]);
  });

  it('reports a file that is not a picture by its bytes, whatever its name: not-a-picture', () => {
    const text = siteWith('{ "src": "media/notes.png", "alt": "Meeting notes" }');
    expect(problemsOf(text)).toEqual([
      {
        code: 'not-a-picture',
        ...placeOf(text, '"media/notes.png"'),
        message: expect.stringMatching(
          /^the file media\/notes\.png is not a picture by its contents \(not PNG, JPEG, GIF, WebP, AVIF or SVG\)/,
        ),
      },
    ]);
  });

  it('refuses a drawing with an event handler: svg-with-script', () => {
    const text = siteWith('{ "src": "media/logo.svg", "alt": "The logo" }');
    expect(problemsOf(text)).toEqual([
      {
        code: 'svg-with-script',
        ...placeOf(text, '"media/logo.svg"'),
        message: expect.stringMatching(/^the drawing media\/logo\.svg holds a script/),
      },
    ]);
  });

  it('refuses a file over 20 MB: picture-too-large', () => {
    const text = siteWith('{ "src": "media/huge.png", "alt": "A big one" }');
    expect(problemsOf(text)).toEqual([
      {
        code: 'picture-too-large',
        ...placeOf(text, '"media/huge.png"'),
        message: expect.stringMatching(/^the file media\/huge\.png is 20 MB, more than the 20 MB a picture may have/),
      },
    ]);
  });

  it('reports an alt that is a file name at the alt: alt-is-file-name', () => {
    const text = siteWith('{ "src": "media/screen.png", "alt": "screen.png" }');
    expect(problemsOf(text)).toEqual([
      {
        code: 'alt-is-file-name',
        ...placeOf(text, '"screen.png"'),
        message: expect.stringMatching(/^the alternative text "screen\.png" is a file name/),
      },
    ]);
  });

  it('reports a missing alt unless the picture is decorative, and an alt on a decorative one', () => {
    const missing = siteWith('{ "src": "media/screen.png" }');
    expect(problemsOf(missing)).toEqual([
      {
        code: 'missing-field',
        ...placeOf(missing, '{ "src": "media/screen.png" }'),
        message: expect.stringMatching(/^the field "alt" is missing \(What the picture shows/),
      },
    ]);
    const both = siteWith('{ "src": "media/screen.png", "decorative": true, "alt": "The calendar" }');
    expect(problemsOf(both)).toEqual([
      {
        code: 'invalid',
        ...placeOf(both, '"The calendar"'),
        message: expect.stringMatching(/a decorative picture has no alternative text: remove "alt"/),
      },
    ]);
  });

  it('checks the Dutch alt too', () => {
    const text = siteWith('{ "src": "media/screen.png", "alt": "The calendar" }').replace(
      '"pages": [',
      '"translations": [{ "language": "nl", "locale": "nl-NL", "untranslated": "show-english", "texts": { "The calendar": "IMG_2041.jpg" } }],\n  "pages": [',
    );
    expect(problemsOf(text).map(({ code, line }) => ({ code, line }))).toEqual([
      { code: 'alt-is-file-name', line: placeOf(text, '"IMG_2041.jpg"').line },
    ]);
  });
});

describe('what a picture file is', () => {
  it('is told by its first bytes', async () => {
    const made = (format: 'png' | 'jpeg' | 'gif' | 'webp' | 'avif') =>
      sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
        .toFormat(format)
        .toBuffer();
    for (const format of ['png', 'jpeg', 'gif', 'webp', 'avif'] as const)
      expect(pictureKind(await made(format))).toBe(format);
    expect(pictureKind(Buffer.from('\uFEFF<!-- a drawing -->\n<svg viewBox="0 0 1 1"></svg>'))).toBe('svg');
    expect(pictureKind(Buffer.from('<html><body><svg></svg></body></html>'))).toBeUndefined();
    expect(pictureKind(Buffer.from('GIF8'))).toBeUndefined();
  });

  it('finds scripts in a drawing: elements, event handlers, javascript: addresses', () => {
    expect(svgHasScript('<svg><script>alert(1)</script></svg>')).toBe(true);
    expect(svgHasScript('<svg><a href="javascript:alert(1)"><rect/></a></svg>')).toBe(true);
    expect(svgHasScript('<svg onload="x()"></svg>')).toBe(true);
    expect(svgHasScript('<svg><rect fill="#fff"/><text>onboarding = easy</text></svg>')).toBe(false);
  });

  it('tells a file name from words', () => {
    expect(altIsFileName('calendar.PNG', 'media/x.png')).toBe(true);
    expect(altIsFileName('IMG_2041', 'media/x.png')).toBe(true);
    expect(altIsFileName('publishing-calendar', 'media/publishing-calendar.png')).toBe(true);
    expect(altIsFileName('The calendar of one month.', 'media/publishing-calendar.png')).toBe(false);
  });

  it('knows the fields of the image schema', () => {
    expect([...IMAGE_FIELDS].sort()).toEqual(Object.keys(imageSchema.properties).sort());
  });
});

/** Where a schema holds picture fields: each a path of property names, "*" for every entry of a list. */
function imagePaths(schema: Schema, file: string, at: string[] = []): string[][] {
  if (typeof schema.$ref === 'string') {
    const target = schemaFileAt(file, schema.$ref);
    if (target === 'defs/image.schema.json') return [at];
    const document = schemaDocuments().find((candidate) => candidate.file === target);
    return document ? imagePaths(document.schema as Schema, target, at) : [];
  }
  const properties = Object.entries((schema.properties ?? {}) as Record<string, Schema>).flatMap(([key, property]) =>
    imagePaths(property, file, [...at, key]),
  );
  const items = schema.items ? imagePaths(schema.items as Schema, file, [...at, '*']) : [];
  return [...properties, ...items];
}

/** `value` with a picture written at `path` (in every entry of a list), each a file of its own; `placed` lists them. */
function withPictures(
  value: unknown,
  path: string[],
  placed: { pointer: string; src: string }[],
  pointer = '',
): unknown {
  const [key, ...rest] = path;
  if (key === undefined) {
    const src = `media/absent-${placed.length + 1}.png`;
    placed.push({ pointer, src });
    return { src, alt: 'A sample picture' };
  }
  if (key === '*')
    return (Array.isArray(value) && value.length ? value : [{}]).map((entry, i) =>
      withPictures(entry, rest, placed, `${pointer}/${i}`),
    );
  const object = (value ?? {}) as Record<string, unknown>;
  return { ...object, [key]: withPictures(object[key], rest, placed, `${pointer}/${key}`) };
}

describe('the picture fields of every section type', () => {
  const documents = schemaDocuments();
  const union = documents.find((doc) => doc.file === 'defs/section.schema.json')!.schema as {
    oneOf: { $ref: string }[];
  };
  const skeletons = new Map(sectionKinds(bundleSchemas(documents)).map((kind) => [kind.type, kind.skeleton]));
  const types = union.oneOf
    .map(({ $ref }) => {
      const file = schemaFileAt('defs/section.schema.json', $ref);
      const schema = documents.find((doc) => doc.file === file)!.schema as Schema;
      return {
        type: String(((schema.properties as Record<string, Schema>).type as Schema).const),
        paths: imagePaths(schema, file),
      };
    })
    .filter(({ paths }) => paths.length > 0);

  it("are found in the schemas: a photo in each quote, a logo in each entry of a row, the picture section's own", () => {
    expect(types.map(({ type, paths }) => `${type}: ${paths.map((path) => path.join('/')).join(', ')}`)).toEqual(
      expect.arrayContaining(['logos: items/*/logo', 'picture: image', 'quotes: items/*/photo']),
    );
  });

  it('each says the box it draws its pictures in, so a picture too small for it is warned of', () => {
    expect(types.map(({ type }) => type)).toEqual(expect.arrayContaining(['hero', 'split']));
    for (const { type } of types) expect(WRITTEN_IDS.pictureBoxes[type], type).toBeDefined();
  });

  for (const { type, paths } of types) {
    it(`${type}: each picture is checked at its place and listed for the build to make`, () => {
      const placed: { pointer: string; src: string }[] = [];
      const section = paths.reduce<unknown>((value, path) => withPictures(value, path, placed), skeletons.get(type));
      const text = minimal.replace(HOME_HERO, `${HOME_HERO}\n        ${JSON.stringify(section)},`);
      const problems = check(text).problems.map(({ code, pointer }) => ({ code, pointer }));
      expect(problems).toEqual(
        placed.map(({ pointer }) => ({ code: 'picture-missing', pointer: `/pages/0/sections/1${pointer}/src` })),
      );
      expect(pictureSources(section)).toEqual(placed.map(({ src }) => src));
    });
  }
});
