/**
 * Under the bar: what happened last (saved, not saved and why, loaded again), and a change of the file on disk made
 * while work here is unsaved, with the ways out: for each field changed both here and on disk, a choice between the
 * two values and "Join them"; or reload from disk, or save over it. Problems are alerts; the rest is said politely.
 */
import { useState } from 'react';
import type { Clash } from '../team/merge-json.ts';
import { clashValueInWords } from '../team/merge-json.ts';
import type { Notice } from './notice.ts';

export interface NoticesProps {
  fileName: string;
  notice: Notice | undefined;
  /** Whether the file changed on disk under unsaved work. */
  conflict: boolean;
  /** The fields changed both here and on disk, each named in words. */
  clashes: (Clash & { place: string })[];
  onReload: () => void;
  onSaveOver: () => void;
  /** Joins the work with the file on disk, taking the disk's value at these pointers. */
  onJoin: (takeTheirs: ReadonlySet<string>) => void;
}

export function Notices({ fileName, notice, conflict, clashes, onReload, onSaveOver, onJoin }: NoticesProps) {
  const [theirs, setTheirs] = useState<ReadonlySet<string>>(new Set());
  if (!notice && !conflict) return null;
  const choose = (pointer: string, takeTheirs: boolean) => {
    const next = new Set(theirs);
    if (takeTheirs) next.add(pointer);
    else next.delete(pointer);
    setTheirs(next);
  };
  return (
    <div className="editor__notices">
      {conflict && (
        <div className="notice notice--problem" role="alert">
          <p>
            {fileName} changed on disk since it was opened (a git pull, or another editor). Your unsaved changes are
            still here, and nothing has been overwritten.
          </p>
          {clashes.length > 0 && (
            <div className="clashes">
              <p>
                Changed both here and on disk: choose which value each keeps, then join your work with the rest of the
                change on disk.
              </p>
              {clashes.map((clash, i) => (
                <fieldset key={clash.pointer} className="clashes__field">
                  <legend>{clash.place}</legend>
                  <label>
                    <input
                      type="radio"
                      name={`clash-${i}`}
                      checked={!theirs.has(clash.pointer)}
                      onChange={() => choose(clash.pointer, false)}
                    />{' '}
                    Yours: {clashValueInWords(clash.ours)}
                  </label>
                  <label>
                    <input
                      type="radio"
                      name={`clash-${i}`}
                      checked={theirs.has(clash.pointer)}
                      onChange={() => choose(clash.pointer, true)}
                    />{' '}
                    On disk: {clashValueInWords(clash.theirs)}
                  </label>
                </fieldset>
              ))}
              <button type="button" className="button" onClick={() => onJoin(theirs)}>
                Join them, with these values
              </button>
            </div>
          )}
          <button type="button" className="button button--quiet" onClick={onReload}>
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
