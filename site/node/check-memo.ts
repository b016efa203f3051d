/**
 * What a check keeps for the next one: a key for each page it passed, hashed from everything the rules that read one
 * page at a time read of it. The next check of the file takes its word for a page with the same key
 * (SiteCheckContext.passedPages), so a build after a change of one text checks that text's page, not every page.
 *
 * A page's key hashes: the code of the check and the schemas (the caller's `code`); the page as the file writes it;
 * the words of each of its texts in each language (what the site in that language is checked with); the rest of the
 * file but the translations' words (its header, footer, placeholder values, cookie categories, languages and their
 * settings); the anchors of every route (what its links may jump to); the ids the site's code writes; and the picture
 * files the checker may read (their names, sizes and times).
 */
import { createHash, hash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ReadSite } from '../check-site.ts';
import { NO_WRITTEN_IDS, pagesOf, siteAnchors, valuesOf, type Json } from '../cross-checks.ts';
import { isObject } from '../is-object.ts';
import { pictureSources } from '../picture-fields.ts';
import { knownSummary } from '../page-summary.ts';
import type { WrittenIds } from '../reserved-ids.ts';
import { pageShapeOf, textWordsOf, type TextShape } from '../text-shape.ts';
import { declaredTranslations } from '../translation-check.ts';
import { pageWords, type WordsMemo, type WrittenPage } from './page-words.ts';
import { pagesOfText, type WrittenPages } from './written-pages.ts';

const sha256 = () => createHash('sha256');

/**
 * Each page of a site as its check and its build read it: `page`, the digest of the page as the file writes it;
 * `words`, for each language (the file's own first, then each translation), the digest of its texts' words there;
 * `pictures`, the picture files its sections show (pictureSources).
 */
export interface PageDigests {
  page: Buffer;
  words: Buffer[];
  pictures: string[];
}

/** A page as the file writes it (WrittenPage), and whether it may hold a picture. */
export type PageWriting = WrittenPage & { mayShowPictures: boolean };

/**
 * The digest of each page the file writes, in the order of "pages", with what its text tells
 * (PageWriting); a page `known` already is taken from there.
 */
function pageDigestsOf(pages: WrittenPages, known?: readonly (PageWriting | undefined)[]): PageWriting[] {
  return Array.from({ length: pages.count }, (_, page) => known?.[page] ?? writingOf(pages.text(page)));
}

/**
 * A page's text: its digest (that of its UTF-8 bytes, as the file writes them); whether it writes a character with an
 * escape JSON.stringify would not write (WrittenPage.escaped); and whether it may hold a picture: a picture field is an
 * object with a "src", which the page's text names as such or with an escape.
 */
function writingOf(written: string): PageWriting {
  // Most pages write no escape at all: one look for a backslash settles both questions.
  const backslash = written.includes('\\');
  const unicode = backslash && written.includes('\\u');
  return {
    digest: hash('sha256', written, 'buffer'),
    escaped: unicode || (backslash && written.includes('\\/')),
    mayShowPictures: unicode || written.includes('"src"'),
  };
}

/**
 * The digests of every page of a site read from `text` (see PageDigests; or its pages as written, WrittenPages), and
 * what the next check of the same `code` may take of them (`earlier`, see pageWords); undefined unless the file's
 * pages were found at their places (a valid JSON text whose pages are all objects). The pages `known` as they are
 * written (node/check-base.ts) are not read. With them, what each page's text tells (`written`).
 */
export function pageDigests(
  text: string | WrittenPages,
  read: Pick<ReadSite, 'data' | 'pageRanges'>,
  shape: TextShape | null,
  code = '',
  earlier?: WordsMemo,
  known?: readonly (PageWriting | undefined)[],
): { pages: PageDigests[]; words: WordsMemo; written: PageWriting[] } | undefined {
  const { data, pageRanges } = read;
  if (!pageRanges || !isObject(data)) return undefined;
  const pages = pagesOf(data);
  if (pages.length * 2 !== pageRanges.length) return undefined;
  const writtenPages = typeof text === 'string' ? pagesOfText(text, pageRanges) : text;
  const written = pageDigestsOf(writtenPages, known);
  const pageShape = pageShapeOf(shape);
  const words = pageWords(
    writtenPages,
    written,
    declaredTranslations(data),
    (p) => textWordsOf(pages[p], pageShape),
    code,
    earlier,
  );
  // The file's own language shows every text as written: one digest says so for every page.
  const asWritten = sha256().update('as written').digest();
  return {
    pages: pages.map((page, p) => {
      const { digest, mayShowPictures } = written[p]!;
      return {
        page: digest,
        pictures: !mayShowPictures
          ? []
          : (knownSummary(page)?.pictures ?? (Array.isArray(page.sections) ? pictureSources(page.sections) : [])),
        words: [asWritten, ...words.words[p]!],
      };
    }),
    words: words.memo,
    written,
  };
}

/** What a check keeps of the pages it passed: its code (see below) and their keys. */
export interface CheckMemo {
  /** The code of the check and its schemas, as the caller knows them: a change of either makes every key new. */
  code: string;
  /** The keys of the pages an earlier check passed (FileCheck.passedKeys). */
  passed: ReadonlySet<string>;
  /** What it found of its pages' words (FileCheck.wordsMemo). */
  words?: WordsMemo;
}

/**
 * The key of each page (see the top of this file), in the order of "pages". `pictureFolders`: the folders whose picture
 * files the checker reads (media/ and public/).
 */
export function pageCheckKeys(
  code: string,
  data: unknown,
  digests: readonly PageDigests[],
  written: WrittenIds = NO_WRITTEN_IDS,
  pictureFolders: readonly string[],
): string[] {
  const site = isObject(data) ? (data as Record<string, Json>) : {};
  const { pages: _, translations, ...rest } = site;
  const settings = Array.isArray(translations)
    ? translations.map((entry) => (isObject(entry) ? { ...entry, texts: null } : entry))
    : translations;
  const anchors = [...siteAnchors(site, written)].map(([route, ids]) => [route, [...ids]]);
  const context = sha256()
    .update(code)
    .update(JSON.stringify([rest, settings, [...valuesOf(site)], anchors, written]))
    .update(filesState(pictureFolders))
    .digest();
  // Hashed at once, as one run of bytes: a hash object for each of 20,000 pages costs twice the hashing.
  return digests.map(({ page, words }) => hash('sha256', Buffer.concat([context, page, ...words]), 'base64'));
}

/** Each file below `folders` by its path, size and time of change: what a picture's check reads of it. */
function filesState(folders: readonly string[]): string {
  return folders
    .flatMap((folder) => {
      let names: string[];
      try {
        names = readdirSync(folder, { recursive: true, encoding: 'utf8' });
      } catch {
        return [`${folder} none`];
      }
      return names.sort().map((name) => {
        const stats = statSync(path.join(folder, name), { throwIfNoEntry: false });
        return `${folder}/${name} ${stats?.size} ${stats?.mtimeMs}`;
      });
    })
    .join('\n');
}
