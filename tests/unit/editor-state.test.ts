/** The editor's undo and redo, and what counts as unsaved work. */
import { describe, expect, it } from 'vitest';
import { setIn } from '../../editor/app/document.ts';
import { editorReducer, hasUnsavedWork, initialState } from '../../editor/app/editor-state.ts';

const file = { version: 'v1', data: { a: 1, b: { c: 'x' } } };
const opened = initialState(file);
const withA = (value: number) => ({ ...file.data, a: value });

describe("the editor's history", () => {
  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    let state = editorReducer(opened, { type: 'edit', data: withA(2) });
    state = editorReducer(state, { type: 'edit', data: withA(3) });
    state = editorReducer(state, { type: 'undo' });
    expect(state.data).toEqual(withA(2));
    state = editorReducer(state, { type: 'undo' });
    expect(state.data).toBe(file.data);
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
    state = editorReducer(state, { type: 'redo' });
    expect(state.data).toEqual(withA(2));
    state = editorReducer(state, { type: 'edit', data: withA(4) });
    expect(state.future).toEqual([]);
    expect(editorReducer(state, { type: 'redo' })).toBe(state);
  });

  it('keeps the last 200 edits', () => {
    let state = opened;
    for (let i = 0; i < 250; i++) state = editorReducer(state, { type: 'edit', data: withA(i + 10) });
    expect(state.past).toHaveLength(200);
  });

  it('has unsaved work once the data says something else than the file, and none after a save, undoing back, or typing it back', () => {
    let state = editorReducer(opened, { type: 'edit', data: withA(2) });
    expect(hasUnsavedWork(state)).toBe(true);
    expect(hasUnsavedWork(editorReducer(state, { type: 'undo' }))).toBe(false);
    // The same words typed again are no change, though they are another object.
    expect(hasUnsavedWork(editorReducer(state, { type: 'edit', data: setIn(state.data, ['a'], 1) }))).toBe(false);
    state = editorReducer(state, { type: 'saved', version: 'v2', data: state.data });
    expect(hasUnsavedWork(state)).toBe(false);
    expect(state.saved).toEqual({ version: 'v2', data: withA(2) });
  });

  it('work brought back from an earlier visit can be undone back to the file', () => {
    const restored = initialState(file, withA(9));
    expect(hasUnsavedWork(restored)).toBe(true);
    expect(editorReducer(restored, { type: 'undo' }).data).toBe(file.data);
  });

  it('an edit that changes nothing is no step of the history, and a file that is not JSON takes no edit', () => {
    expect(editorReducer(opened, { type: 'edit', data: opened.data }).past).toEqual([]);
    const broken = initialState({ version: 'v1', broken: '{"a": 1' });
    expect(editorReducer(broken, { type: 'edit', data: { a: 1 } })).toBe(broken);
    expect(hasUnsavedWork(broken)).toBe(false);
  });
});
