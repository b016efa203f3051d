/**
 * How hard each kind of file the build writes is compressed, chosen by the compression table of `npm run bench --
 * --scale-only` (copied into docs/performance.md): each level's bytes against brotli 11's, and its CPU time per file.
 */
import { existsSync } from 'node:fs';
import { constants } from 'node:zlib';

export const KINDS = ['html', 'js', 'css', 'json', 'svg', 'xml', 'other'] as const;
export type Kind = (typeof KINDS)[number];

export type Encoding = 'br' | 'gzip';
export interface Setting {
  encoding: Encoding;
  level: number;
}

/** The files worth compressing: text. Pictures and fonts are compressed already. */
export const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest)$/;
/** Below this, the compressed file plus its headers is no smaller than the original. */
export const MIN_BYTES = 512;

/** The suffix of each encoding's file beside the original, as sirv and nginx look for it. */
export const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

export function kindOf(file: string): Kind {
  const extension = /\.([a-z]+)$/.exec(file)?.[1];
  if (extension === 'mjs') return 'js';
  return (KINDS as readonly string[]).includes(extension ?? '') ? (extension as Kind) : 'other';
}

/** The best each encoding does: for files few and long-lived, compressed once and then taken from the cache. */
const BEST: readonly Setting[] = [
  { encoding: 'br', level: 11 },
  { encoding: 'gzip', level: 9 },
];
/**
 * For the pages, one a route: brotli 7 to 9 are no smaller than 6 (< 0.5 %), and no gzip copy.
 * Every browser takes brotli; the few clients that take gzip alone (some crawlers, proxies, tools) get one made per
 * request by the server (nginx's gzip, server/compress-per-request.ts), which costs them a millisecond a page where
 * writing it cost the build a gzip and a file for every route (a sixth of a cold build's CPU here).
 */
const PER_ROUTE: readonly Setting[] = [{ encoding: 'br', level: 6 }];
/**
 * No copy: the server compresses the file per request (server/compress-per-request.ts, nginx's gzip), as it does for a
 * client that takes gzip alone.
 */
const NONE: readonly Setting[] = [];

/**
 * Over this, a file gets LARGE's levels whatever its kind. Brotli 11 compresses about a megabyte a second here: the
 * sitemap of 40,000 routes (15.5 MB) took 23.6–24.2 s at brotli 11 and 0.17–0.19 s at brotli 8, for 32 % more bytes
 * that only crawlers fetch. No page, script or stylesheet comes near the limit.
 */
export const LARGE_BYTES = 256 * 1024;
const LARGE: readonly Setting[] = [
  { encoding: 'br', level: 8 },
  { encoding: 'gzip', level: 9 },
];

/**
 * Brotli for browsers, and gzip beside it, but for the files of every route, for clients that take nothing else:
 * the server sends these as they are, and gzips per request only what has no .gz.
 */
export const LEVELS: Record<Kind, readonly Setting[]> = {
  /** One a route: 0.6 ms a page instead of 36 at brotli 11, for 11 % more (0.7 KiB); 10 is within 2 % but at 12 ms. */
  html: PER_ROUTE,
  /**
   * One a route too (the page's data for client navigation, ~4 KiB): compressed per request, where a copy cost the
   * build a brotli and a file for every route. Brotli 6 saved ~2.6 KiB of a fetch; gzip 6, made per request in about
   * 0.1 ms, saves ~2.5 (26.8 % over brotli 11's bytes against 16.4 %).
   */
  json: NONE,
  /** Hashed, cached for a year, compressed once: the budgets count gzip bytes, and gzip 6 adds 0.2 %, too much. */
  js: BEST,
  css: BEST,
  /**
   * The sitemap, which only crawlers fetch, at any size: 2,000 routes (153 KiB) take 505 ms at brotli 11 and 10 ms at
   * brotli 8, for 480 bytes more (4.4 KiB instead of 3.9), in every build that adds, removes or renames a page.
   */
  xml: LARGE,
  /** None today is over MIN_BYTES; any that comes is one of a few. */
  svg: BEST,
  other: BEST,
};

/** The levels a file of this kind and size is compressed at: none under MIN_BYTES. */
export const levelsFor = (kind: Kind, bytes: number): readonly Setting[] =>
  bytes < MIN_BYTES ? [] : bytes > LARGE_BYTES ? LARGE : LEVELS[kind];

/** The suffixes of the copies the build writes beside `file`, of `bytes` bytes. */
export const copySuffixesOf = (file: string, bytes: number): string[] =>
  levelsFor(kindOf(file), bytes).map((setting) => SUFFIX[setting.encoding]);

/** Whether `file`, of `bytes` bytes, has the compressed copies the build writes for its kind and size. */
export const hasCopies = (file: string, bytes: number): boolean =>
  copySuffixesOf(file, bytes).every((suffix) => existsSync(file + suffix));

/** zlib's options for one setting; the size hint lets brotli size its window to the file. */
export function zlibOptions({ encoding, level }: Setting, size: number) {
  return encoding === 'br'
    ? { params: { [constants.BROTLI_PARAM_QUALITY]: level, [constants.BROTLI_PARAM_SIZE_HINT]: size } }
    : { level };
}
