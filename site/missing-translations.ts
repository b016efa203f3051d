/**
 * What is left to do in one language (`npm run validate -- --missing nl`): every text of the site without a
 * translation, at its place; the translations to review, at their English text, with the words they carry now; the
 * translations and review entries no text uses any more; and the lines to paste into "texts".
 */
import { locate, parseJson } from './json-source.ts';
import { escapePointer, type Position } from './problems.ts';
import { readablePath } from './readable-path.ts';
import type { TextShape } from './text-shape.ts';
import {
  declaredTranslations,
  languageLabel,
  SHOW_ENGLISH,
  siteTexts,
  unusedTranslations,
  type UntranslatedSetting,
} from './translation-check.ts';
import { statusOfTexts } from './translation-status.ts';

export interface TextToTranslate extends Position {
  pointer: string;
  path: string;
  /** The English words, as written (placeholders unfilled). */
  text: string;
}

export interface TextToReview extends TextToTranslate {
  /** The translation it carries now, carried over from earlier English words. */
  translation: string;
}

export type MissingTranslations =
  | {
      ok: true;
      language: string;
      untranslated: UntranslatedSetting;
      /** How many different texts the site has. */
      total: number;
      missing: TextToTranslate[];
      review: TextToReview[];
      /** Translations, then entries of "review", that name no text the site uses (at the entry itself). */
      unused: TextToTranslate[];
    }
  /** The file cannot be read as JSON, or declares no translation into this language (`declared`: those it does). */
  | { ok: false; reason: 'unreadable' | 'not-declared'; declared: string[] };

export function missingTranslations(fileText: string, language: string, shape: TextShape | null): MissingTranslations {
  const parsed = parseJson(fileText);
  if (!parsed.ok) return { ok: false, reason: 'unreadable', declared: [] };
  const data = parsed.data as { translations?: unknown } | null;
  const list = Array.isArray(data?.translations) ? (data.translations as { language?: unknown }[]) : [];
  const translation = declaredTranslations(data).find((entry) => entry.language === language);
  if (!translation)
    return { ok: false, reason: 'not-declared', declared: list.map((entry) => String(entry?.language)) };
  const found = siteTexts(data, shape);
  const status = statusOfTexts(data, found).find((entry) => entry.code === language)!;
  const placed = (pointer: string, text: string, at?: 'key'): TextToTranslate => ({
    pointer,
    path: readablePath(pointer, parsed.data),
    text,
    ...locate(parsed.document, parsed.text, { pointer, ...(at ? { at } : {}) }),
  });
  const reviewed = new Set(status.toReview.map(({ text }) => text));
  const inTranslation = `/translations/${translation.index}`;
  const unused = [
    ...unusedTranslations(found, translation).map((english) =>
      placed(`${inTranslation}/texts/${escapePointer(english)}`, english, 'key'),
    ),
    ...translation.review.flatMap((english, i) =>
      reviewed.has(english) ? [] : [placed(`${inTranslation}/review/${i}`, english)],
    ),
  ];
  return {
    ok: true,
    language,
    untranslated: translation.untranslated,
    total: new Set(found.map(({ text }) => text)).size,
    missing: status.toTranslate.map(({ pointer, text }) => placed(pointer, text)),
    review: status.toReview.map(({ pointer, text }) => ({
      ...placed(pointer, text),
      translation: String(translation.texts[text]),
    })),
    unused,
  };
}

/**
 * The report an editor reads: each text to translate at its place, the translations to review, the unused ones, a
 * count, and lines to paste.
 */
export function missingReport(name: string, result: Extract<MissingTranslations, { ok: true }>): string {
  const label = languageLabel(result.language);
  const line = (entry: TextToTranslate) =>
    `${name}:${entry.line}:${entry.column}  ${entry.path}  ${JSON.stringify(entry.text)}`;
  // concat, not push(...): a spread passes every entry as an argument, more than the call stack holds for a long list.
  let parts = result.missing.map(line);
  if (result.review.length) {
    parts = parts.concat(
      '',
      `Translations to review (their English changed after they were translated): check that each still says the same, then remove its English words from "review" of the "${result.language}" translation.`,
      result.review.map((entry) => `${line(entry)}  translated as ${JSON.stringify(entry.translation)}`),
    );
  }
  if (result.unused.length)
    parts = parts.concat(
      '',
      `Translations no text uses any more (the English changed or was removed): correct their English words, or remove them.`,
      result.unused.map(line),
    );
  const done = result.total - result.missing.length;
  const review = result.review.length;
  const alsoReview = review
    ? `; ${review.toLocaleString('en-US')} ${review === 1 ? 'translation is' : 'translations are'} to review`
    : '';
  if (result.missing.length === 0) {
    parts.push(`✓ every text of ${name} is translated into ${label} (${result.total} texts)${alsoReview}`);
    return parts.filter((part, i) => i > 0 || part !== '').join('\n');
  }
  const meanwhile =
    result.untranslated === SHOW_ENGLISH
      ? `: its pages show ${result.missing.length === 1 ? 'it' : 'them'} in English`
      : '';
  parts.push(
    `✗ ${result.missing.length} of ${result.total} texts are not yet translated into ${label} (${done} are)${meanwhile}${alsoReview}.`,
    '',
    `To translate them, add these lines to "texts" of the "${result.language}" translation and write each translation between the empty quotes:`,
    ...result.missing.map((entry) => `      ${JSON.stringify(entry.text)}: "",`),
  );
  return parts.join('\n');
}
