/**
 * The editor's checker, off the typing path: it keeps its own copy of the data, applies each edit's changes as they
 * come, keeps the file's text as the draft (draft-storage.ts), and shortly after the last edit checks it with the
 * site's own checker (the same words as `npm run validate`). A keystroke costs the page nothing but posting
 * the few values it changed.
 */
/// <reference lib="webworker" />
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSiteSteps, type ReadSite, type SiteCheck } from '../../site/check-site.ts';
import { placesInWritten } from '../../site/json-source.ts';
import type { PictureFile } from '../../site/picture-check.ts';
import type { ProductDataFile } from '../../site/product-facts.ts';
import { compileSchema, type CompiledSchema } from '../../site/schema-compile.ts';
import type { CheckSummary, FromChecker, ToChecker } from './check-messages.ts';
import { applyChanges, changesBetween } from './document.ts';
import { fileRevision, keepBase, keepChanges } from './draft-storage.ts';
import { formatOf, textOf, type FileFormat } from './file-format.ts';
import { translationStatus, statusSentences } from '../../site/translation-status.ts';
import { languageEntry } from './language-summary.ts';

/** Names this editor's drafts apart from another tab's. */
const SESSION = crypto.randomUUID();

/**
 * Edits closer together than this are checked once, after the last: typing at full speed is not checked key by key
 * (the check takes a core), and its problems still show within a second of the last key.
 */
const QUIET_MS = 150;

let schema: CompiledSchema | undefined;
let productData: ProductDataFile | undefined;
/** What each picture file holds, by its address; until the server has told, picture files are not looked at. */
let pictureFiles: Record<string, PictureFile> | undefined;
/** The data being edited; undefined while the file is not JSON (then `brokenText` is what is checked). */
let data: unknown;
let brokenText = '';
let format: FileFormat | undefined;
/** The file as on disk (its data, its text, its version): the kept draft is the changes made on it. */
let base: { data: unknown; text: string; version: string; kept: boolean } | undefined;
let stamp = 0;
let draftOf: { unsaved: boolean; baseVersion: string } = { unsaved: false, baseVersion: '' };
let checked: { stamp: number; text: () => string; summary: CheckSummary } | undefined;
/** Counts the changes of what is checked (an edit, another file, new product data): a check is of one count. */
let inputs = 0;
/** The check under way, and the count it checks. */
let checking: { inputs: number; done: Promise<typeof checked> } | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

const tell = (message: FromChecker) => postMessage(message);

function textNow(): string {
  return data === undefined || !format ? brokenText : textOf(data, format);
}

/**
 * What is checked: the data held, when its text is written from it (the check then reads no text, and the text is
 * written only to place problems), else the text.
 */
function checkedNow(): { read: string | ReadSite; text: () => string } {
  if (data === undefined || !format?.canonical) {
    const text = textNow();
    return { read: text, text: () => text };
  }
  const held = data;
  const written = format;
  let text: string | undefined;
  const textOfHeld = () => (text ??= textOf(held, written));
  let place: ReadSite['place'] | undefined;
  return {
    read: { data: held, problems: [], place: (problem) => (place ??= placesInWritten(textOfHeld()))(problem) },
    text: textOfHeld,
  };
}

function summaryOf(found: SiteCheck): CheckSummary {
  // Where the languages stand, as validate and the build say it: from the check when it read them, else read here.
  const statuses =
    found.translationStatus ?? (data === undefined || !schema ? [] : translationStatus(data, schema.texts));
  return {
    ok: found.ok,
    draft: !found.ok && found.draft !== undefined,
    problems: found.problems,
    warnings: found.warnings ?? [],
    languages: statuses.map(languageEntry),
    sentences: statusSentences(statuses),
  };
}

/** Lets the messages that came during a step of the check be handled: an edit among them makes the check stale. */
const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Keeps the draft as the data is now: written as soon as an edit arrives, and again once a write ends if edits came
 * meanwhile, so a tab closed right after a keystroke keeps it, and a fast typist costs one write at a time.
 */
let drafting: Promise<void> | undefined;
let draftStale = false;
function keepDraft(): Promise<void> {
  draftStale = true;
  drafting ??= (async () => {
    while (draftStale) {
      draftStale = false;
      const { unsaved, baseVersion } = draftOf;
      const written = stamp;
      const keeping = unsaved && data !== undefined && base !== undefined;
      const revision = keeping ? `${SESSION}:${written}` : fileRevision(baseVersion);
      if (keeping && !base!.kept) {
        await keepBase(base!.version, base!.text);
        base!.kept = true;
      }
      await keepChanges(
        keeping ? { baseVersion: base!.version, revision, changes: changesBetween(base!.data, data) } : undefined,
      );
      tell({ kind: 'drafted', stamp: written, revision });
    }
    drafting = undefined;
  })();
  return drafting;
}

