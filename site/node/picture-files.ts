/**
 * Picture files as the checker and the build read them: "media/NAME" from the project's media/ folder, "/NAME" from
 * public/. An address that would lead outside its folder names no file.
 */
import { closeSync, openSync, readFileSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import { MAX_PICTURE_BYTES, PICTURE_HEAD_BYTES, pictureKind, projectPathOf, type PictureFileFacts, type ReadPicture } from '../picture-check.ts';
import { PROJECT_DIR } from './paths.ts';

/** The file a picture's `src` names under `projectDir`, or undefined when it would lie outside media/ or public/. */
export function pictureFilePath(src: string, projectDir: string = PROJECT_DIR): string | undefined {
  const relative = projectPathOf(src);
  const folder = path.join(projectDir, relative.split('/')[0]!);
  const file = path.join(projectDir, relative);
  return file.startsWith(folder + path.sep) ? file : undefined;
}

/** A reader of picture files for one check: each file is read once, however many fields and languages name it. */
export function pictureReader(projectDir: string = PROJECT_DIR): ReadPicture {
  const read = new Map<string, PictureFileFacts | undefined>();
  return (src) => {
    if (!read.has(src)) read.set(src, readFacts(pictureFilePath(src, projectDir)));
    return read.get(src);
  };
}

/** A file's size and first bytes; the whole text too when it is a drawing; undefined when there is no such file. */
function readFacts(file: string | undefined): PictureFileFacts | undefined {
  if (!file) return undefined;
  let size: number;
  try {
    const stats = statSync(file);
    if (!stats.isFile()) return undefined;
    size = stats.size;
  } catch {
    return undefined;
  }
  if (size > MAX_PICTURE_BYTES) return { size, head: new Uint8Array() };
  const head = Buffer.alloc(Math.min(size, PICTURE_HEAD_BYTES));
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, head.length, 0);
  } finally {
    closeSync(fd);
  }
  return { size, head, ...(pictureKind(head) === 'svg' ? { text: readFileSync(file, 'utf8') } : {}) };
}
