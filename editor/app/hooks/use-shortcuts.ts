/** Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes, Ctrl+S saves (⌘ on a Mac), wherever the focus is in the editor. */
import { useEffect, type Dispatch } from 'react';
import type { EditorAction } from '../editor-state.ts';

export function useShortcuts(save: () => Promise<void>, dispatch: Dispatch<EditorAction>) {
  useEffect(() => {
    const keys = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey)) return;
      const key = event.key.toLowerCase();
      if (key === 's') {
        event.preventDefault();
        void save();
      } else if (key === 'z' || key === 'y') {
        event.preventDefault();
        dispatch({ type: key === 'y' || event.shiftKey ? 'redo' : 'undo' });
      }
    };
    window.addEventListener('keydown', keys);
    return () => window.removeEventListener('keydown', keys);
  }, [save]);
}
