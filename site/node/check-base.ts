/**
 * A copy of the last site.json a build's check passed, with what the check found of its text (TextFacts): where each
 * page is written, in characters and in bytes; each page's digest; and what the structure pass counted. The next
 * build's check compares the file's bytes with the copy: when they differ in some pages only (and perhaps in what
 * follows them), it reads those parts alone for what two passes over the whole text would find (at 20,000 pages, 1.2 s
 * of a 6 s rebuild).
 *
 * It is kept in a cache folder, apart from the builds: what it holds follows from the text and the check's code alone.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isUtf8 } from 'node:buffer';
import { afterPagesStructure, pageStructure, type PageRanges, type Structure } from '../json-source.ts';
import type { PageSummary } from '../page-summary.ts';
import type { PageWriting } from './check-memo.ts';
import { PROJECT_DIR } from './paths.ts';
import { readWhole } from './read-whole.ts';
import { isRunning } from './process-running.ts';

/** SITE_CHECK_CACHE_DIR puts the copy elsewhere (a fresh folder measures a build without it). */
export const CHECK_CACHE_DIR = process.env.SITE_CHECK_CACHE_DIR
  ? path.resolve(process.env.SITE_CHECK_CACHE_DIR)
  : path.join(PROJECT_DIR, 'node_modules/.cache/site-check');
/** One file: a line of JSON (the TextFacts), then the text's bytes. */
const BASE_FILE = 'last-checked.bin';
const NEW_LINE = 0x0a;

/** What a check found of a text of valid UTF-8 and valid JSON, whose pages were all found at their places. */
export interface TextFacts {
  /** The code of the check and its schemas (CheckMemo.code): another code may find otherwise. */
  code: string;
  /** The text's size in bytes. */
  size: number;
  /** The structure pass's counts of the whole text (json-source.ts). */
  members: number;
  values: number;
  /** Where each page is written (PageRanges), and the same places in bytes. */
  chars: PageRanges;
  bytes: readonly number[];
  /** Each page's digest, in base64, and those of the pages that write an escape or may show a picture (PageWriting). */
  digests: readonly string[];
  escaped: readonly number[];
  mayShowPictures: readonly number[];
  /** What the rules that compare pages read of each page (PageSummary). */
  summaries: readonly PageSummary[];
}

/** A text and its facts. */
export interface CheckBase {
  facts: TextFacts;
  text: Buffer;
}

/**
 * The copy in `dir`, when one was kept by a check of the same `code` and reads whole; undefined otherwise. Read off the
 * main thread, as the file checked is.
 */
export async function readCheckBase(code: string, dir = CHECK_CACHE_DIR): Promise<CheckBase | undefined> {
  try {
    const content = await readWhole(path.join(dir, BASE_FILE));
    const end = content.indexOf(NEW_LINE);
    const facts = JSON.parse(content.toString('utf8', 0, end)) as TextFacts;
    const text = content.subarray(end + 1);
    const pages = facts.digests.length;
    const whole =
      facts.code === code &&
      facts.size === text.length &&
      facts.chars.length === pages * 2 &&
      facts.bytes.length === pages * 2 &&
      facts.summaries?.length === pages;
    return whole ? { facts, text } : undefined;
  } catch {
    // None kept, or one cut short or not of this form: the check reads the whole text.
    return undefined;
  }
}

/**
 * Keeps `base` in `dir` for the next check, written whole under another name and then renamed, so that a check never
 * reads half of one. A copy another build left half-written (killed) is deleted.
 */
export async function writeCheckBase(base: CheckBase, dir = CHECK_CACHE_DIR): Promise<void> {
  await mkdir(dir, { recursive: true });
  for (const name of readdirSync(dir))
    if (name.startsWith(`${BASE_FILE}.`) && !isRunning(Number(name.split('.').at(-2))))
      rmSync(path.join(dir, name), { force: true });
  const writing = path.join(dir, `${BASE_FILE}.${randomUUID()}.${process.pid}.tmp`);
  try {
    await writeFile(writing, [Buffer.from(`${JSON.stringify(base.facts)}\n`), base.text]);
    // Off the main thread too: renaming over the last copy frees its blocks, 0.2 s for 117 MB here.
    await rename(writing, path.join(dir, BASE_FILE));
  } finally {
    await rm(writing, { force: true });
  }
}

