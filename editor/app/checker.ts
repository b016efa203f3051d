/**
 * The editor's side of its checker (check-worker.ts): it posts each edit's changes, hears back what the check of each
 * version found, and for a save asks for the text of the version being saved together with its check.
 */
import type { PictureFile } from '../../site/picture-check.ts';
import type { ProductDataFile } from '../../site/product-facts.ts';
import type { SchemaDocument } from '../../site/schema-compile.ts';
import type { CheckSummary, FromChecker, ToChecker } from './check-messages.ts';
import { changesBetween, type Change } from './document.ts';
import { keepPending, type PendingEdits } from './draft-storage.ts';

declare global {
  interface Window {
    /** When the check of the data as it is now last arrived (`npm run bench` times it from the last key). */
    checkedAt?: number;
  }
}

export interface Checker {
  /** Starts over from a file (and the text being edited, when unsaved work came back). */
  open(
    file: { text: string; version: string; bytes?: Uint8Array },
    text: string,
    data: unknown,
    revision: string,
  ): void;
  /** The changes of one edit, which made `data`. */
  edit(changes: Change[], data: unknown, unsaved: boolean, baseVersion: string): void;
  /** The edits not yet in the draft kept in the browser, from `data` as it is now; undefined when there are none. */
  pendingEdits(data: unknown): PendingEdits | undefined;
  /** The text of the data as it is now and its check, once every edit so far is applied. */
  textNow(): Promise<{ text: string; summary: CheckSummary }>;
  saved(version: string): void;
  setProductData(productData: ProductDataFile | undefined): void;
  /** What each picture file holds, by its address ("media/calendar.png"), as the editor's server read it. */
  setPictureFiles(files: Record<string, PictureFile>): void;
  /** Called with each check's findings, and whether they are of the data as it is now (no edit since). */
  onChecked(listener: (summary: CheckSummary, current: boolean) => void): () => void;
  /** The edits sent so far: the version the data is at. */
  readonly stamp: number;
}

export function createChecker(
  documents: SchemaDocument[],
  worker = new Worker(new URL('./check-worker.ts', import.meta.url), { type: 'module' }),
): Checker {
  let stamp = 0;
  // Each version sent and not yet in the kept draft, by its stamp; the one the draft holds.
  const versions = new Map<number, unknown>();
  let drafted: { stamp: number; revision: string; data: unknown } | undefined;
  const listeners = new Set<(summary: CheckSummary, current: boolean) => void>();
  const waiting = new Map<number, (answer: { text: string; summary: CheckSummary }) => void>();
  const post = (message: ToChecker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  worker.addEventListener('message', (event: MessageEvent<FromChecker>) => {
    const message = event.data;
    if (message.kind === 'checked') {
      if (message.stamp === stamp) window.checkedAt = performance.now();
      for (const listener of listeners) listener(message.summary, message.stamp === stamp);
    } else if (message.kind === 'text') {
      waiting.get(message.stamp)?.({ text: message.text, summary: message.summary });
      waiting.delete(message.stamp);
    } else if (message.kind === 'drafted') {
      drafted = { stamp: message.stamp, revision: message.revision, data: versions.get(message.stamp) };
      for (const kept of versions.keys()) if (kept < message.stamp) versions.delete(kept);
      // The draft holds every edit kept aside before it.
      if (message.stamp === stamp) keepPending(undefined);
    } else console.error(`The editor's checker failed: ${message.message}`);
  });
  post({ kind: 'schemas', documents });
  return {
    get stamp() {
      return stamp;
    },
    open(file, text, data, revision) {
      stamp += 1;
      versions.clear();
      versions.set(stamp, data);
      // What the browser keeps now: the draft the editor opened with, or the file itself.
      drafted = { stamp, revision, data };
      // The bytes read from the server are handed over as they are; once handed, they are empty here and are made again.
      const bytes = file.bytes?.byteLength ? file.bytes : new TextEncoder().encode(file.text);
      const edited = text === file.text ? {} : { text };
      post({ kind: 'open', file: { bytes, version: file.version }, ...edited, stamp }, [bytes.buffer]);
    },
    edit(changes, data, unsaved, baseVersion) {
      if (changes.length === 0) return;
      stamp += 1;
      versions.set(stamp, data);
      post({ kind: 'edit', changes, stamp, unsaved, baseVersion });
    },
    pendingEdits(data) {
      if (!drafted || drafted.stamp === stamp) return undefined;
      return { revision: drafted.revision, changes: changesBetween(drafted.data, data) };
    },
    textNow() {
      return new Promise((resolve) => {
        waiting.set(stamp, resolve);
        post({ kind: 'text', stamp });
      });
    },
    saved(version) {
      post({ kind: 'saved', stamp, version });
    },
    setProductData(productData) {
      post({ kind: 'product', productData });
    },
    setPictureFiles(files) {
      post({ kind: 'pictures', files });
    },
    onChecked(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
