/**
 * The bar at the top: the file edited, whether every change is saved, undo, redo and Save; in team mode, Publish for
 * publishers, History, who is signed in and Sign out (a form, which the server answers by ending every session of the account).
 */
import type { SignedIn } from './hooks/use-session.ts';

export interface EditorBarProps {
  fileName: string;
  unsaved: boolean;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  onSave: () => void;
  signedIn?: SignedIn | undefined;
  onPublish?: () => void;
  publishing?: boolean;
  onHistory?: () => void;
}

export function EditorBar(props: EditorBarProps) {
  const { fileName, unsaved, canUndo, canRedo, onUndo, onRedo, onSave, signedIn, onPublish, publishing, onHistory } =
    props;
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
      {signedIn?.canPublish && onPublish && (
        <button type="button" className="button" onClick={onPublish} disabled={publishing}>
          {publishing ? 'Publishing…' : 'Publish'}
        </button>
      )}
      {signedIn?.publishing && onHistory && (
        <button type="button" className="button button--quiet" onClick={onHistory}>
          History
        </button>
      )}
      {signedIn && (
        <form method="post" action="/sign-out" className="editor__account">
          <span>
            {signedIn.email} ({signedIn.role})
          </span>
          <button type="submit" className="button button--quiet">
            Sign out
          </button>
        </form>
      )}
    </header>
  );
}
