/**
 * Unsaved work kept in the browser, so a closed tab or a reload loses nothing: the text being edited and the version of
 * site.json it was made from. On opening, a draft made from the file as it is now is restored; one made from an older
 * file is offered, never applied silently. Kept in IndexedDB, which holds a site of any size (localStorage holds a
 * few megabytes) and is written from the checker's worker, off the typing path. The edits made since the last draft
 * was written (a key pressed just before the tab closed) are kept at once in localStorage as they leave the page:
 * they are small, and localStorage is written before the page goes.
 */
import { applyChanges, type Change } from './document.ts';
import { formatOf, textOf } from './file-format.ts';

const DATABASE = 'site-json-editor';
const STORE = 'drafts';
const KEY = 'site-json-editor-draft';
/** The file the kept changes were made on, written once per version of it. */
const BASE_KEY = 'site-json-editor-base';
const PENDING_KEY = 'site-json-editor-pending';
const PRODUCT_KEY = 'site-json-editor-product-draft';

export interface Draft {
  baseVersion: string;
  text: string;
  /** Names this write of the draft, so edits kept after it (PendingEdits) are applied to it and to nothing else. */
  revision?: string;
}

/** The revision edits are made on when no draft is kept: the file as it is at `version`. */
export const fileRevision = (version: string) => `file:${version}`;

/** Edits made after the draft of `revision` was written. */
export interface PendingEdits {
  revision: string;
  changes: Change[];
}

export function keepPending(pending: PendingEdits | undefined): void {
  try {
    if (pending) localStorage.setItem(PENDING_KEY, JSON.stringify(pending));
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Nothing kept (storage full or turned off): the draft written before them is still there.
  }
}

export function readPending(): PendingEdits | undefined {
  try {
    const pending = JSON.parse(localStorage.getItem(PENDING_KEY) ?? 'null') as PendingEdits | null;
    return pending && typeof pending.revision === 'string' && Array.isArray(pending.changes) ? pending : undefined;
  } catch {
    return undefined;
  }
}

function openDatabase(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(mode: IDBTransactionMode, act: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await openDatabase();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const request = act(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    database.close();
  }
}

/** The work kept: changes made on the file as it was at `baseVersion` (kept under BASE_KEY). */
export interface KeptChanges {
  baseVersion: string;
  revision: string;
  changes: Change[];
}

const isDraft = (value: unknown): value is Draft =>
  !!value && typeof (value as Draft).text === 'string' && typeof (value as Draft).baseVersion === 'string';
const isKept = (value: unknown): value is KeptChanges =>
  !!value && Array.isArray((value as KeptChanges).changes) && typeof (value as KeptChanges).baseVersion === 'string';

/** The unsaved work kept, as the text it makes of the file it was made on. */
export async function readDraft(): Promise<Draft | undefined> {
  try {
    const [kept, base] = await Promise.all([
      inStore('readonly', (store) => store.get(KEY)),
      inStore('readonly', (store) => store.get(BASE_KEY)),
    ]);
    if (isDraft(kept)) return kept;
    if (isKept(kept) && isDraft(base) && base.baseVersion === kept.baseVersion) {
      const data = JSON.parse(base.text) as unknown;
      return {
        baseVersion: kept.baseVersion,
        revision: kept.revision,
        text: textOf(applyChanges(data, kept.changes), formatOf(base.text, data)),
      };
    }
  } catch {
    // A browser that keeps nothing (private mode, storage turned off), or a kept file that no longer reads.
  }
  // A draft an earlier version of the editor kept in localStorage.
  try {
    const old = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as unknown;
    return isDraft(old) ? old : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the file the changes are made on (`text` at `version`): once per version, before the first change kept. */
export async function keepBase(version: string, text: string): Promise<void> {
  try {
    await inStore<unknown>(
      'readwrite',
      (store) => store.put({ baseVersion: version, text }, BASE_KEY) as IDBRequest<unknown>,
    );
  } catch {
    // Nothing kept (storage full or turned off): the work is still here until the tab closes.
  }
}

/** Keeps the changes made since the file was opened or saved; undefined: there are none (the work is saved). */
export async function keepChanges(kept: KeptChanges | undefined): Promise<void> {
  try {
    await inStore<unknown>(
      'readwrite',
      (store) => (kept ? store.put(kept, KEY) : store.delete(KEY)) as IDBRequest<unknown>,
    );
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // A browser that keeps nothing (private mode, full storage): the work is still here until the tab closes.
  }
}

/**
 * The plans' figures as edited and not saved, with the version of the product data they were made on. The product
 * data is small: it is kept whole, at once, at each change.
 */
export function keepProductDraft(draft: { baseVersion: string; product: unknown } | undefined): void {
  try {
    if (draft) localStorage.setItem(PRODUCT_KEY, JSON.stringify(draft));
    else localStorage.removeItem(PRODUCT_KEY);
  } catch {
    // Nothing kept (storage full or turned off): the work is still here until the tab closes.
  }
}

/** The plans' figures kept from an earlier visit, if they were made on the product data at `version`. */
export function readProductDraft(version: string): unknown {
  try {
    const draft = JSON.parse(localStorage.getItem(PRODUCT_KEY) ?? 'null') as {
      baseVersion?: unknown;
      product?: unknown;
    } | null;
    return draft?.baseVersion === version ? draft.product : undefined;
  } catch {
    return undefined;
  }
}
