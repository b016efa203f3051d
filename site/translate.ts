/**
 * site.json in another language: every text (text-shape.ts) replaced by its translation, looked up by its English
 * words. What is not a text (routes, addresses, icons, figures) stays as written. A text without a translation stays
 * English: the check reports it (translation-check.ts), so a site that passes has none.
 */
import type { SiteConfig, Translation } from '../schemas/site.types.ts';
import { isObject } from './is-object.ts';
import { branchFor, type TextShape } from './text-shape.ts';

export function translatedSite(source: SiteConfig, translation: Translation, shape: TextShape | null): SiteConfig {
  return withWords(source, shape ?? undefined, (text) => wordsIn(translation, text));
}

/**
 * A translation's words for `text`, or undefined when it has none: its own text only, so a text such as "constructor"
 * is not translated by what every object inherits.
 */
export function wordsIn(translation: { texts: Record<string, unknown> }, text: string): string | undefined {
  const words = Object.hasOwn(translation.texts, text) ? translation.texts[text] : undefined;
  return typeof words === 'string' ? words : undefined;
}

/**
 * A copy of `data` in which each text (as `shape` finds them, in textsOf's way) that `wordsFor` has words for is
 * replaced by them. Only the lists and objects that hold a changed text are copied; the copy shares the rest with
 * `data`, so neither may be changed afterwards. It walks the shape as textsOf does, but writes no pointer: a copy made
 * by writing each text at its pointer took half as long again on a large site.
 */
export function withWords<T>(data: T, shape: TextShape | undefined, wordsFor: (text: string) => string | undefined): T {
  switch (shape?.kind) {
    case 'text': {
      const words = typeof data === 'string' ? wordsFor(data) : undefined;
      return words === undefined ? data : (words as T);
    }
    case 'array': {
      if (!Array.isArray(data)) return data;
      let copy: unknown[] | undefined;
      for (let i = 0; i < data.length; i++) {
        const item = withWords(data[i], shape.items, wordsFor);
        if (item !== data[i]) (copy ??= data.slice())[i] = item;
      }
      return (copy ?? data) as T;
    }
    case 'object': {
      if (!isObject(data)) return data;
      let copy: Record<string, unknown> | undefined;
      for (const key in data) {
        // A field named like one of every object's own ("constructor", "toString") is no property of the shape.
        const child = Object.hasOwn(shape.properties, key) ? shape.properties[key] : shape.additional;
        if (!child) continue;
        const value = withWords(data[key], child, wordsFor);
        if (value === data[key]) continue;
        // Assigned to the copy's own field (the spread made it), so a field named "__proto__" is set like any other.
        (copy ??= { ...data })[key] = value;
      }
      return (copy ?? data) as T;
    }
    case 'union':
      return withWords(data, branchFor(data, shape)?.shape, wordsFor);
    default:
      return data;
  }
}
