/**
 * Two people's changes to one JSON file, merged field by field (a three-way merge against the version both began
 * from) rather than line by line: a heading changed here and its lead changed there, on the next line, join. The same
 * field changed by both to different values is a clash, named with both values, and the file is left to a person.
 * A list whose length changed on one side is taken as one value (its entries' places moved, so a change to an entry
 * on the other side could land on the wrong one): changed inside on the other side too, it is a clash. The result
 * keeps the formatting of "ours", the file as it is here (editor/app/file-format.ts).
 */
import { readablePath } from '../../site/readable-path.ts';
import { formatOf, textOf } from '../app/file-format.ts';

export interface Clash {
  pointer: string;
  ours: unknown;
  theirs: unknown;
}

export type MergeResult = { ok: true; text: string } | { ok: false; clashes: Clash[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const escapeStep = (step: string) => step.replaceAll('~', '~0').replaceAll('/', '~1');

/** The merged value (undefined: removed), and the clashes found, each with both sides' values. */
export function mergeValues(
  base: unknown,
  ours: unknown,
  theirs: unknown,
  pointer = '',
): { value: unknown; clashes: Clash[] } {
  if (same(ours, theirs)) return { value: ours, clashes: [] };
  if (same(base, ours)) return { value: theirs, clashes: [] };
  if (same(base, theirs)) return { value: ours, clashes: [] };
  if (isRecord(base) && isRecord(ours) && isRecord(theirs)) {
    const value: Record<string, unknown> = {};
    const clashes: Clash[] = [];
    // Ours' order of keys first, then the keys only theirs added.
    for (const key of [...new Set([...Object.keys(ours), ...Object.keys(theirs)])]) {
      const merged = mergeValues(base[key], ours[key], theirs[key], `${pointer}/${escapeStep(key)}`);
      if (merged.value !== undefined) value[key] = merged.value;
      clashes.push(...merged.clashes);
    }
    return { value, clashes };
  }
  if (
    Array.isArray(base) &&
    Array.isArray(ours) &&
    Array.isArray(theirs) &&
    base.length === ours.length &&
    base.length === theirs.length
  ) {
    const merged = base.map((entry, i) => mergeValues(entry, ours[i], theirs[i], `${pointer}/${i}`));
    return { value: merged.map((entry) => entry.value), clashes: merged.flatMap((entry) => entry.clashes) };
  }
  return { value: ours, clashes: [{ pointer, ours, theirs }] };
}

/** Merges the three texts; any of them not JSON is a clash at the whole file. */
export function mergeJsonTexts(baseText: string, oursText: string, theirsText: string): MergeResult {
  let base: unknown;
  let ours: unknown;
  let theirs: unknown;
  try {
    [base, ours, theirs] = [baseText, oursText, theirsText].map((text) => JSON.parse(text) as unknown);
  } catch {
    return { ok: false, clashes: [{ pointer: '', ours: oursText, theirs: theirsText }] };
  }
  const merged = mergeValues(base, ours, theirs);
  if (merged.clashes.length > 0) return { ok: false, clashes: merged.clashes };
  return { ok: true, text: textOf(merged.value, formatOf(oursText, ours)) };
}

const MOST_WORDS = 60;
const shown = (value: unknown) => {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? 'nothing');
  return JSON.stringify(text.length > MOST_WORDS ? `${text.slice(0, MOST_WORDS - 1)}…` : text);
};

/** A clash in words: `page / › section 1 (hero) › heading: here "A", published "B"`. */
export function clashInWords(clash: Clash, data: unknown): string {
  return `${readablePath(clash.pointer, data)}: here ${shown(clash.ours)}, published ${shown(clash.theirs)}`;
}
