/**
 * Under the bar: what happened last (saved, not saved and why, loaded again), and a change of the file on disk made
 * while work here is unsaved, with the two ways out. Problems are alerts; the rest is said politely.
 */
import type { Notice } from './notice.ts';

export interface NoticesProps {
  fileName: string;
  notice: Notice | undefined;
  /** Whether the file changed on disk under unsaved work. */
  conflict: boolean;
  onReload: () => void;
  onSaveOver: () => void;
}

export function Notices({ fileName, notice, conflict, onReload, onSaveOver }: NoticesProps) {
  if (!notice && !conflict) return null;
  return (
    <div className="editor__notices">
      {conflict && (
        <div className="notice notice--problem" role="alert">
          <p>
            {fileName} changed on disk since it was opened (a git pull, or another editor). Your unsaved changes are
            still here, and nothing has been overwritten.
          </p>
          <button type="button" className="button" onClick={onReload}>
            Reload from disk (drops your changes)
          </button>
          <button type="button" className="button button--quiet" onClick={onSaveOver}>
            Save mine over it
          </button>
        </div>
      )}
      {notice && (
        <p className={`notice notice--${notice.tone}`} role={notice.tone === 'problem' ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
    </div>
  );
}
