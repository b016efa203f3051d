/**
 * site.json in another language: every text (text-shape.ts) replaced by its translation, looked up by its English
 * words. What is not a text (routes, addresses, icons, figures) stays as written. A text without a translation stays
 * English: the check reports it (translation-check.ts), so a site that passes has none.
 */
import type { SiteConfig, Translation } from '../schemas/site.types.ts';
import { pointerSteps } from './problems.ts';
import { textsOf, type FoundText, type TextShape } from './text-shape.ts';

export function translatedSite(source: SiteConfig, translation: Translation, shape: TextShape | null): SiteConfig {
  return withTexts(source, textsOf(source, shape ?? undefined), (text) => translation.texts[text]).copy;
}

/**
 * A copy of `data` in which each of its `texts` that `wordsFor` has words for is replaced by them, and which English
 * text each replaced pointer held.
 */
export function withTexts<T>(data: T, texts: readonly FoundText[], wordsFor: (text: string) => string | undefined): { copy: T; replaced: Map<string, string> } {
  const copy = structuredClone(data);
  const replaced = new Map<string, string>();
  for (const { pointer, text } of texts) {
    const words = wordsFor(text);
    if (words === undefined) continue;
    setAt(copy, pointer, words);
    replaced.set(pointer, text);
  }
  return { copy, replaced };
}

/** Writes a string at a JSON pointer of a value whose path to it exists (a text found by textsOf). */
function setAt(root: unknown, pointer: string, value: string): void {
  const steps = pointerSteps(pointer);
  const last = steps.pop()!;
  const parent = steps.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], root);
  (parent as Record<string, unknown>)[last] = value;
}
