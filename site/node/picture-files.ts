/**
 * Picture files as the checker and the build read them: "media/NAME" from the project's media/ folder (or the one
 * SITE_MEDIA_DIR names, found at each check), "/NAME" from public/. An address that would lead outside its folder
 * names no file.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import {
  MAX_PICTURE_BYTES,
  PICTURE_HEAD_BYTES,
  pictureKind,
  projectPathOf,
  svgHasScript,
  type PictureFile,
  type ReadPicture,
} from '../picture-check.ts';
import { mediaDir, PUBLIC_DIR } from './paths.ts';

/**
 * The file a picture's `src` names, or undefined when it would lie outside media/ or public/: those of `projectDir`
 * when given (a test's copy of a project), else the site's own.
 */
export function pictureFilePath(src: string, projectDir?: string): string | undefined {
  const relative = projectPathOf(src);
  const [top, ...rest] = relative.split('/');
  const folder = projectDir
    ? path.join(projectDir, top!)
    : top === 'public'
      ? PUBLIC_DIR
      : top === 'media'
        ? mediaDir()
        : undefined;
  if (!folder) return undefined;
  const file = path.join(folder, ...rest);
  return file.startsWith(folder + path.sep) ? file : undefined;
}

/** A reader of picture files for one check: each file is read once, however many fields and languages name it. */
export function pictureReader(projectDir?: string): ReadPicture {
  const read = new Map<string, PictureFile | undefined>();
  return (src) => {
    if (!read.has(src)) read.set(src, readFacts(pictureFilePath(src, projectDir)));
    return read.get(src);
  };
}

/** What a file holds, read from its first bytes (the whole of a drawing); undefined when there is no such file. */
export function readFacts(file: string | undefined): PictureFile | undefined {
  if (!file) return undefined;
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return undefined;
    size = stats.size;
  } catch {
    return undefined;
  }
  if (size > MAX_PICTURE_BYTES) return { size };
  const head = Buffer.alloc(Math.min(size, PICTURE_HEAD_BYTES));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  const kind = pictureKind(head);
  if (!kind) return { size };
  if (kind === 'svg') return { size, kind, script: svgHasScript(readFileSync(file, 'utf8')) };
  // The size is in the header, which the first bytes nearly always hold; a JPEG with a long prologue is read whole.
  const pixels = pixelsOf(head) ?? (size > head.length ? pixelsOf(readFileSync(file)) : undefined);
  return { size, kind, ...(pixels ? { pixels } : {}) };
}

/** A picture's size in pixels as it is shown (upright: EXIF orientations 5 to 8 turn it a quarter), read from its header. */
function pixelsOf(bytes: Uint8Array): { width: number; height: number } | undefined {
  try {
    const { width, height, orientation } = imageSize(bytes);
    return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
  } catch {
    // A header image-size cannot read: the build's own reading (sharp) decides, and no warning is given.
    return undefined;
  }
}
