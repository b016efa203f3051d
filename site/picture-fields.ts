/**
 * The picture fields of site.json (schemas/defs/image.schema.json): where each is and what it holds. A picture field
 * is an object with a text `src` and no field the image shape does not know, so the share image (which also states
 * its size) is not one. The checker, the build and the renderer find pictures here, and never by a section's type.
 */
import { pointerOf } from './problems.ts';
import { isObject } from './is-object.ts';

/** The fields of an image (schemas/defs/image.schema.json's properties; a unit test keeps the two the same). */
export const IMAGE_FIELDS = ['src', 'alt', 'decorative', 'focus'] as const;

export interface PictureField {
  /** Where the field is: a JSON pointer ("/pages/2/sections/3/image"). */
  pointer: string;
  src: string;
  /** The alt as written, when it is a text. */
  alt?: string;
  decorative: boolean;
}

const isImage = (value: Record<string, unknown>) =>
  typeof value.src === 'string' && Object.keys(value).every((key) => (IMAGE_FIELDS as readonly string[]).includes(key));

/** Every picture field inside `value`, in the file's order; `pointer` is where `value` itself is. */
export function pictureFieldsOf(value: unknown, pointer = ''): PictureField[] {
  const found: PictureField[] = [];
  collect(value, pointer, [], found);
  return found;
}

/**
 * Walks the lists and objects inside `value` (`path` is the way to it below `pointer`): a pointer is written only for
 * a picture found, since the walk passes every value of the file and the checker walks it once per language.
 */
function collect(value: unknown, pointer: string, path: (string | number)[], found: PictureField[]): void {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (typeof value[i] !== 'object' || value[i] === null) continue;
      path.push(i);
      collect(value[i], pointer, path, found);
      path.pop();
    }
  } else if (isObject(value)) {
    if (isImage(value)) {
      found.push({
        pointer: pointer + pointerOf(path),
        src: value.src as string,
        ...(typeof value.alt === 'string' ? { alt: value.alt } : {}),
        decorative: value.decorative === true,
      });
      return;
    }
    for (const key in value) {
      const child = value[key];
      if (typeof child !== 'object' || child === null) continue;
      path.push(key);
      collect(child, pointer, path, found);
      path.pop();
    }
  }
}

/** Each picture file once, in the order site.json first names it. */
export const pictureSources = (value: unknown): string[] => [
  ...new Set(pictureFieldsOf(value).map((field) => field.src)),
];
