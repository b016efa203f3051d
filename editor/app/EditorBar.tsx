/** The bar at the top: the file edited, whether every change is saved, undo, redo and Save. */
export interface EditorBarProps {
  fileName: string;
  unsaved: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
}

export function EditorBar({ fileName, unsaved, canUndo, canRedo, onUndo, onRedo, onSave }: EditorBarProps) {
  return (
    <header className="editor__bar">
      <h1 className="editor__title">{fileName}</h1>
      <span className="editor__state" aria-live="polite">
        {unsaved ? 'Unsaved changes' : 'All changes saved'}
      </span>
      <button type="button" className="button button--quiet" onClick={onUndo} disabled={!canUndo}>
        Undo
      </button>
      <button type="button" className="button button--quiet" onClick={onRedo} disabled={!canRedo}>
        Redo
      </button>
      <button type="button" className="button" onClick={onSave}>
        Save
      </button>
    </header>
  );
}
