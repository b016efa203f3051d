/**
 * The rules of pictures that the schema cannot express: the file is there, it is a picture by its bytes (whatever
 * its name says), a drawing carries no script, it is not too large to process, and its alt says what it shows rather
 * than its file name. And, as a warning that stops nothing, a picture with fewer pixels than its place shows on a
 * screen of 2 device pixels a pixel. Pure: what a file holds is handed in (node/picture-files.ts reads it from disk),
 * and so is the size of each section type's place for pictures (its facts).
 */
import { pictureFieldsOf, type PictureField } from './picture-fields.ts';
import { PICTURE_WIDTHS } from './picture-outputs.ts';
import type { Problem } from './problems.ts';

/**
 * What the checker needs to know of a picture file, told by its bytes: node/picture-files.ts reads them from disk, and
 * the editor's server sends the same facts to its page. Plain data, so it crosses to the editor's checker as it is.
 */
export interface PictureFile {
  /** Its size in bytes. */
  size: number;
  /** The format its first bytes announce; none for a file that is no picture, or one over the size limit (unread). */
  kind?: PictureKind;
  /** A drawing (SVG) that carries a script. */
  script?: boolean;
  /** Its size in pixels, upright, for a picture within the size limit that is not a drawing. */
  pixels?: { width: number; height: number };
}

/**
 * The largest box, in CSS pixels, in which a section type draws its pictures: its width, its height, or both (a
 * round photo); none for a type whose pictures fit any size.
 */
export interface PictureBox {
  width?: number;
  height?: number;
}

/** Device pixels a CSS pixel takes on the screens a picture must look sharp on (phones and laptops). */
export const SHARP_SCREEN_DENSITY = 2;

/** What a picture file holds, or undefined when there is no such file. */
export type ReadPicture = (src: string) => PictureFile | undefined;

/** A picture file the build still processes in a moment; a larger one is refused. */
export const MAX_PICTURE_BYTES = 20 * 1024 * 1024;
/** How many first bytes tell a picture's format, an SVG's prologue and comments included. */
export const PICTURE_HEAD_BYTES = 4096;

export type PictureKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'svg';

const startsWith = (bytes: Uint8Array, at: number, ascii: string) =>
  ascii.split('').every((char, i) => bytes[at + i] === char.charCodeAt(0));

