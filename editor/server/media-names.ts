/**
 * The name an uploaded picture is saved under in media/: made from the name it had on the computer it came from, in
 * the characters a web address keeps as they are (lowercase a-z, 0-9 and dashes), with the extension its bytes call
 * for. Never a path: slashes, dots and anything else become dashes, so the name stays inside media/.
 */
import type { PictureKind } from '../../site/picture-check.ts';

/** The extension each kind of picture is saved with, whatever the uploaded name said. */
export const EXTENSION_OF: Record<PictureKind, string> = {
  png: 'png',
  jpeg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  avif: 'avif',
  svg: 'svg',
};

/** The name of a picture whose own name has nothing left once cleaned (".png", a name in another script). */
export const FALLBACK_BASE = 'picture';
/** Long enough for words, short enough for a readable address. */
const MAX_BASE_LENGTH = 60;

/** "Café Übersicht (final).PNG" → "cafe-ubersicht-final": the name without its extension, cleaned. */
export function cleanBaseName(uploadedName: string): string {
  const lastPart = uploadedName.split(/[/\\]/).pop() ?? '';
  const withoutExtension = lastPart.replace(/\.[^.]*$/, '');
  const cleaned = withoutExtension
    // Letters with accents become their plain letters (é → e); marks left alone are dropped below.
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_BASE_LENGTH)
    .replace(/^-+|-+$/g, '');
  return cleaned || FALLBACK_BASE;
}

/** The first of "base.ext", "base-2.ext", "base-3.ext"… that `isTaken` does not hold. */
export function freeName(base: string, extension: string, isTaken: (name: string) => boolean): string {
  let name = `${base}.${extension}`;
  for (let number = 2; isTaken(name); number++) name = `${base}-${number}.${extension}`;
  return name;
}