/** More pages changed than this, and the check reads the whole text: it then costs no more than reading them. */
export const MOST_CHANGED_PAGES = 64;

/** What a text differs from its base in: its facts but its pages' digests, and which pages changed. */
export interface SinceBase {
  /** Its facts but what its pages' texts tell (known once they are read). */
  facts: Omit<TextFacts, 'digests' | 'escaped' | 'mayShowPictures' | 'summaries'>;
  /** The pages whose text changed, in order. */
  changed: readonly number[];
  /** The text of each page changed, as it is now. */
  texts: ReadonlyMap<number, string>;
  /** Whether no byte changed. */
  same: boolean;
}

/**
 * What `text`, the bytes `bytes` decoded, differs from the base's in, when it is some pages (at most
 * MOST_CHANGED_PAGES, each still one object at its place in the list) and what follows the last page (the
 * translations): its facts, found from the base's and from those parts alone. Undefined when anything else changed: a
 * page added or removed, what comes before the pages (the check reads the whole text and says what it finds). Pages
 * that changed places are pages changed at their places.
 */
export function factsSinceBase(base: CheckBase, bytes: Buffer): SinceBase | undefined {
  const { facts, text: before } = base;
  const pages = facts.digests.length;
  if (pages === 0) return bytes.equals(before) ? { facts, changed: [], same: true, texts: new Map() } : undefined;
  const texts = new Map<number, string>();
  let { members, values } = facts;
  const changed: number[] = [];
  // Each page's place now: its place in the base, moved by what changed before it (in characters and in bytes).
  const chars = [...facts.chars];
  const places = [...facts.bytes];
  let [charShift, byteShift] = [0, 0];
  const moved = (page: number) => {
    for (const side of [page * 2, page * 2 + 1]) {
      chars[side] = facts.chars[side]! + charShift;
      places[side] = facts.bytes[side]! + byteShift;
    }
  };
  // The bytes of the base from `at` are compared with those of `bytes` from `at + byteShift`; pages before `page` are
  // placed already.
  let [at, page] = [0, 0];
  let afterChanged = false;
  for (;;) {
    const differs = at + sameFrom(before, at, bytes, at + byteShift);
    while (page < pages && facts.bytes[page * 2 + 1]! <= differs) moved(page++);
    if (differs === before.length && differs + byteShift === bytes.length) break;
    // What changed is after the last page, inside a page, or the page is no longer where it was.
    if (page === pages) {
      afterChanged = true;
      break;
    }
    if (differs <= facts.bytes[page * 2]! || changed.push(page) > MOST_CHANGED_PAGES) return undefined;
    const [open, end] = [facts.bytes[page * 2]!, facts.bytes[page * 2 + 1]!];
    const start = facts.chars[page * 2]! + charShift;
    const was = pageStructure(before.toString('utf8', open, end), 0);
    const now = pageOpeningAt(bytes, open + byteShift, end - open);
    if (was?.end !== facts.chars[page * 2 + 1]! - facts.chars[page * 2]! || !now) return undefined;
    const nowBytes = Buffer.byteLength(now.text);
    if (!isUtf8(bytes.subarray(open + byteShift, open + byteShift + nowBytes))) return undefined;
    members += now.members - was.members;
    values += now.values - was.values;
    texts.set(page, now.text);
    [chars[page * 2], chars[page * 2 + 1]] = [start, start + now.text.length];
    [places[page * 2], places[page * 2 + 1]] = [open + byteShift, open + byteShift + nowBytes];
    charShift = chars[page * 2 + 1]! - facts.chars[page * 2 + 1]!;
    byteShift = places[page * 2 + 1]! - end;
    [at, page] = [end, page + 1];
  }
  // What follows the last page, read again when it changed.
  const last = facts.bytes[pages * 2 - 1]!;
  if (afterChanged) {
    const was = afterPagesStructure(before.toString('utf8', last), 0);
    const now = afterPagesStructure(bytes.toString('utf8', last + byteShift), 0);
    if (!was || !now || !isUtf8(bytes.subarray(last + byteShift))) return undefined;
    members += now.members - was.members;
    values += now.values - was.values;
  }
  const same = changed.length === 0 && !afterChanged;
  return {
    changed,
    same,
    texts,
    facts: { code: facts.code, size: bytes.length, members, values, chars, bytes: places },
  };
}

