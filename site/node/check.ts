/**
 * Checking site.json in Node: the core check (../check-site.ts) with what it needs read from disk — the compiled
 * schema, the public/ folder, the picture files, the product data file. Used by `npm run validate`, the build and the dev server.
 */
import { existsSync, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { checkSite, type ReadSite, type SiteCheck } from '../check-site.ts';
import { NO_WRITTEN_IDS, pagesOf, summaryOf, type Json } from '../cross-checks.ts';
import { isObject } from '../is-object.ts';
import {
  parseJson,
  placesInWritten,
  rememberStructure,
  structureCounts,
  valueCount,
  type ProblemToPlace,
  type Structure,
} from '../json-source.ts';
import {
  factsSinceBase,
  MOST_CHANGED_PAGES,
  textFacts,
  writingsOf,
  type CheckBase,
  type SinceBase,
} from './check-base.ts';
import { pageCheckKeys, pageDigests, type CheckMemo, type PageDigests, type PageWriting } from './check-memo.ts';
import type { WordsMemo } from './page-words.ts';
import type { ProductDataFile } from '../product-facts.ts';
import type { Position, Problem } from '../problems.ts';
import type { WrittenIds } from '../reserved-ids.ts';
import { readablePath } from '../readable-path.ts';
import { schemaProblems } from '../schema-check.ts';
import { mediaDir, productDataFile, PUBLIC_DIR } from './paths.ts';
import { pictureReader } from './picture-files.ts';
import { readWhole } from './read-whole.ts';
import { compiledSchema } from './schema-cache.ts';
import type { PageSummary } from '../page-summary.ts';
import { unreadPage } from './unread-pages.ts';
import { pagesOfBytes, type WrittenPages } from './written-pages.ts';

export interface CheckOptions {
  /** How the problems name the checked file inside their messages ("site.json"). */
  siteName?: string;
  /** The product data whose free-plan figures the facts must repeat; PRODUCT_DATA_FILE or the local API's by default. */
  productDataFile?: string;
  /** The ids the renderer and the section components write (sections/section-facts.ts). */
  writtenIds?: WrittenIds;
  /** The folder whose media/ and public/ hold the pictures; the project's by default. */
  projectDir?: string;
  /** Also the digests of each page (see FileCheck), for a build's keys. */
  pageDigests?: boolean;
  /** What an earlier check kept of the pages it passed: the check takes its word for the same pages (check-memo.ts). */
  memo?: CheckMemo;
  /** The text's size in UTF-8 bytes, when the caller knows it (read from a file): it is not measured again. */
  bytes?: number;
  /**
   * Of checkSiteFile with `memo`: also the file as read and what the check found of it, for the next check of the same
   * code (FileCheck.nextBase), unless it is `base` itself.
   */
  keepBase?: boolean;
  /**
   * Of checkSiteFile: a text an earlier check passed, with what it found of it (check-base.ts), or its reading. Where
   * the file differs from it in some pages only, the check reads those alone for what the whole text would tell.
   */
  base?: CheckBase | Promise<CheckBase | undefined>;
}

/**
 * A check of site.json's text. With `pageDigests`, a valid file's pages each hashed as the file writes them and by
 * their texts' words in each language, in the order of "pages": what a build keys a page by, without writing the page
 * out again. With `memo`, a valid file's `passedKeys` (those of its pages that passed without a warning) and
 * `wordsMemo`, for the next check's memo.
 */
export type FileCheck = SiteCheck & {
  pageDigests?: readonly PageDigests[];
  passedKeys?: string[];
  /** With `memo`, what the check found of its pages' words, for the next check's memo (CheckMemo.words). */
  wordsMemo?: WordsMemo;
  /** With `keepBase`, the file and what the check found of it, when the check found it all (see check-base.ts). */
  nextBase?: CheckBase;
};

/** The file a text was read from, and what it differs from its base in (check-base.ts), when it is some pages. */
interface ReadFile {
  bytes: Buffer;
  since?: NonNullable<ReturnType<typeof factsSinceBase>> & { base: CheckBase };
}

/**
 * The largest site.json the checker reads, in bytes, unless SITE_JSON_MAX_BYTES gives another number of bytes; a
 * larger file is refused before it is read. The real file is about 0.25 MB; 50 MB is some 9,000 pages.
 */
export const DEFAULT_MAX_SITE_BYTES = 50 * 1024 * 1024;
/**
 * What a check costs in memory follows the number of values more than the bytes: the parsed tree keeps a place for
 * each (about 400 bytes), and ajv an error for each wrong one. site.json holds a value every 70 bytes or so, and 50 MB
 * of pages check in 1.3 GB; a file packed with values ([1,1,1,…], two bytes each) would need gigabytes at the same
 * size and end in a crash report. So a file may hold at most one value per VALUE_BYTES of the size limit (1.6 million
 * at 50 MB, checked within about 1.3 GB): past it, it is refused before it is parsed.
 */
const VALUE_BYTES = 32;
export const MAX_SITE_BYTES_SETTING = 'SITE_JSON_MAX_BYTES';

/** The limit in force: SITE_JSON_MAX_BYTES when it is a whole number of bytes, else DEFAULT_MAX_SITE_BYTES. */
export function maxSiteBytes(env: NodeJS.ProcessEnv = process.env): number {
  const given = Number(env[MAX_SITE_BYTES_SETTING]);
  return Number.isSafeInteger(given) && given > 0 ? given : DEFAULT_MAX_SITE_BYTES;
}

/** The sentence that refuses a file of `bytes` over the limit, or undefined when it is within it. */
export function sizeRefusal(bytes: number, limit = maxSiteBytes()): string | undefined {
  if (bytes <= limit) return undefined;
  // In MB, unless the two would read the same.
  const [file, most] =
    megabytes(bytes) === megabytes(limit) ? [bytes, limit].map(exactBytes) : [bytes, limit].map(megabytes);
  return `the file is ${file}, more than the ${most} the checker reads: to check it anyway, set ${MAX_SITE_BYTES_SETTING} to its size in bytes or more, as in ${MAX_SITE_BYTES_SETTING}=${bytes}`;
}

const exactBytes = (bytes: number) => `${bytes.toLocaleString('en-US')} bytes`;
const megabytes = (bytes: number) =>
  bytes < 1024 * 1024 ? exactBytes(bytes) : `${Number((bytes / 1024 / 1024).toFixed(1))} MB`;

/**
 * The sentence that refuses a text (or its count of values) of more values than the size limit allows, or undefined
 * when it holds fewer.
 */
export function valuesRefusal(text: string | number, limit = maxSiteBytes()): string | undefined {
  const most = Math.floor(limit / VALUE_BYTES);
  const values = typeof text === 'number' ? text : valueCount(text);
  if (values <= most) return undefined;
  return `the file holds ${values.toLocaleString('en-US')} values (texts, numbers, lists and objects), more than the ${most.toLocaleString('en-US')} the checker reads within ${megabytes(limit)}: site.json holds one every 70 bytes or so, so a file this dense is likely not one; to check it anyway, raise ${MAX_SITE_BYTES_SETTING}`;
}

const tooLarge = (message: string): SiteCheck => ({
  ok: false,
  problems: [{ code: 'file-too-large', pointer: '', path: readablePath('', undefined), line: 1, column: 1, message }],
});

export function checkSiteText(text: string, options: CheckOptions = {}): FileCheck {
  return checkText(text, options);
}

/**
 * A file read since its base without decoding the pages that did not change (readSinceBase): the site, its pages as
 * written, and the structure pass's counts, found since the base.
 */
interface ReadSinceBase {
  read: ReadSite;
  pages: WrittenPages;
  counts: Pick<Structure, 'members' | 'values'>;
}

/**
 * The check of a text, or of a file read since its base: that one is checked by the pages that changed, and is
 * undefined when the memo does not pass nearly all the others (the rules would read every page through its summary,
 * for longer than reading the whole text).
 */
function checkText(source: string, options: CheckOptions, file?: ReadFile): FileCheck;
function checkText(source: ReadSinceBase, options: CheckOptions, file: ReadFile): FileCheck | undefined;
function checkText(source: string | ReadSinceBase, options: CheckOptions, file?: ReadFile): FileCheck | undefined {
  const [text, sinceBase] = typeof source === 'string' ? [source, undefined] : [undefined, source];
  // A character is at most three bytes (four for two code units): the bytes, which cost as much to count as the file
  // to read, are counted only for a text that could be over the limit, unless the caller knows them.
  const bytes =
    options.bytes ?? (text && text.length * 3 > maxSiteBytes() ? Buffer.byteLength(text, 'utf8') : undefined);
  const refusal =
    (bytes === undefined ? undefined : sizeRefusal(bytes)) ??
    valuesRefusal(sinceBase ? sinceBase.counts.values : text!);
  if (refusal) return tooLarge(refusal);
  // Counted by the pass valuesRefusal made (or since the base), for the next check.
  const counts = sinceBase ? sinceBase.counts : options.keepBase && file ? structureCounts(text!) : undefined;
  const schema = compiledSchema('site.schema.json');
  const { memo } = options;
  const { since } = file ?? {};
  // Found once the file is read, for the build's keys and the memo's.
  let digests: PageDigests[] | undefined;
  let wordsMemo: WordsMemo | undefined;
  let keys: string[] | undefined;
  let written: PageWriting[] | undefined;
  let pageRanges: readonly number[] | undefined;
  const passedPages = (read: ReadSite) => {
    const known = since && writingsOf(since.base.facts, since.changed);
    const found = pageDigests(sinceBase ? sinceBase.pages : text!, read, schema.texts, memo?.code, memo?.words, known);
    digests = found?.pages;
    wordsMemo = found?.words;
    written = found?.written;
    pageRanges = read.pageRanges;
    keys = memo && digests && pageCheckKeys(memo.code, read.data, digests, options.writtenIds, pictureFolders(options));
    const passed = memo && keys ? keys.flatMap((key, i) => (memo.passed.has(key) ? [i] : [])) : [];
    return new Set(passed);
  };
  const passedSinceBase = sinceBase && passedPages(sinceBase.read);
  if (sinceBase && passedSinceBase!.size + MOST_CHANGED_PAGES < sinceBase.pages.count) return undefined;
  const check = checkSite(sinceBase ? sinceBase.read : text!, {
    schema,
    siteName: options.siteName ?? 'site.json',
    hasPublicFile: (src) => existsSync(path.join(PUBLIC_DIR, src)),
    readPicture: pictureReader(options.projectDir),
    ...(options.writtenIds ? { writtenIds: options.writtenIds } : {}),
    ...productData(options.productDataFile ?? productDataFile()),
    ...(passedSinceBase ? { passedPages: () => passedSinceBase } : options.pageDigests || memo ? { passedPages } : {}),
  });
  if (!check.ok) return check;
  // A page with a warning is checked again each time, so the warning is said each time.
  const warned = new Set((check.warnings ?? []).map(({ pointer }) => /^\/pages\/(\d+)/.exec(pointer)?.[1]));
  // The base a check of the same text would find, unless it is the base it was given.
  const facts =
    memo && file && counts && pageRanges && written && digests && !since?.same
      ? textFacts(
          memo.code,
          file.bytes,
          text,
          counts,
          pageRanges,
          written,
          pagesOf(check.site as unknown as Record<string, Json>).map((page, p) =>
            summaryOf(page, options.writtenIds ?? NO_WRITTEN_IDS, digests![p]!.pictures),
          ),
          since?.facts,
        )
      : undefined;
  return {
    ...check,
    ...(options.pageDigests && digests ? { pageDigests: digests } : {}),
    ...(keys ? { passedKeys: keys.filter((_, i) => !warned.has(String(i))) } : {}),
    ...(memo && wordsMemo ? { wordsMemo } : {}),
    ...(facts && file ? { nextBase: { facts, text: file.bytes } } : {}),
  };
}

/** The folders whose pictures the check reads: media/ and public/, of `projectDir` when given. */
const pictureFolders = ({ projectDir }: CheckOptions) =>
  projectDir ? [path.join(projectDir, 'media'), path.join(projectDir, 'public')] : [mediaDir(), PUBLIC_DIR];

/** A product data file that cannot be read adds nothing to the check: the local API reports it when it starts. */
function productData(file: string): { productData?: ProductDataFile } {
  try {
    return { productData: { name: path.relative(process.cwd(), file) || file, text: readFileSync(file, 'utf8') } };
  } catch {
    return {};
  }
}

/** The options of checkSiteFile: its memo may still be being read (the check waits for it once the file is read). */
export type FileCheckOptions = Omit<CheckOptions, 'memo'> & { memo?: CheckMemo | Promise<CheckMemo> };

export async function checkSiteFile(file: string, fileOptions: FileCheckOptions = {}): Promise<FileCheck> {
  let bytes: number;
  let content: Buffer;
  try {
    // Refused by its size on disk, before a byte of it is read.
    const refusal = sizeRefusal((await stat(file)).size);
    if (refusal) return tooLarge(refusal);
    // Read as bytes, then decoded (only where it changed since its base, when it can be): the bytes read are the
    // file's size, which may have grown since it was asked, and a text of millions of characters then need not be
    // measured again (0.4 s for 117 MB here). The bytes are kept for the next check (keepBase) and the unread pages.
    content = await readWhole(file);
    bytes = content.length;
  } catch (error) {
    const message = `cannot read the file: ${unreadable(error as NodeJS.ErrnoException)}`;
    return {
      ok: false,
      problems: [
        { code: 'unreadable-file', pointer: '', path: readablePath('', undefined), line: 1, column: 1, message },
      ],
    };
  }
  const [memo, base] = await Promise.all([fileOptions.memo, fileOptions.base]);
  const { memo: _, ...rest } = fileOptions;
  const options: CheckOptions = { ...rest, ...(memo ? { memo } : {}) };
  const named = { siteName: path.relative(process.cwd(), file) || file, ...options, bytes };
  // A text that starts with a byte order mark is read without it (parseJson): no base is taken.
  const since = base && !startsWithByteOrderMark(content) ? factsSinceBase(base, content) : undefined;
  const read: ReadFile = { bytes: content, ...(since && base ? { since: { ...since, base } } : {}) };
  // With the memo of the pages it passed, the pages that did not change are not decoded: a check that finds anything
  // to say reads the whole text again, and says it as always.
  const unread =
    since && base && options.memo?.passed.size ? readSinceBase(content, since, base.facts.summaries) : undefined;
  if (unread) {
    const quick = checkText(unread, named, read);
    if (quick?.ok) return quick;
  }
  const text = content.toString('utf8');
  // The structure pass takes the text's structure from what it differs from its base in.
  if (since) rememberStructure(text, { ...since.facts, pages: [...since.facts.chars] });
  return checkText(text, named, read);
}

const startsWithByteOrderMark = (content: Buffer) => content[0] === 0xef && content[1] === 0xbb && content[2] === 0xbf;

/**
 * The file whose bytes are `content`, read since its base: what precedes and follows its pages, and the pages that
 * changed, are parsed; the others are given as pages read only when something reads more of them than their summary
 * (unreadPage). Undefined when what was parsed is not valid JSON with each name once (the whole text says why).
 */
function readSinceBase(
  content: Buffer,
  since: SinceBase,
  summaries: readonly PageSummary[],
): ReadSinceBase | undefined {
  const { facts, texts } = since;
  const places = facts.bytes;
  const count = places.length / 2;
  if (count === 0) return undefined;
  // The file with its list of pages emptied.
  const rest = parseJson(content.toString('utf8', 0, places[0]) + content.toString('utf8', places[count * 2 - 1]));
  if (!rest.ok || rest.problems.length > 0 || !isObject(rest.data) || !Array.isArray(rest.data.pages)) return undefined;
  const pages: unknown[] = [];
  for (let p = 0; p < count; p++) {
    const text = texts.get(p);
    if (text === undefined) {
      pages.push(unreadPage(content.subarray(places[p * 2], places[p * 2 + 1]), summaries[p]!));
      continue;
    }
    const page = parseJson(text);
    if (!page.ok || page.problems.length > 0) return undefined;
    pages.push(page.data);
  }
  let placeInWhole: ((problem: ProblemToPlace) => Position) | undefined;
  return {
    read: {
      data: { ...rest.data, pages },
      problems: [],
      // A problem is placed in the whole text, decoded when one is.
      place: (problem) => (placeInWhole ??= placesInWritten(content.toString('utf8')))(problem),
      pageRanges: facts.chars,
    },
    pages: pagesOfBytes(content, places, texts),
    counts: { members: facts.members, values: facts.values },
  };
}

/** Why a file could not be read, in words rather than Node's error codes. */
export function unreadable(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT':
      return 'no such file';
    case 'EISDIR':
      return 'this is a folder, not a file: give the path of the .json file itself';
    case 'EACCES':
    case 'EPERM':
      return "permission denied: this account may not read it, so change the file's permissions or copy it somewhere readable";
    case 'file-too-large':
      return error.message;
    default:
      return `the system refused (${error.code ?? error.message})`;
  }
}

/** The problems of a document against another schema of schemas/ (the API's requests and answers). */
export function schemaFileProblems(schemaFile: string, data: unknown): Problem[] {
  return schemaProblems(compiledSchema(schemaFile), data);
}
