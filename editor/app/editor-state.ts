/**
 * What the editor holds: the file as it was opened or last saved, the data being edited, undo and redo, and what is
 * selected. Every change of the data goes through `edit`, so undo, redo, the preview and the checker see it. Versions
 * share their untouched parts (document.ts), so a long undo history of a large site costs little.
 */
import { changesBetween } from './document.ts';

export type Selection =
  | { kind: 'page'; page: number; section?: number }
  | { kind: 'part'; part: string }
  /** One language's texts still to translate (an index of "translations"). */
  | { kind: 'language'; language: number };

/** site.json as read: its data, or, when it is not JSON, its text as it is (nothing can be edited until it is fixed). */
export type Opened = { version: string; data: unknown; broken?: undefined } | { version: string; data?: undefined; broken: string };

export interface EditorState {
  /** site.json as it is on disk, as far as the editor knows. */
  saved: Opened;
  /** The data being edited; undefined while the file is not JSON. */
  data: unknown;
  past: unknown[];
  future: unknown[];
  selection: Selection;
}

export type EditorAction =
  | { type: 'edit'; data: unknown; selection?: Selection }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; selection: Selection }
  /** `data` was saved as `version`. */
  | { type: 'saved'; version: string; data: unknown }
  | { type: 'load'; file: Opened; data?: unknown };

/** Undo goes back this many edits at most. */
const HISTORY_LIMIT = 200;

/** Work brought back from an earlier visit (`data`) can be undone back to the file. */
export function initialState(file: Opened, data: unknown = file.data): EditorState {
  return { saved: file, data, past: data === file.data ? [] : [file.data], future: [], selection: { kind: 'page', page: 0 } };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit':
      if (action.data === state.data || state.data === undefined) return action.selection ? { ...state, selection: action.selection } : state;
      return { ...state, data: action.data, past: [...state.past, state.data].slice(-HISTORY_LIMIT), future: [], selection: action.selection ?? state.selection };
    case 'undo': {
      if (state.past.length === 0) return state;
      return { ...state, data: state.past.at(-1), past: state.past.slice(0, -1), future: [state.data, ...state.future] };
    }
    case 'redo': {
      if (state.future.length === 0) return state;
      const [next, ...rest] = state.future;
      return { ...state, data: next, past: [...state.past, state.data], future: rest };
    }
    case 'select':
      return { ...state, selection: action.selection };
    case 'saved':
      return { ...state, saved: { version: action.version, data: action.data } };
    case 'load':
      return { ...initialState(action.file, action.data ?? action.file.data), selection: state.selection };
  }
}

export const hasUnsavedWork = (state: EditorState) => state.saved.broken === undefined && changesBetween(state.saved.data, state.data).length > 0;
