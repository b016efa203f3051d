/**
 * What a browser is offered of one picture the build made: its files of each format, narrowest first, as `srcset`
 * lists them, and the formats offered before the fallback (AVIF, then WebP). Shared by the <picture> a page draws and
 * the preload its head writes, so both name the very same files and the browser fetches the picture once.
 */
import type { PictureFile, PictureFormat, PictureOutputs } from '../site/picture-outputs.ts';

/** The files of one format, narrowest first. */
export const filesOf = (outputs: PictureOutputs, format: PictureFormat) =>
  outputs.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width);

export const srcSet = (files: PictureFile[]) => files.map((file) => `${file.url} ${file.width}w`).join(', ');

/** The formats offered before the fallback, best first: a browser takes the first it can show. */
export const offeredFormats = (outputs: PictureOutputs) =>
  (['avif', 'webp'] as const).filter((format) => format !== outputs.fallback && filesOf(outputs, format).length > 0);
