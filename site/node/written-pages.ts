/**
 * The pages of a site.json as the file writes them, for the pages' digests and the search for texts whose words
 * changed (check-memo.ts, page-words.ts): from the whole text decoded, or from the file's bytes alone, when a rebuild's
 * check decodes only the pages that changed (check-base.ts).
 */
import type { PageRanges } from '../json-source.ts';

export interface WrittenPages {
  /** How many pages the file lists. */
  count: number;
  /** The text of the page at `p`, from its "{" to its "}". */
  text(p: number): string;
  /** The pages whose text holds `written` (a text in quotes, as JSON.stringify writes it). */
  holding(written: string): Set<number>;
}

/** The pages of `text` at their places in it (PageRanges). */
export function pagesOfText(text: string, ranges: PageRanges): WrittenPages {
  return {
    count: ranges.length / 2,
    text: (p) => text.slice(ranges[p * 2], ranges[p * 2 + 1]),
    holding: (written) => holding(ranges, (from) => text.indexOf(written, from)),
  };
}

/**
 * The pages of the file whose bytes are `bytes`, at their places in bytes; the text of a page is decoded when asked,
 * unless `decoded` has it already.
 */
export function pagesOfBytes(
  bytes: Buffer,
  places: readonly number[],
  decoded: ReadonlyMap<number, string>,
): WrittenPages {
  return {
    count: places.length / 2,
    text: (p) => decoded.get(p) ?? bytes.toString('utf8', places[p * 2], places[p * 2 + 1]),
    holding: (written) => {
      const sought = Buffer.from(written);
      return holding(places, (from) => bytes.indexOf(sought, from));
    },
  };
}

/** The pages of `ranges` that each place `find` finds (from a place on, -1 past the last) is inside. */
function holding(ranges: readonly number[], find: (from: number) => number): Set<number> {
  const pages = new Set<number>();
  for (let at = find(0); at !== -1; at = find(at + 1)) {
    const page = pageAt(ranges, at);
    if (page !== undefined) pages.add(page);
  }
  return pages;
}

/** The page whose range holds the offset `at`, found by halves. */
function pageAt(ranges: readonly number[], at: number): number | undefined {
  let [low, high] = [0, ranges.length / 2 - 1];
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (at < ranges[middle * 2]!) high = middle - 1;
    else if (at >= ranges[middle * 2 + 1]!) low = middle + 1;
    else return middle;
  }
  return undefined;
}
