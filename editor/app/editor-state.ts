/**
 * What the editor holds: the file as it was opened or last saved, the data being edited and the product data (the
 * plans' figures, which the facts of site.json follow), undo and redo, and what is selected. Every change goes through
 * `edit`, so undo, redo, the preview and the checker see it; a change of a figure and of the fact that follows it is
 * one step. Versions share their untouched parts (document.ts), so a long undo history of a large site costs little.
 */
import { sameJson } from './document.ts';

export type Selection =
  | { kind: 'page'; page: number; section?: number }
  | { kind: 'part'; part: string }
  /** One language's texts still to translate (an index of "translations"). */
  | { kind: 'language'; language: number }
  /** The plans' names, prices and figures (the product data). */
  | { kind: 'plans' };

/** site.json as read: its data, or, when it is not JSON, its text as it is (nothing can be edited until it is fixed). */
export type Opened =
  { version: string; data: unknown; broken?: undefined } | { version: string; data?: undefined; broken: string };

/** One version of what is edited: site.json's data and the product data. */
export interface Version {
  data: unknown;
  product: unknown;
}

export interface EditorState {
  /** site.json as it is on disk, as far as the editor knows. */
  saved: Opened;
  /** The product data as it is on disk; undefined when the editor has none. */
  savedProduct: unknown;
  /** The data being edited; undefined while the file is not JSON. */
  data: unknown;
  product: unknown;
  past: Version[];
  future: Version[];
  selection: Selection;
}

export type EditorAction =
  | { type: 'edit'; data: unknown; product?: unknown; selection?: Selection }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; selection: Selection }
  /** `data` was saved as `version` (and the product data as `product`, when it was saved too). */
  | { type: 'saved'; version: string; data: unknown; product?: unknown }
  | { type: 'load'; file: Opened; data?: unknown }
  /** The product data as read from disk. */
  | { type: 'product'; product: unknown };

/** Undo goes back this many edits at most. */
const HISTORY_LIMIT = 200;

/** Work brought back from an earlier visit (`data`) can be undone back to the file. */
export function initialState(file: Opened, data: unknown = file.data, product?: unknown): EditorState {
  return {
    saved: file,
    savedProduct: product,
    data,
    product,
    past: data === file.data ? [] : [{ data: file.data, product }],
    future: [],
    selection: { kind: 'page', page: 0 },
  };
}

const versionOf = (state: EditorState): Version => ({ data: state.data, product: state.product });

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'edit': {
      const product = 'product' in action ? action.product : state.product;
      if ((action.data === state.data && product === state.product) || state.data === undefined)
        return action.selection ? { ...state, selection: action.selection } : state;
      return {
        ...state,
        data: action.data,
        product,
        past: [...state.past, versionOf(state)].slice(-HISTORY_LIMIT),
        future: [],
        selection: action.selection ?? state.selection,
      };
    }
    case 'undo': {
      const previous = state.past.at(-1);
      if (!previous) return state;
      return { ...state, ...previous, past: state.past.slice(0, -1), future: [versionOf(state), ...state.future] };
    }
    case 'redo': {
      const [next, ...rest] = state.future;
      if (!next) return state;
      return { ...state, ...next, past: [...state.past, versionOf(state)], future: rest };
    }
    case 'select':
      return { ...state, selection: action.selection };
    case 'saved':
      return {
        ...state,
        saved: { version: action.version, data: action.data },
        savedProduct: 'product' in action ? action.product : state.savedProduct,
      };
    case 'load':
      return {
        ...initialState(action.file, action.data ?? action.file.data, state.product),
        savedProduct: state.savedProduct,
        selection: state.selection,
      };
    case 'product':
      // Read as the editor opens: the history starts from it.
      return {
        ...state,
        product: action.product,
        savedProduct: action.product,
        past: state.past.map((version) => ({ ...version, product: action.product })),
      };
  }
}

// Asked at every change: sameJson stops at the first difference, where listing the changes would walk every one.
export const hasUnsavedWork = (state: EditorState) =>
  state.saved.broken === undefined && !sameJson(state.saved.data, state.data);

/** The product data differs from the file on disk. */
export const hasUnsavedProduct = (state: EditorState) => !sameJson(state.savedProduct, state.product);
