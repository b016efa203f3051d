/**
 * The rules of translations: each language declared once; every text of the site translated into each language, the
 * problem placed at the English text; a translation keeps its text's placeholders and link addresses, so the Dutch
 * page links where the English one does; and no translation is left of an English text the site no longer has.
 */
import { inlineLinks } from './inline-markup.ts';
import { escapePointer, type Problem } from './problems.ts';
import { isClose } from './schema-check.ts';
import { textsOf, type FoundText, type TextShape } from './text-shape.ts';

interface DeclaredTranslation {
  index: number;
  language: string;
  texts: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** A language's English name for messages: "Dutch (nl)". */
export function languageLabel(code: string): string {
  let name: string | undefined;
  try {
    name = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' }).of(code);
  } catch {
    name = undefined;
  }
  return name && name !== code ? `${name} (${code})` : `"${code}"`;
}

/** The translations of a parsed site.json, each with its place in the list; entries too broken to read are left to the schema. */
function declaredTranslations(data: Record<string, unknown>): DeclaredTranslation[] {
  const list = Array.isArray(data.translations) ? data.translations : [];
  return list.flatMap((entry, index) =>
    isObject(entry) && typeof entry.language === 'string' ? [{ index, language: entry.language, texts: isObject(entry.texts) ? entry.texts : {} }] : [],
  );
}

export function translationProblems(data: unknown, shape: TextShape | null): Problem[] {
  if (!isObject(data)) return [];
  const translations = declaredTranslations(data);
  if (translations.length === 0) return [];
  const { translations: _, ...site } = data;
  const texts = textsOf(site, shape ?? undefined);
  const written = isObject(data.site) && typeof data.site.language === 'string' ? data.site.language : undefined;
  const seen = new Set(written ? [written] : []);
  const problems: Problem[] = [];
  for (const translation of translations) {
    if (seen.has(translation.language)) {
      const message = translation.language === written
        ? `${languageLabel(translation.language)} is the language site.json is written in, so it needs no translation`
        : `${languageLabel(translation.language)} is declared a second time: each language has one entry, with all its texts`;
      problems.push({ code: 'language-declared-twice', pointer: `/translations/${translation.index}/language`, message, hint: 'Remove this entry, or move its texts into the first one.' });
      continue;
    }
    seen.add(translation.language);
    problems.push(...missingProblems(texts, translation), ...placeholderProblems(translation), ...unusedProblems(texts, translation));
  }
  return problems;
}

function textsPointer(translation: DeclaredTranslation, english: string): string {
  return `/translations/${translation.index}/texts/${escapePointer(english)}`;
}

/** The texts of the site that `translation` has no words for, in the file's order. */
export function untranslated(texts: readonly FoundText[], translation: Pick<DeclaredTranslation, 'texts'>): FoundText[] {
  return texts.filter(({ text }) => typeof translation.texts[text] !== 'string');
}

function missingProblems(texts: readonly FoundText[], translation: DeclaredTranslation): Problem[] {
  return untranslated(texts, translation).map(({ pointer }) => ({
    code: 'missing-translation',
    pointer,
    message: `this text has no ${languageLabel(translation.language)} translation`,
    hint: `Add its English words and their translation to "texts" of the "${translation.language}" translation; \`npm run validate -- --missing ${translation.language}\` lists every text still to translate.`,
  }));
}

/** The placeholders and link addresses of a text, each once per time it is written, in a stable order. */
function fixedParts(text: string): string[] {
  return [...[...text.matchAll(/\{[^{}\s]*\}/g)].map(([whole]) => whole), ...inlineLinks(text).map(({ href }) => `(${href})`)].sort();
}

function placeholderProblems(translation: DeclaredTranslation): Problem[] {
  const problems: Problem[] = [];
  for (const [english, words] of Object.entries(translation.texts)) {
    if (typeof words !== 'string') continue;
    const wanted = fixedParts(english);
    const given = fixedParts(words);
    const lacking = without(wanted, given);
    const extra = without(given, wanted);
    if (lacking.length === 0 && extra.length === 0) continue;
    const parts = [
      lacking.length ? `lacks ${lacking.join(', ')}` : '',
      extra.length ? `writes ${extra.join(', ')}, which the English text does not` : '',
    ].filter(Boolean);
    problems.push({
      code: 'translation-placeholders-differ',
      pointer: textsPointer(translation, english),
      message: `this ${languageLabel(translation.language)} translation ${parts.join(' and ')}`,
      hint: 'A translation keeps every {placeholder} and link address of its English text, the same number of times; only the words around them change.',
    });
  }
  return problems;
}

/** `list` with each entry of `taken` removed once. */
function without(list: string[], taken: string[]): string[] {
  const rest = [...taken];
  return list.filter((item) => {
    const at = rest.indexOf(item);
    if (at === -1) return true;
    rest.splice(at, 1);
    return false;
  });
}

function unusedProblems(texts: readonly FoundText[], translation: DeclaredTranslation): Problem[] {
  const used = new Set(texts.map(({ text }) => text));
  const untranslatedTexts = untranslated(texts, translation).map(({ text }) => text);
  return Object.keys(translation.texts)
    .filter((english) => !used.has(english))
    .map((english) => {
      const changed = untranslatedTexts.find((text) => isClose(english, text) || sameStart(english, text));
      return {
        code: 'unused-translation',
        pointer: textsPointer(translation, english),
        at: 'key',
        message: 'no text of the site reads like this any more, so this translation is never shown',
        hint: changed ? `Was the English changed to "${changed}"? Then write the new English words here.` : 'Remove it, or correct its English words to the text it translates.',
      } satisfies Problem;
    });
}

/** Two texts that start alike for their first half: most likely one edited into the other. */
function sameStart(a: string, b: string): boolean {
  const length = Math.floor(Math.min(a.length, b.length) / 2);
  return length >= 8 && a.slice(0, length) === b.slice(0, length);
}
