/**
 * site.json in another language: every text (text-shape.ts) replaced by its translation, looked up by its English
 * words. What is not a text (routes, addresses, icons, figures) stays as written. A text without a translation stays
 * English: the check reports it (translation-check.ts), so a site that passes has none.
 */
import type { SiteConfig, Translation } from '../schemas/site.types.ts';
import { pointerSteps } from './problems.ts';
import { textsOf, type TextShape } from './text-shape.ts';

export function translatedSite(source: SiteConfig, translation: Translation, shape: TextShape | null): SiteConfig {
  const copy = structuredClone(source);
  for (const { pointer, text } of textsOf(copy, shape ?? undefined)) {
    const words = translation.texts[text];
    if (words !== undefined) setAt(copy, pointer, words);
  }
  return copy;
}

/** Writes a string at a JSON pointer of a value whose path to it exists (a text found by textsOf). */
export function setAt(root: unknown, pointer: string, value: string): void {
  const steps = pointerSteps(pointer);
  const last = steps.pop()!;
  const parent = steps.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root);
  (parent as Record<string, unknown>)[last] = value;
}
