/**
 * What is edited and how it changes: the editor's state (editor-state.ts) with its undo and redo, the latest state for
 * callbacks that outlive a drawing, and the edits the forms make. A field changed in a form carries the translations
 * of its English texts with it (follow-translations.ts); words written for a text are its translation.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { TextShape } from '../../../site/text-shape.ts';
import { markReviewed, translateText } from '../actions/language-actions.ts';
import { getIn, merged, setIn, type Path } from '../document.ts';
import { editorReducer, initialState, type Selection } from '../editor-state.ts';
import { forgetPlaces, newFollowMemory, withTranslationsFollowing } from '../follow-translations.ts';
import type { Opening } from '../opening.ts';

export function useEdits(opening: Opening, texts: TextShape | null) {
  const [state, dispatch] = useReducer(editorReducer, opening, ({ opened, data }) => initialState(opened, data));
  const current = useRef(state);
  current.current = state;
  const follow = useRef(newFollowMemory());

  const edit = useCallback(
    (next: unknown, at?: Selection, product?: unknown) =>
      dispatch({
        type: 'edit',
        data: next,
        ...(at ? { selection: at } : {}),
        ...(product === undefined ? {} : { product }),
      }),
    [],
  );
  /** The value at `path` changed in a form: English texts that changed carry their translations with them. */
  const change = useCallback(
    (path: Path, value: unknown) => {
      const before = current.current.data;
      const after = setIn(before, path, merged(getIn(before, path), value));
      edit(withTranslationsFollowing(before, after, path, texts, follow.current));
    },
    [edit, texts],
  );
  const select = useCallback((next: Selection) => dispatch({ type: 'select', selection: next }), []);
  const translate = useCallback(
    (language: number, english: string, words: string | undefined) =>
      edit(translateText(current.current.data, language, english, words)),
    [edit],
  );
  const reviewed = useCallback(
    (language: number, english: string) => edit(markReviewed(current.current.data, language, english)),
    [edit],
  );

  // Typing in another place starts another memory of what translations carry.
  useEffect(() => {
    forgetPlaces(follow.current);
  }, [state.selection]);

  return { state, dispatch, current, follow, edit, change, select, translate, reviewed };
}
