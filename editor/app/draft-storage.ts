/**
 * Unsaved work kept in the browser, so a closed tab or a reload loses nothing: the text being edited and the version of
 * site.json it was made from. On opening, a draft made from the file as it is now is restored; one made from an older
 * file is offered, never applied silently. Kept in IndexedDB, which holds a site of any size (localStorage holds a
 * few megabytes) and is written from the checker's worker, off the typing path.
 */
const DATABASE = 'site-json-editor';
const STORE = 'drafts';
const KEY = 'site-json-editor-draft';

export interface Draft {
  baseVersion: string;
  text: string;
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

const isDraft = (value: unknown): value is Draft =>
  !!value && typeof (value as Draft).text === 'string' && typeof (value as Draft).baseVersion === 'string';

export async function readDraft(): Promise<Draft | undefined> {
  try {
    const draft = await inStore('readonly', (store) => store.get(KEY));
    if (isDraft(draft)) return draft;
  } catch {
    // A browser that keeps nothing (private mode, storage turned off): there is no draft to bring back.
  }
  // A draft an earlier version of the editor kept in localStorage.
  try {
    const old = JSON.parse(globalThis.localStorage?.getItem(KEY) ?? 'null') as unknown;
    return isDraft(old) ? old : undefined;
  } catch {
    return undefined;
  }
}

export async function writeDraft(draft: Draft | undefined): Promise<void> {
  try {
    await inStore<unknown>('readwrite', (store) => (draft ? store.put(draft, KEY) : store.delete(KEY)) as IDBRequest<unknown>);
    globalThis.localStorage?.removeItem(KEY);
  } catch {
    // A browser that keeps nothing (private mode, full storage): the work is still here until the tab closes.
  }
}
