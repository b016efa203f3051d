/**
 * What the editor opens with: the file, or the unsaved work of an earlier visit (its kept draft, and the edits kept as
 * its page closed, applied to the draft or file they were made on). Work made from the file as it is now comes back
 * as it was; work made from an older file comes back too, but is said to be so, and saving it is refused until the
 * editor chooses (reload from disk, or save over it).
 */
import type { OpenedFile } from './api.ts';
import { applyChanges, sameJson } from './document.ts';
import { fileRevision, type Draft, type PendingEdits } from './draft-storage.ts';
import type { Opened } from './editor-state.ts';
import { formatOf, textOf } from './file-format.ts';
import type { Notice } from './notice.ts';

/** The file as the editor holds it: its data, or its text when it is not JSON. */
export function openedOf(file: { text: string; version: string }): Opened {
  try {
    return { version: file.version, data: JSON.parse(file.text) as unknown };
  } catch {
    return { version: file.version, broken: file.text };
  }
}

export interface Opening {
  opened: Opened;
  /** The data edited from the start: the file's, or the work brought back. */
  data: unknown;
  text: string;
  revision: string;
  notice?: Notice;
  /** The file on disk, when the work brought back was made from an older one. */
  conflict?: { text: string; version: string };
}

export function openingOf(file: OpenedFile, draft: Draft | undefined, pending: PendingEdits | undefined): Opening {
  const opened = openedOf(file);
  const onFile = fileRevision(file.version);
  let work =
    draft && draft.text !== file.text
      ? {
          ...openedOf({ text: draft.text, version: draft.baseVersion }),
          text: draft.text,
          revision: draft.revision ?? onFile,
        }
      : undefined;
  const base =
    work?.data !== undefined
      ? work
      : opened.data !== undefined
        ? { data: opened.data, text: file.text, version: file.version, revision: onFile }
        : undefined;
  if (pending && base && pending.revision === base.revision) {
    const data = applyChanges(base.data, pending.changes);
    work = { version: base.version, data, text: textOf(data, formatOf(base.text, base.data)), revision: base.revision };
  }
  if (!work || work.data === undefined || !hasChanges(opened, work.data))
    return { opened, data: opened.data, text: file.text, revision: draft?.revision ?? onFile };
  const restored = { opened, data: work.data, text: work.text, revision: work.revision };
  if (work.version === file.version) {
    return {
      ...restored,
      notice: { tone: 'info', text: 'Your unsaved changes from last time are back. Save to keep them.', at: work.data },
    };
  }
  return {
    ...restored,
    conflict: file,
    notice: {
      tone: 'problem',
      text: `Your unsaved changes from last time were made before ${file.name} changed on disk. They are shown here; nothing was saved.`,
      at: work.data,
    },
  };
}

const hasChanges = (opened: Opened, data: unknown) => opened.data === undefined || !sameJson(opened.data, data);