/** The format a file's first bytes announce (its "magic bytes"), or undefined for anything else. */
export function pictureKind(head: Uint8Array): PictureKind | undefined {
  if (startsWith(head, 0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (startsWith(head, 0, 'GIF87a') || startsWith(head, 0, 'GIF89a')) return 'gif';
  if (startsWith(head, 0, 'RIFF') && startsWith(head, 8, 'WEBP')) return 'webp';
  if (startsWith(head, 4, 'ftyp') && isAvifBox(head)) return 'avif';
  if (isSvgText(head)) return 'svg';
  return undefined;
}

/** An ISO media file's first box names its brands: an AVIF names "avif" (a still picture) or "avis" (a sequence). */
function isAvifBox(head: Uint8Array): boolean {
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  const brands = new TextDecoder('latin1').decode(head.subarray(8, Math.min(boxSize, head.length)));
  return /avi[fs]/.test(brands);
}

/** Text that opens, after an optional byte order mark, XML prologue, comments and doctype, with an <svg> element. */
function isSvgText(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(head).replace(/^\uFEFF/, '');
  return /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text);
}

/** What in a drawing runs code in a browser: a script element, an event handler attribute, a javascript: address. */
const SVG_SCRIPT = /<script[\s>/]|\son[a-z]+\s*=|javascript\s*:/i;
export const svgHasScript = (text: string): boolean => SVG_SCRIPT.test(text);

/** Extensions of picture files, and the names cameras and screenshot tools give them. */
const FILE_NAME = /^[^\s/\\]+\.(png|jpe?g|gif|webp|avif|svg|heic|tiff?|bmp)$/i;
const DEVICE_NAME = /^(img|dsc|dscn|pxl|screenshot|screen shot)[ _-]?\d/i;

/** Whether an alt is a file name ("calendar.png", "IMG_2041", or the picture's own name) rather than words. */
export function altIsFileName(alt: string, src: string): boolean {
  const words = alt.trim().toLowerCase();
  const file = (src.split('/').pop() ?? '').toLowerCase();
  return FILE_NAME.test(words) || DEVICE_NAME.test(words) || words === file || words === file.replace(/\.[^.]+$/, '');
}

/** Where a picture's file is, as the project holds it: media/NAME in media/, "/NAME" in public/. */
export const projectPathOf = (src: string) => (src.startsWith('/') ? `public${src}` : src);

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/**
 * The problems of every picture field of `data`; without `readPicture` only the alt texts are checked. `boxOf` gives
 * the box a field's place draws it in (by the section it is in), for the warning of a picture too small for it.
 */
export function pictureProblems(
  data: unknown,
  readPicture: ReadPicture | undefined,
  boxOf: (field: PictureField) => PictureBox | undefined = () => undefined,
): Problem[] {
  return pictureFieldsOf(data).flatMap((field) => {
    const { pointer, src, alt } = field;
    const problems: Problem[] = [];
    if (alt !== undefined && altIsFileName(alt, src)) {
      problems.push({
        code: 'alt-is-file-name',
        pointer: `${pointer}/alt`,
        message: `the alternative text "${alt}" is a file name, which tells people who cannot see the picture nothing: write what the picture shows, in words`,
      });
    }
    const file = readPicture?.(src);
    const fileProblem = readPicture && fileProblemOf(src, file);
    if (fileProblem) problems.push({ ...fileProblem, pointer: `${pointer}/src` });
    const box = !fileProblem && file?.pixels ? boxOf(field) : undefined;
    const tooSmall = box && file?.pixels && tooSmallFor(src, file.pixels, box);
    if (tooSmall) problems.push({ ...tooSmall, pointer: `${pointer}/src` });
    return problems;
  });
}

/** The pixels a place of `box` asks of a picture: twice its CSS pixels, across no more than the widest the build makes. */
export function pixelsFor(box: PictureBox): { width?: number; height?: number } {
  const widest = PICTURE_WIDTHS.at(-1)!;
  return {
    ...(box.width === undefined ? {} : { width: Math.min(SHARP_SCREEN_DENSITY * box.width, widest) }),
    ...(box.height === undefined ? {} : { height: SHARP_SCREEN_DENSITY * box.height }),
  };
}

const count = (value: number) => value.toLocaleString('en');

function tooSmallFor(
  src: string,
  pixels: { width: number; height: number },
  box: PictureBox,
): Omit<Problem, 'pointer'> | undefined {
  const wanted = pixelsFor(box);
  const narrow = wanted.width !== undefined && pixels.width < wanted.width;
  const low = wanted.height !== undefined && pixels.height < wanted.height;
  if (!narrow && !low) return undefined;
  const size = `${count(pixels.width)} × ${count(pixels.height)} pixels`;
  const place = [
    box.width === undefined ? '' : `${count(box.width)} pixels wide`,
    box.height === undefined ? '' : `${count(box.height)} high`,
  ]
    .filter(Boolean)
    .join(' and ');
  const need = [narrow ? `${count(wanted.width!)} pixels wide` : '', low ? `${count(wanted.height!)} pixels high` : '']
    .filter(Boolean)
    .join(' and ');
  return {
    code: 'picture-too-small',
    severity: 'warning',
    message: `the picture ${projectPathOf(src)} is ${size}, and this place shows it up to ${place}: it looks blurred on most phones and laptops, whose screens draw each of the page's pixels with ${SHARP_SCREEN_DENSITY} of their own.`,
    hint: `Use a picture at least ${need}; the page still works with this one.`,
  };
}

function fileProblemOf(src: string, file: PictureFile | undefined): Omit<Problem, 'pointer'> | undefined {
  const where = projectPathOf(src);
  if (!file)
    return {
      code: 'picture-missing',
      message: `there is no file ${where}: put the picture there, or correct its name`,
    };
  if (file.size > MAX_PICTURE_BYTES)
    return {
      code: 'picture-too-large',
      message: `the file ${where} is ${megabytes(file.size)}, more than the ${megabytes(MAX_PICTURE_BYTES)} a picture may have: save it smaller (a screenshot needs at most some 3,000 pixels across)`,
    };
  if (!file.kind)
    return {
      code: 'not-a-picture',
      message: `the file ${where} is not a picture by its contents (not PNG, JPEG, GIF, WebP, AVIF or SVG), whatever its name says: save it again in one of those formats, or name the right file`,
    };
  if (file.script)
    return {
      code: 'svg-with-script',
      message: `the drawing ${where} holds a script (a <script> element, an "on…" attribute or a javascript: address), which the site refuses to ship: remove it, or export the drawing again without scripts`,
    };
  return undefined;
}
