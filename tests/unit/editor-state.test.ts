/** The editor's undo and redo, and what counts as unsaved work. */
import { describe, expect, it } from 'vitest';
import { editorReducer, hasUnsavedWork, initialState } from '../../editor/app/editor-state.ts';

const opened = initialState({ text: '{"a":1}', version: 'v1' });

describe('the editor\'s history', () => {
  it('undoes and redoes edits in order, and a new edit drops what could be redone', () => {
    let state = editorReducer(opened, { type: 'edit', text: '{"a":2}' });
    state = editorReducer(state, { type: 'edit', text: '{"a":3}' });
    state = editorReducer(state, { type: 'undo' });
    expect(state.text).toBe('{"a":2}');
    state = editorReducer(state, { type: 'undo' });
    expect(state.text).toBe('{"a":1}');
    expect(editorReducer(state, { type: 'undo' })).toBe(state);
    state = editorReducer(state, { type: 'redo' });
    expect(state.text).toBe('{"a":2}');
    state = editorReducer(state, { type: 'edit', text: '{"a":4}' });
    expect(state.future).toEqual([]);
    expect(editorReducer(state, { type: 'redo' })).toBe(state);
  });

  it('keeps the last 200 edits', () => {
    let state = opened;
    for (let i = 0; i < 250; i++) state = editorReducer(state, { type: 'edit', text: `{"a":${i + 10}}` });
    expect(state.past).toHaveLength(200);
  });

  it('has unsaved work once the text differs from the file, and none after a save or after undoing back to it', () => {
    let state = editorReducer(opened, { type: 'edit', text: '{"a":2}' });
    expect(hasUnsavedWork(state)).toBe(true);
    expect(hasUnsavedWork(editorReducer(state, { type: 'undo' }))).toBe(false);
    state = editorReducer(state, { type: 'saved', version: 'v2' });
    expect(hasUnsavedWork(state)).toBe(false);
    expect(state.saved).toEqual({ text: '{"a":2}', version: 'v2' });
  });

  it('work brought back from an earlier visit can be undone back to the file', () => {
    const restored = initialState({ text: '{"a":1}', version: 'v1' }, '{"a":9}');
    expect(editorReducer(restored, { type: 'undo' }).text).toBe('{"a":1}');
  });

  it('an edit that changes nothing is no step of the history', () => {
    expect(editorReducer(opened, { type: 'edit', text: opened.text }).past).toEqual([]);
  });
});
