/**
 * site.json changed on disk (a git pull, another editor): it is loaded again when nothing here is unsaved; when the
 * work here changed other fields than the change on disk, the two are joined, field by field (the work still unsaved,
 * on top); otherwise the change is shown as a conflict and the work is kept, until the editor reloads from disk or
 * saves over it.
 */
import { useEffect, useRef, useState, type Dispatch, type RefObject } from 'react';
import { loadSite, versionOnDisk, type SiteFile } from '../api.ts';
import { hasUnsavedWork, type EditorAction, type EditorState } from '../editor-state.ts';
import type { Notice } from '../notice.ts';
import { openedOf } from '../opening.ts';
import { mergeValues, withChoices, type Clash } from '../../team/merge-json.ts';

/** How often the editor asks whether site.json changed on disk (a git pull, another editor). */
const DISK_CHECK_MS = 2000;

export interface DiskWatchOptions {
  fileName: string;
  /** The file on disk when the editor opens with work made from an older one. */
  initialConflict: SiteFile | undefined;
  current: RefObject<EditorState>;
  /** A save under way: the file on disk is then the editor's own new version, not someone else's. */
  saving: RefObject<boolean>;
  dispatch: Dispatch<EditorAction>;
  /** Starts the check over from a file read again. */
  reopen: (fresh: SiteFile, data: unknown) => void;
  setNotice: (notice: Notice) => void;
}

/** The work here joined with the file's data on disk, field by field; undefined when either is not JSON. */
function mergedWithDisk(state: EditorState, onDisk: unknown): { value: unknown; clashes: Clash[] } | undefined {
  if (state.data === undefined || state.saved.data === undefined || onDisk === undefined) return undefined;
  return mergeValues(state.saved.data, state.data, onDisk);
}

/** The work here joined with the file's data on disk, against the version both began from; undefined on a clash. */
function joinedWithDisk(state: EditorState, onDisk: unknown): unknown {
  const merged = mergedWithDisk(state, onDisk);
  return merged && merged.clashes.length === 0 ? merged.value : undefined;
}

/** The fields changed both here and on disk, to different values: what a person chooses between. */
export function clashesWithDisk(state: EditorState, onDisk: SiteFile): Clash[] {
  return mergedWithDisk(state, openedOf(onDisk).data)?.clashes ?? [];
}

export function useDiskWatch({
  fileName,
  initialConflict,
  current,
  saving,
  dispatch,
  reopen,
  setNotice,
}: DiskWatchOptions) {
  const [conflict, setConflict] = useState<SiteFile | undefined>(initialConflict);
  // Whether a conflict is shown, for a save pressed before the next drawing.
  const conflictShown = useRef(conflict !== undefined);
  conflictShown.current = conflict !== undefined;

  /**
   * Shows `fresh`, the file as it is on disk, and says `text` of it (`tone`, by default news): its data, or `joined`
   * (that data with the work here on top, still to save); the check starts over from the file.
   */
  const showFromDisk = (fresh: SiteFile, text: string, joined?: unknown, tone: Notice['tone'] = 'info') => {
    const opened = openedOf(fresh);
    reopen(fresh, opened.data);
    dispatch(joined === undefined ? { type: 'load', file: opened } : { type: 'load', file: opened, data: joined });
    setNotice({ tone, text, at: joined ?? opened.data });
  };

  useEffect(() => {
    const timer = setInterval(() => {
      if (saving.current) return;
      void versionOnDisk()
        .then(async (version) => {
          const now = current.current;
          if (saving.current || !version || version === now.saved.version || version === conflict?.version) return;
          const fresh = await loadSite();
          if (saving.current || fresh.version === current.current.saved.version) return;
          const opened = openedOf(fresh);
          const joined = hasUnsavedWork(current.current) ? joinedWithDisk(current.current, opened.data) : undefined;
          if (joined !== undefined)
            // Changes on disk to other fields than those changed here join them: the work stays unsaved, on top.
            showFromDisk(
              fresh,
              `${fileName} changed on disk (another editor, or a git pull) in other places than yours: its changes were joined with yours, which are still to save.`,
              joined,
            );
          else if (hasUnsavedWork(current.current)) setConflict(fresh);
          else
            showFromDisk(fresh, `${fileName} changed on disk (a git pull, or another editor), so it was loaded again.`);
        })
        .catch(() => undefined);
    }, DISK_CHECK_MS);
    return () => clearInterval(timer);
  }, [reopen, conflict, fileName]);

  /** "Reload from disk": the file as it is now replaces the work here. */
  const reloadFromDisk = async () => {
    showFromDisk(conflict ?? (await loadSite()), `Loaded ${fileName} from disk.`);
    setConflict(undefined);
  };

  /** The work here joined with the file on disk, the fields changed on both sides settled as chosen. */
  const joinWithDisk = (takeTheirs: ReadonlySet<string>) => {
    if (!conflict) return;
    const merged = mergedWithDisk(current.current, openedOf(conflict).data);
    if (!merged) return;
    showFromDisk(
      conflict,
      `Joined with ${fileName} as it is on disk, keeping the values you chose: your work is still to save.`,
      withChoices(merged.value, merged.clashes, takeTheirs),
    );
    setConflict(undefined);
  };

  /**
   * Says `notice` of an act of the server that may have changed the file (a restore, a publish's merge): the file as
   * it is now is loaded first when nothing here is unsaved, so the notice belongs to the data it speaks of.
   */
  const sayAfterServerChange = async (notice: Omit<Notice, 'at'>) => {
    const fresh = await loadSite().catch(() => undefined);
    if (fresh && fresh.version !== current.current.saved.version && !hasUnsavedWork(current.current))
      showFromDisk(fresh, notice.text, undefined, notice.tone);
    else setNotice({ ...notice, at: current.current.data });
  };

  return { conflict, conflictShown, setConflict, reloadFromDisk, joinWithDisk, sayAfterServerChange };
}