/**
 * The page of "pages" that opens at the byte `open`, decoded, with what the structure pass counts of it (see
 * pageStructure), when one opens there and closes; `was`, its size before, is the first guess of how much to decode.
 */
function pageOpeningAt(
  bytes: Buffer,
  open: number,
  was: number,
): (Pick<Structure, 'members' | 'values'> & { text: string }) | undefined {
  // A page that grew past the bytes decoded ends beyond them: decoded again with more, up to the whole rest.
  for (let size = Math.max(was * 2, 64 * 1024); ; size *= 4) {
    const text = bytes.toString('utf8', open, Math.min(open + size, bytes.length));
    const found = pageStructure(text, 0);
    if (found) return { members: found.members, values: found.values, text: text.slice(0, found.end) };
    if (open + size >= bytes.length) return undefined;
  }
}

/** Bytes compared at once: a comparison of a block runs as fast as memory; the byte is found within the block. */
const BLOCK = 64 * 1024;

/** How many bytes of `a` from `aFrom` are those of `b` from `bFrom`, one after the other. */
function sameFrom(a: Buffer, aFrom: number, b: Buffer, bFrom: number): number {
  const length = Math.min(a.length - aFrom, b.length - bFrom);
  let same = 0;
  while (
    same + BLOCK <= length &&
    a.compare(b, bFrom + same, bFrom + same + BLOCK, aFrom + same, aFrom + same + BLOCK) === 0
  )
    same += BLOCK;
  while (same < length && a[aFrom + same] === b[bFrom + same]) same++;
  return same;
}

/**
 * The facts of a text for the next check: its counts and pages' places (found, or `since` a base), with what its
 * pages' texts tell. Undefined when the bytes are not UTF-8 throughout: places in characters would not be those in bytes.
 */
export function textFacts(
  code: string,
  bytes: Buffer,
  text: string | undefined,
  counts: Pick<Structure, 'members' | 'values'>,
  chars: PageRanges,
  written: readonly PageWriting[],
  summaries: readonly PageSummary[],
  since?: { bytes: readonly number[] },
): TextFacts | undefined {
  if (!since && (text === undefined || !isUtf8(bytes))) return undefined;
  const indexes = (test: (page: PageWriting) => boolean) => written.flatMap((page, p) => (test(page) ? [p] : []));
  return {
    code,
    size: bytes.length,
    ...counts,
    chars,
    bytes: since?.bytes ?? bytePlaces(text!, chars),
    digests: written.map(({ digest }) => digest.toString('base64')),
    escaped: indexes((page) => page.escaped),
    mayShowPictures: indexes((page) => page.mayShowPictures),
    summaries,
  };
}

/** The places `chars` of `text` in its UTF-8 bytes. */
function bytePlaces(text: string, chars: PageRanges): number[] {
  let [char, byte] = [0, 0];
  return chars.map((offset) => {
    byte += Buffer.byteLength(text.slice(char, offset));
    char = offset;
    return byte;
  });
}

/** What the facts say of each page's text (PageWriting), for the pages but those `changed`. */
export function writingsOf(facts: TextFacts, changed: readonly number[]): (PageWriting | undefined)[] {
  const escaped = new Set(facts.escaped);
  const pictures = new Set(facts.mayShowPictures);
  const again = new Set(changed);
  return facts.digests.map((digest, p) =>
    again.has(p)
      ? undefined
      : { digest: Buffer.from(digest, 'base64'), escaped: escaped.has(p), mayShowPictures: pictures.has(p) },
  );
}
