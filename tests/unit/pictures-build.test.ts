/**
 * The build's picture step on a temporary project: every format at every width the source allows, names carrying
 * their bytes' hash, no metadata left in any file, and a second build that takes everything from the cache.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPictures, writePictures, type BuiltPictures } from '../../scripts/build/pictures.ts';
import { widthsFor } from '../../scripts/build/picture-recipes.ts';

let project: string;
let first: BuiltPictures;
const cacheDir = () => path.join(project, 'cache');

beforeAll(async () => {
  project = mkdtempSync(path.join(os.tmpdir(), 'pictures-build-'));
  mkdirSync(path.join(project, 'media'));
  // A photo as a phone saves it: camera, place (GPS) and an ICC profile in its metadata.
  const photo = await sharp({ create: { width: 1000, height: 600, channels: 3, background: '#3b82f6' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 9' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 22/1 0/1' },
    })
    .toBuffer();
  writeFileSync(path.join(project, 'media/photo.jpg'), photo);
  first = await buildPictures(['media/photo.jpg'], { projectDir: project, cacheDir: cacheDir() });
}, 120_000);
afterAll(() => rmSync(project, { recursive: true, force: true }));

describe("the build's pictures", () => {
  it("makes AVIF, WebP and the source's format at each width up to the source's, and says so in the manifest", () => {
    const outputs = first.manifest['media/photo.jpg']!;
    expect(first.made).toBe(1);
    expect(outputs).toMatchObject({ width: 1000, height: 600, fallback: 'jpeg' });
    expect(outputs.placeholder).toMatch(/^data:image\/webp;base64,/);
    const made = outputs.files.map(({ format, width }) => `${format} ${width}`).sort();
    expect(made).toEqual([
      'avif 1000',
      'avif 480',
      'avif 720',
      'avif 960',
      'jpeg 1000',
      'jpeg 480',
      'jpeg 720',
      'jpeg 960',
      'webp 1000',
      'webp 480',
      'webp 720',
      'webp 960',
    ]);
    for (const file of outputs.files)
      expect(file.url).toMatch(
        new RegExp(`^/media/photo-${file.width}\\.[0-9a-f]{10}\\.${file.format === 'jpeg' ? 'jpg' : file.format}$`),
      );
  });

  it('writes each file into the site, at its width and in its format', async () => {
    const client = path.join(project, 'client');
    writePictures(client, first);
    for (const file of first.manifest['media/photo.jpg']!.files) {
      const metadata = await sharp(readFileSync(path.join(client, file.url))).metadata();
      expect({ format: metadata.format === 'heif' ? 'avif' : metadata.format, width: metadata.width }).toEqual({
        format: file.format,
        width: file.width,
      });
    }
  });

  it('leaves no metadata in any file: no EXIF, no GPS, no camera', async () => {
    const source = await sharp(path.join(project, 'media/photo.jpg')).metadata();
    expect(source.exif).toBeDefined();
    for (const file of first.manifest['media/photo.jpg']!.files) {
      const bytes = readFileSync(path.join(project, 'client', file.url));
      const metadata = await sharp(bytes).metadata();
      expect(metadata.exif).toBeUndefined();
      expect(bytes.includes('PhoneMaker')).toBe(false);
      expect(bytes.includes('GPS')).toBe(false);
    }
  });

  it('takes a picture it made before from the cache: a build without a new picture makes none', async () => {
    const again = await buildPictures(['media/photo.jpg'], { projectDir: project, cacheDir: cacheDir() });
    expect(again.made).toBe(0);
    expect(again.manifest).toEqual(first.manifest);
  });

  it('makes a changed picture again, under new names', async () => {
    writeFileSync(
      path.join(project, 'media/photo.jpg'),
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#16a34a' } })
        .jpeg()
        .toBuffer(),
    );
    const changed = await buildPictures(['media/photo.jpg'], { projectDir: project, cacheDir: cacheDir() });
    expect(changed.made).toBe(1);
    expect(changed.manifest['media/photo.jpg']!.files.map((file) => file.width)).toEqual([300, 300, 300]);
    expect(existsSync(cacheDir())).toBe(true);
  }, 60_000);
});

describe('the widths made', () => {
  it("are the site's widths below the source's, and the source's own up to the widest", () => {
    expect(widthsFor(300)).toEqual([300]);
    expect(widthsFor(960)).toEqual([480, 720, 960]);
    expect(widthsFor(1200)).toEqual([480, 720, 960, 1200]);
    expect(widthsFor(3000)).toEqual([480, 720, 960, 1440]);
  });
});

describe('small pictures: a square portrait and a logo with transparent parts', () => {
  let built: BuiltPictures;
  beforeAll(async () => {
    const portrait = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#f59e7a' } })
      .jpeg()
      .toBuffer();
    // A mark on a transparent ground, as a logo is saved.
    const logo = await sharp({
      create: { width: 320, height: 80, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .composite([
        {
          input: await sharp({ create: { width: 80, height: 80, channels: 4, background: '#0f766e' } })
            .png()
            .toBuffer(),
          left: 0,
          top: 0,
        },
      ])
      .png()
      .toBuffer();
    writeFileSync(path.join(project, 'media/portrait.jpg'), portrait);
    writeFileSync(path.join(project, 'media/logo.png'), logo);
    built = await buildPictures(['media/portrait.jpg', 'media/logo.png'], {
      projectDir: project,
      cacheDir: cacheDir(),
    });
    writePictures(path.join(project, 'client'), built);
  }, 120_000);

  it('are made once each, at their own width (never wider), in AVIF, WebP and their own format', () => {
    expect(built.made).toBe(2);
    expect(built.manifest['media/portrait.jpg']!.files.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 400',
      'webp 400',
      'jpeg 400',
    ]);
    expect(built.manifest['media/logo.png']!.files.map(({ format, width }) => `${format} ${width}`)).toEqual([
      'avif 320',
      'webp 320',
      'png 320',
    ]);
    expect(built.manifest['media/logo.png']).toMatchObject({ width: 320, height: 80, fallback: 'png' });
  });

  it("keep a logo's transparent ground transparent in every format", async () => {
    for (const file of built.manifest['media/logo.png']!.files) {
      const { data, info } = await sharp(readFileSync(path.join(project, 'client', file.url)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const alphaAt = (x: number, y: number) => data[(y * info.width + x) * info.channels + 3];
      expect({ format: file.format, mark: alphaAt(40, 40), ground: alphaAt(300, 40) }).toEqual({
        format: file.format,
        mark: 255,
        ground: 0,
      });
    }
  });
});

describe('pictures made side by side', () => {
  it('are the files the same pictures get made one at a time; two sources of the same bytes are made once', async () => {
    const sources = ['a', 'b', 'c', 'd'].map((name, i) => ({ name: `media/side-${name}.png`, hue: 40 * i }));
    for (const { name, hue } of sources)
      writeFileSync(
        path.join(project, name),
        await sharp({ create: { width: 700, height: 300, channels: 3, background: `hsl(${hue}, 70%, 50%)` } })
          .png()
          .toBuffer(),
      );
    // A copy of the first under another name: the same bytes, so the same cache entry.
    writeFileSync(path.join(project, 'media/side-copy.png'), readFileSync(path.join(project, sources[0]!.name)));
    const names = [...sources.map(({ name }) => name), 'media/side-copy.png'];

    const together = await buildPictures(names, { projectDir: project, cacheDir: path.join(project, 'together') });
    const oneByOne: BuiltPictures['manifest'] = {};
    for (const name of names)
      Object.assign(
        oneByOne,
        (await buildPictures([name], { projectDir: project, cacheDir: path.join(project, 'one-by-one') })).manifest,
      );

    expect(together.made).toBe(sources.length);
    // The same names, which carry the hash of each file's bytes, the same sizes and placeholders.
    expect(together.manifest).toEqual(oneByOne);
    expect(Object.keys(together.manifest)).toEqual(names);
    for (const { name } of sources) expect(together.manifest[name]!.files).toHaveLength(widthsFor(700).length * 3);
    for (const { url } of Object.values(together.manifest).flatMap(({ files }) => files))
      expect(existsSync(together.files.get(url.slice(1))!)).toBe(true);
  }, 120_000);
});
