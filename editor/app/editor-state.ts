/**
 * What the editor holds: the file as it was opened or last saved, the text being edited, undo and redo, and what is
 * selected. Every change of the text goes through `edit`, so undo, redo and the draft kept in the browser see it.
 */
import type { SiteFile } from './api.ts';

export type Selection =
  | { kind: 'page'; page: number; section?: number }
  | { kind: 'part'; part: string }
  /** One language's texts still to translate (an index of "translations"). */
  | { kind: 'language'; language: number };

export interface EditorState {
  /** site.json as it is on disk, as far as the editor knows. */
  saved: SiteFile;
  text: string;
  past: string[];
  future: string[];
  selection: Selection;
}

export type EditorAction =
  | { type: 'edit'; text: string; selection?: Selection }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; selection: Selection }
  | { type: 'saved'; version: string }
  | { type: 'load'; file: SiteFile; text?: string };

/** Undo goes back this many edits at most. */
const HISTORY_LIMIT = 200;

/** Work brought back from an earlier visit (`text`) can be undone back to the file. */
export function initialState(file: SiteFile, text = file.text): EditorState {
  return { saved: file, text, past: text === file.text ? [] : [file.text], future: [], selection: { kind: 'page', page: 0 } };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      if (action.text === state.text) return action.selection ? { ...state, selection: action.selection } : state;
      return { ...state, text: action.text, past: [...state.past, state.text].slice(-HISTORY_LIMIT), future: [], selection: action.selection ?? state.selection };
    case 'undo': {
      const previous = state.past.at(-1);
      return previous === undefined ? state : { ...state, text: previous, past: state.past.slice(0, -1), future: [state.text, ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      return next === undefined ? state : { ...state, text: next, past: [...state.past, state.text], future: rest };
    }
    case 'select':
      return { ...state, selection: action.selection };
    case 'saved':
      return { ...state, saved: { text: state.text, version: action.version } };
    case 'load':
      return { ...initialState(action.file, action.text), selection: state.selection };
  }
}

export const hasUnsavedWork = (state: EditorState) => state.text !== state.saved.text;
