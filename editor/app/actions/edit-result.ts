/**
 * What an action on the document gives back: the new data with what is selected after it, or, for an action that
 * checks what was typed (a route, a language code), the reason it was refused, in words the form shows.
 */
import type { Selection } from '../editor-state.ts';

export interface Edit {
  data: unknown;
  selection: Selection;
}

export interface Refusal {
  refused: string;
}

/** Makes the edit, or hands back why not (undefined when it was made). */
export function applyOrRefuse(
  result: Edit | Refusal,
  edit: (data: unknown, selection: Selection) => void,
): string | undefined {
  if ('refused' in result) return result.refused;
  edit(result.data, result.selection);
  return undefined;
}
