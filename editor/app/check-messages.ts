/** What the editor and its checker's worker (check-worker.ts) tell each other. */
import type { LocatedProblem } from '../../site/problems.ts';
import type { PictureFile } from '../../site/picture-check.ts';
import type { ProductDataFile } from '../../site/product-facts.ts';
import type { SchemaDocument } from '../../site/schema-compile.ts';
import type { Change } from './document.ts';
import type { LanguageEntry } from './language-summary.ts';

/** What the check of one version of the data found. */
export interface CheckSummary {
  /** Nothing to fix. */
  ok: boolean;
  /** The only problems are texts still to translate: the file may be saved, though the build refuses it. */
  draft: boolean;
  problems: LocatedProblem[];
  /** What is worth fixing though the site builds (a picture too small for its place), as validate warns of it. */
  warnings: LocatedProblem[];
  languages: LanguageEntry[];
  /** What `npm run validate` and the build say about the languages (texts shown in English, to review, or refused). */
  sentences: string[];
}

export type ToChecker =
  | { kind: 'schemas'; documents: SchemaDocument[] }
  /**
   * The file as on disk, as UTF-8 bytes handed over rather than copied (a site of thousands of pages is megabytes), and
   * the text being edited when it is not the file's (unsaved work brought back).
   */
  | { kind: 'open'; file: { bytes: Uint8Array; version: string }; text?: string; stamp: number }
  /** The changes of one edit; `stamp` counts the edits, so each answer says which version it checked. */
  | { kind: 'edit'; changes: Change[]; stamp: number; unsaved: boolean; baseVersion: string }
  /** The text to save now, with its check. */
  | { kind: 'text'; stamp: number }
  /** The text of `stamp` was saved as `version`: it is the file now. */
  | { kind: 'saved'; stamp: number; version: string }
  | { kind: 'product'; productData: ProductDataFile | undefined }
  /** What each picture file of media/ and public/ holds, by its address: the check then looks at picture files. */
  | { kind: 'pictures'; files: Record<string, PictureFile> };

export type FromChecker =
  | { kind: 'checked'; stamp: number; summary: CheckSummary }
  | { kind: 'text'; stamp: number; text: string; summary: CheckSummary }
  /** The draft now kept in the browser holds every edit up to `stamp`, as `revision` (draft-storage.ts). */
  | { kind: 'drafted'; stamp: number; revision: string }
  | { kind: 'failed'; message: string };
