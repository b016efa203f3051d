/**
 * The whole-site check, run by a worker (checker.ts): it starts from the file and the work brought back, then hears of
 * every change; as the page is left, the edits the kept draft does not hold yet are kept at once. What each check
 * finds is drawn, and only when it differs from what the last one found (typing mostly changes no problem).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { OpenedFile } from '../api.ts';
import type { CheckSummary } from '../check-messages.ts';
import type { Checker } from '../checker.ts';
import { changesBetween } from '../document.ts';
import { fileRevision, keepPending } from '../draft-storage.ts';
import { hasUnsavedWork, type EditorState } from '../editor-state.ts';
import type { Opening } from '../opening.ts';

const NOT_CHECKED: CheckSummary = { ok: true, draft: false, problems: [], warnings: [], languages: [], sentences: [] };

export function useCheck(
  checker: Checker,
  file: OpenedFile,
  opening: Opening,
  state: EditorState,
  current: RefObject<EditorState>,
) {
  const [summary, setSummary] = useState<CheckSummary>(NOT_CHECKED);
  // The data the checker was last told of: each change is sent as its difference from it.
  const posted = useRef<unknown>(undefined);
  useEffect(() => {
    const stop = checker.onChecked((found) =>
      setSummary((shown) => (JSON.stringify(shown) === JSON.stringify(found) ? shown : found)),
    );
    checker.open(file, opening.text, opening.data, opening.revision);
    posted.current = opening.data;
    return () => void stop();
  }, [checker, file, opening]);
  useEffect(() => {
    if (posted.current === state.data) return;
    checker.edit(changesBetween(posted.current, state.data), state.data, hasUnsavedWork(state), state.saved.version);
    posted.current = state.data;
  }, [checker, state]);

  // Leaving the page (a reload, a closed tab): the edits the kept draft does not hold yet are kept at once.
  useEffect(() => {
    const leave = () => {
      if (hasUnsavedWork(current.current)) keepPending(checker.pendingEdits(current.current.data));
    };
    addEventListener('pagehide', leave);
    return () => removeEventListener('pagehide', leave);
  }, [checker]);

  /** The file read again from disk: the check starts over from it. */
  const reopen = useCallback(
    (fresh: { text: string; version: string }, data: unknown) => {
      checker.open(fresh, fresh.text, data, fileRevision(fresh.version));
      posted.current = data;
    },
    [checker],
  );
  /** An edit the checker hears of at once, not after the next drawing: a save asks for the text right after it. */
  const tellNow = useCallback(
    (before: unknown, after: unknown, savedVersion: string) => {
      checker.edit(changesBetween(before, after), after, true, savedVersion);
      posted.current = after;
    },
    [checker],
  );

  return { summary, reopen, tellNow };
}