/**
 * Checks the data as it is now, once per version, step by step: an edit arriving meanwhile drops the check (its
 * version is gone, and the edit asks for a check of its own), so the check of the last edit never waits for one of an
 * earlier edit. Undefined when dropped.
 */
function checkNow(): Promise<typeof checked> {
  clearTimeout(timer);
  timer = undefined;
  if (checking?.inputs === inputs) return checking.done;
  const at = stamp;
  const of = inputs;
  const done = (async () => {
    if (!schema) {
      const text = textNow();
      checked = {
        stamp: at,
        text: () => text,
        summary: { ok: true, draft: false, problems: [], warnings: [], languages: [], sentences: [] },
      };
    } else {
      const { read, text } = checkedNow();
      const steps = checkSiteSteps(read, {
        schema,
        writtenIds: WRITTEN_IDS,
        siteName: 'site.json',
        ...(productData ? { productData } : {}),
        ...(pictureFiles ? filesOf(pictureFiles) : {}),
      });
      let next = steps.next();
      while (!next.done) {
        await pause();
        if (inputs !== of) return undefined;
        next = steps.next();
      }
      checked = { stamp: at, text, summary: summaryOf(next.value) };
    }
    tell({ kind: 'checked', stamp: at, summary: checked.summary });
    return checked;
  })().finally(() => {
    if (checking?.done === done) checking = undefined;
  });
  checking = { inputs: of, done };
  return done;
}

/** The check's view of the picture files the server told of: a file it did not name is not there. */
function filesOf(files: Record<string, PictureFile>) {
  return {
    readPicture: (src: string) => (Object.hasOwn(files, src) ? files[src] : undefined),
    hasPublicFile: (src: string) => Object.hasOwn(files, src),
  };
}

function checkSoon(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void checkNow().catch(failed), QUIET_MS);
}

function failed(error: Error): void {
  tell({ kind: 'failed', message: error.message });
}

function open(file: { text: string; version: string }, text: string): void {
  base = undefined;
  try {
    data = JSON.parse(text) as unknown;
    const fileData = text === file.text ? data : (JSON.parse(file.text) as unknown);
    format = formatOf(file.text, fileData);
    base = { data: fileData, text: file.text, version: file.version, kept: false };
  } catch {
    data = undefined;
    format = undefined;
    brokenText = text;
  }
}

// Handled one at a time, in order: an answer always reflects every edit sent before the question.
let queue = Promise.resolve();
addEventListener('message', (event: MessageEvent<ToChecker>) => {
  const message = event.data;
  queue = queue.then(() => handle(message)).catch(failed);
});

async function handle(message: ToChecker): Promise<void> {
  switch (message.kind) {
    case 'schemas':
      schema = compileSchema('site.schema.json', message.documents, { Ajv: Ajv2020, addFormats }).compiled;
      return;
    case 'open': {
      const file = { text: new TextDecoder().decode(message.file.bytes), version: message.file.version };
      open(file, message.text ?? file.text);
      stamp = message.stamp;
      inputs += 1;
      draftOf = { unsaved: message.text !== undefined, baseVersion: file.version };
      await keepDraft();
      await checkNow();
      return;
    }
    case 'edit':
      data = applyChanges(data, message.changes);
      stamp = message.stamp;
      inputs += 1;
      draftOf = { unsaved: message.unsaved, baseVersion: message.baseVersion };
      void keepDraft();
      checkSoon();
      return;
    case 'text': {
      // Messages wait for this one, so no edit comes while the check runs: it is never dropped.
      const { text, summary } = (checked?.stamp === stamp && !timer ? checked : await checkNow())!;
      tell({ kind: 'text', stamp, text: text(), summary });
      return;
    }
    case 'saved':
      if (data !== undefined && message.stamp === stamp) {
        const text = textNow();
        format = format?.canonical ? format : { canonical: false, text, data };
        base = { data, text, version: message.version, kept: false };
        draftOf = { unsaved: false, baseVersion: message.version };
        await keepDraft();
      }
      return;
    case 'product':
      productData = message.productData;
      inputs += 1;
      checked = undefined;
      checkSoon();
      return;
    case 'pictures':
      pictureFiles = message.files;
      inputs += 1;
      checked = undefined;
      checkSoon();
      return;
  }
}
