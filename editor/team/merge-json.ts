/**
 * Two people's changes to one JSON file, merged field by field (a three-way merge against the version both began
 * from) rather than line by line: a heading changed here and its lead changed there, on the next line, join. The same
 * field changed by both to different values is a clash, named with both values, and the file is left to a person.
 * A list whose length changed on one side is taken as one value (its entries' places moved, so a change to an entry
 * on the other side could land on the wrong one): changed inside on the other side too, it is a clash. The result
 * keeps the formatting of "ours", the file as it is here (editor/app/file-format.ts).
 */
import { isObject } from '../../site/is-object.ts';
import { escapePointer, pointerSteps } from '../../site/problems.ts';
import { readablePath } from '../../site/readable-path.ts';
import { setIn } from '../app/document.ts';
import { formatOf, textOf } from '../app/file-format.ts';
import { quotedWords } from './change-words.ts';

export interface Clash {
  pointer: string;
  ours: unknown;
  theirs: unknown;
}

export type MergeResult = { ok: true; text: string } | { ok: false; clashes: Clash[] };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

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
  if (isObject(base) && isObject(ours) && isObject(theirs)) {
    const value: Record<string, unknown> = {};
    const clashes: Clash[] = [];
    // Ours' order of keys first, then the keys only theirs added.
    for (const key of [...new Set([...Object.keys(ours), ...Object.keys(theirs)])]) {
      const merged = mergeValues(base[key], ours[key], theirs[key], `${pointer}/${escapePointer(key)}`);
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

/**
 * The merged value with each clash settled: the value on the other side where `takeTheirs` names its pointer, the one
 * here elsewhere (as `mergeValues` left it).
 */
export function withChoices(merged: unknown, clashes: readonly Clash[], takeTheirs: ReadonlySet<string>): unknown {
  let value = merged;
  for (const clash of clashes) {
    if (!takeTheirs.has(clash.pointer)) continue;
    // A list place is a number, so the place in a list is set rather than a key of that name added.
    let inside: unknown = value;
    const path = pointerSteps(clash.pointer).map((step) => {
      const place = Array.isArray(inside) && /^\d+$/.test(step) ? Number(step) : step;
      inside = (inside as Record<string | number, unknown> | undefined)?.[place];
      return place;
    });
    value = setIn(value, path, clash.theirs);
  }
  return value;
}

/** One side's value of a clash, as a person reads it: its words in quotes, or "nothing" where it was removed. */
export function clashValueInWords(value: unknown): string {
  if (value === undefined) return 'nothing (removed)';
  return quotedWords(typeof value === 'string' ? value : JSON.stringify(value));
}

/** A clash in words: `page / › section 1 (hero) › heading: here "A", published "B"`. */
export function clashInWords(clash: Clash, data: unknown): string {
  const [ours, theirs] = [clash.ours, clash.theirs].map(clashValueInWords);
  return `${readablePath(clash.pointer, data)}: here ${ours}, published ${theirs}`;
}
