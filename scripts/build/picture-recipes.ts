/**
 * How the build makes a picture's files with sharp: AVIF and WebP, and the source's own format for browsers that take
 * neither, at each width the site draws it (never wider than the source), upright, without metadata (sharp writes
 * none unless asked: no camera, place or time leaves the project), and a tiny copy for the placeholder. A drawing
 * (SVG) is kept as it is: it is sharp at every width.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { PICTURE_WIDTHS, type PictureFormat } from '../../site/picture-outputs.ts';

/**
 * sharp's version, read from its package: sharp itself (75 ms to load, and its native library) is loaded only when a
 * picture is made, which a build whose pictures did not change never does. Its version pins the libvips it brings.
 */
const SHARP_VERSION = (
  JSON.parse(
    readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve('sharp')), '../package.json'), 'utf8'),
  ) as { version: string }
).version;

/** The width of the blurred placeholder inlined in the page. */
const PLACEHOLDER_WIDTH = 16;

/** Each format's encoder settings, chosen for screenshots drawn at about the screen's own pixels. */
const ENCODERS = {
  avif: { quality: 50, effort: 4 },
  webp: { quality: 78, effort: 4 },
  jpeg: { quality: 80, mozjpeg: true },
  png: { compressionLevel: 9, effort: 7 },
};
const PLACEHOLDER_ENCODER = { quality: 40 };

/** What the files are made with, for the cache's key: a change of any of it makes every picture again. */
export const RECIPE_VERSION = JSON.stringify([
  'pictures 1',
  SHARP_VERSION,
  PICTURE_WIDTHS,
  PLACEHOLDER_WIDTH,
  ENCODERS,
  PLACEHOLDER_ENCODER,
]);

const encode = (image: Sharp, format: keyof typeof ENCODERS) => image.toFormat(format, ENCODERS[format]).toBuffer();

export interface MadeFile {
  format: PictureFormat;
  width: number;
  bytes: Buffer;
}

export interface MadePicture {
  width: number;
  height: number;
  fallback: PictureFormat;
  files: MadeFile[];
  placeholder?: string;
}

/** The widths to make of a source `width` pixels wide: those below it, and the source's own up to the widest. */
export function widthsFor(width: number): number[] {
  const widest = PICTURE_WIDTHS.at(-1)!;
  return [...new Set([...PICTURE_WIDTHS.filter((candidate) => candidate < width), Math.min(width, widest)])];
}

export async function makePicture(source: Buffer): Promise<MadePicture> {
  const { default: sharp } = await import('sharp');
  const metadata = await sharp(source).metadata();
  // EXIF orientations 5 to 8 turn the picture a quarter: its upright width is the height stored.
  const turned = (metadata.orientation ?? 1) >= 5;
  const width = (turned ? metadata.height : metadata.width) ?? 0;
  const height = (turned ? metadata.width : metadata.height) ?? 0;
  if (metadata.format === 'svg')
    return { width, height, fallback: 'svg', files: [{ format: 'svg', width, bytes: source }] };
  // The source's format for browsers without AVIF and WebP; PNG for any but JPEG, which keeps transparency.
  const fallback = metadata.format === 'jpeg' ? 'jpeg' : 'png';
  // Every file at once: sharp runs as many side by side as its threads allow.
  const wanted = widthsFor(width).flatMap((size) =>
    (['avif', 'webp', fallback] as const).map((format) => ({ size, format })),
  );
  const [tiny, ...encoded] = await Promise.all([
    sharp(source).rotate().resize({ width: PLACEHOLDER_WIDTH }).webp(PLACEHOLDER_ENCODER).toBuffer(),
    ...wanted.map(({ size, format }) => encode(sharp(source).rotate().resize({ width: size }), format)),
  ]);
  const files = wanted.map(({ size, format }, i): MadeFile => ({ format, width: size, bytes: encoded[i]! }));
  return { width, height, fallback, files, placeholder: `data:image/webp;base64,${tiny!.toString('base64')}` };
}
