/**
 * Unsaved work kept in the browser, so a closed tab or a reload loses nothing: the text being edited and the version of
 * site.json it was made from. On opening, a draft made from the file as it is now is restored; one made from an older
 * file is offered, never applied silently.
 */
const KEY = 'site-json-editor-draft';

export interface Draft {
  baseVersion: string;
  text: string;
}

export function readDraft(): Draft | undefined {
  try {
    const draft = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Draft | null;
    return draft && typeof draft.text === 'string' && typeof draft.baseVersion === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(draft: Draft | undefined): void {
  try {
    if (draft) localStorage.setItem(KEY, JSON.stringify(draft));
    else localStorage.removeItem(KEY);
  } catch {
    // A browser that keeps nothing (private mode, full storage): the work is still here until the tab closes.
  }
}
