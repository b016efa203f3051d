/**
 * The sections of one page: add one of a kind, move one, duplicate one, delete one. Each takes the data and the
 * page's index and gives back the new data with the section selected after it.
 */
import { insertIn, moveIn, setIn } from '../document.ts';
import type { SectionKind } from '../schema-bundle.ts';
import { pagesOf, sectionsOf } from '../site-paths.ts';
import type { Edit } from './edit-result.ts';

const sectionsPath = (page: number) => ['pages', page, 'sections'];
const sectionsAt = (data: unknown, page: number) => sectionsOf(pagesOf(data)[page]);

/** The section at `from` moves to `to`, the others keep their order; undefined when `to` is off the list. */
export function moveSection(data: unknown, page: number, from: number, to: number): Edit | undefined {
  if (to < 0 || to >= sectionsAt(data, page).length) return undefined;
  return { data: moveIn(data, sectionsPath(page), from, to), selection: { kind: 'page', page, section: to } };
}

/** A copy just after the section. The copy has no anchor (id): two sections of a page cannot share one. */
export function duplicateSection(data: unknown, page: number, index: number): Edit {
  const { id: _id, ...copy } = sectionsAt(data, page)[index]!;
  return {
    data: insertIn(data, sectionsPath(page), index + 1, copy),
    selection: { kind: 'page', page, section: index + 1 },
  };
}

/** The section goes; the one before it is selected, or the page when it was the last one. */
export function deleteSection(data: unknown, page: number, index: number): Edit {
  const others = sectionsAt(data, page).length > 1;
  return {
    data: setIn(data, [...sectionsPath(page), index], undefined),
    selection: { kind: 'page', page, ...(others ? { section: Math.max(0, index - 1) } : {}) },
  };
}

/** A new section of the kind, from its skeleton: after the selected section, or last when none is selected. */
export function addSection(data: unknown, page: number, selected: number | undefined, kind: SectionKind): Edit {
  const at = selected === undefined ? sectionsAt(data, page).length : selected + 1;
  return {
    data: insertIn(data, sectionsPath(page), at, kind.skeleton),
    selection: { kind: 'page', page, section: at },
  };
}
