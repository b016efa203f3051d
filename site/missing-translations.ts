/**
 * What is left to translate into one language (`npm run validate -- --missing nl`): every text of the site without a
 * translation, at its place, then the translations no text uses any more, and the lines to paste into "texts".
 */
import { locate, parseJson } from './json-source.ts';
import { escapePointer, type Position } from './problems.ts';
import { readablePath } from './readable-path.ts';
import { textsOf, type TextShape } from './text-shape.ts';
import { languageLabel, untranslated, unusedTranslations } from './translation-check.ts';

export interface TextToTranslate extends Position {
  pointer: string;
  path: string;
  /** The English words, as written (placeholders unfilled). */
  text: string;
}

export type MissingTranslations =
  | { ok: true; language: string; total: number; missing: TextToTranslate[]; unused: TextToTranslate[] }
  /** The file cannot be read as JSON, or declares no translation into this language (`declared`: those it does). */
  | { ok: false; reason: 'unreadable' | 'not-declared'; declared: string[] };

export function missingTranslations(fileText: string, language: string, shape: TextShape | null): MissingTranslations {
  const parsed = parseJson(fileText);
  if (!parsed.ok) return { ok: false, reason: 'unreadable', declared: [] };
  const data = parsed.data as { translations?: unknown } | null;
  const list = Array.isArray(data?.translations) ? (data.translations as { language?: unknown; texts?: unknown }[]) : [];
  const index = list.findIndex((entry) => entry?.language === language);
  if (index === -1) return { ok: false, reason: 'not-declared', declared: list.map((entry) => String(entry?.language)) };
  const texts = list[index]!.texts && typeof list[index]!.texts === 'object' ? (list[index]!.texts as Record<string, unknown>) : {};
  const { translations: _, ...site } = data as Record<string, unknown>;
  const found = textsOf(site, shape ?? undefined);
  const placed = (pointer: string, text: string, at?: 'key'): TextToTranslate => ({
    pointer,
    path: readablePath(pointer, parsed.data),
    text,
    ...locate(parsed.document, parsed.text, { pointer, ...(at ? { at } : {}) }),
  });
  const seen = new Set<string>();
  const missing = untranslated(found, { texts }).filter(({ text }) => !seen.has(text) && seen.add(text)).map(({ pointer, text }) => placed(pointer, text));
  const unused = unusedTranslations(found, { texts }).map((english) => placed(`/translations/${index}/texts/${escapePointer(english)}`, english, 'key'));
  return { ok: true, language, total: new Set(found.map(({ text }) => text)).size, missing, unused };
}

/** The report an editor reads: each text to translate at its place, the unused translations, a count, and lines to paste. */
export function missingReport(name: string, result: Extract<MissingTranslations, { ok: true }>): string {
  const label = languageLabel(result.language);
  const line = (entry: TextToTranslate) => `${name}:${entry.line}:${entry.column}  ${entry.path}  ${JSON.stringify(entry.text)}`;
  // concat, not push(...): a spread passes every entry as an argument, more than the call stack holds for a long list.
  let parts = result.missing.map(line);
  if (result.unused.length) parts = parts.concat('', `Translations no text uses any more (the English changed or was removed): correct their English words, or remove them.`, result.unused.map(line));
  const done = result.total - result.missing.length;
  if (result.missing.length === 0) {
    parts.push(`✓ every text of ${name} is translated into ${label} (${result.total} texts)`);
    return parts.filter((part, i) => i > 0 || part !== '').join('\n');
  }
  parts.push(
    `✗ ${result.missing.length} of ${result.total} texts are not yet translated into ${label} (${done} are).`,
    '',
    `To translate them, add these lines to "texts" of the "${result.language}" translation and write each translation between the empty quotes:`,
    ...result.missing.map((entry) => `      ${JSON.stringify(entry.text)}: "",`),
  );
  return parts.join('\n');
}
