/**
 * The one entry to checking site.json: parse with positions, check the schema, run the cross-checks, and return
 * every problem located at its line and column. Used by `npm run validate`, the build and the dev server.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { crossCheckProblems } from './cross-checks.ts';
import { locate, parseJson } from './json-source.ts';
import { productFactProblems } from './product-facts.ts';
import { byPosition, formatProblem, type LocatedProblem } from './problems.ts';
import { schemaProblems } from './schema-check.ts';

export type SiteCheck =
  | { ok: true; site: SiteConfig; problems: [] }
  | { ok: false; problems: LocatedProblem[] };

export interface CheckOptions {
  /** How the problems name the checked file inside their messages ("site.json"). */
  siteName?: string;
  /** The product data whose free-plan figures the facts must repeat (product-facts.ts); PRODUCT_DATA_FILE by default. */
  productDataFile?: string;
}

export function checkSiteText(text: string, options: CheckOptions = {}): SiteCheck {
  const parsed = parseJson(text);
  if (!parsed.ok) return { ok: false, problems: [parsed.problem] };
  const found = [...schemaProblems('site.schema.json', parsed.data), ...crossCheckProblems(parsed.data)];
  const siteAt = (pointer: string) => locate(parsed.document, parsed.text, { pointer, message: '' });
  const facts = productFactProblems(parsed.data, siteAt, options.siteName ?? 'site.json', options.productDataFile);
  if (found.length === 0 && parsed.problems.length === 0 && facts.length === 0) return { ok: true, site: parsed.data as SiteConfig, problems: [] };
  const located = found.map((problem) => ({ ...problem, ...locate(parsed.document, parsed.text, problem) }));
  const here = [...parsed.problems, ...located, ...facts.filter((problem) => !problem.file)].map((problem) => withPage(problem, parsed.data)).sort(byPosition);
  // Problems in another file come after those of the file checked.
  return { ok: false, problems: [...here, ...facts.filter((problem) => problem.file)] };
}

/** The problem with the route of the page its pointer is inside, when that page has a route in text. */
function withPage(problem: LocatedProblem, data: unknown): LocatedProblem {
  const index = /^\/pages\/(\d+)(?:\/|$)/.exec(problem.pointer)?.[1];
  if (index === undefined) return problem;
  const pages = (data as { pages?: unknown } | null)?.pages;
  const route = Array.isArray(pages) ? (pages[Number(index)] as { route?: unknown } | undefined)?.route : undefined;
  return typeof route === 'string' ? { ...problem, page: route } : problem;
}

export async function checkSiteFile(file: string, options: CheckOptions = {}): Promise<SiteCheck> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    return { ok: false, problems: [{ pointer: '', line: 1, column: 1, message: `cannot read the file: ${unreadable(error as NodeJS.ErrnoException)}` }] };
  }
  return checkSiteText(text, { siteName: path.relative(process.cwd(), file) || file, ...options });
}

/** Why a file could not be read, in words rather than Node's error codes. */
export function unreadable(error: NodeJS.ErrnoException): string {
  switch (error.code) {
    case 'ENOENT': return 'no such file';
    case 'EISDIR': return 'this is a folder, not a file: give the path of the .json file itself';
    case 'EACCES':
    case 'EPERM': return 'permission denied: this account may not read it, so change the file\'s permissions or copy it somewhere readable';
    default: return `the system refused (${error.code ?? error.message})`;
  }
}

/** One problem as tools read it (`npm run validate -- --json`). */
export interface JsonProblem {
  file: string;
  line: number;
  column: number;
  /** JSON pointer of the offending value, "" for the whole file. */
  pointer: string;
  /** The route of the page the pointer is inside, when it is inside a page. */
  page?: string;
  message: string;
}

/** The report tools read: every problem, with where it is; an empty list when the file is valid. */
export function jsonReport(name: string, check: SiteCheck): JsonProblem[] {
  return check.problems.map(({ file, line, column, pointer, page, message }) => ({ file: file ?? name, line, column, pointer, ...(page === undefined ? {} : { page }), message }));
}

/** The report an editor reads: one line per problem and a closing count. */
export function report(name: string, check: SiteCheck): string {
  if (check.ok) return `✓ ${name} is valid (${check.site.pages.length} pages)`;
  const lines = check.problems.map((problem) => formatProblem(name, problem));
  const count = check.problems.length;
  const elsewhere = [...new Set(check.problems.flatMap((problem) => (problem.file ? [problem.file] : [])))];
  const where = elsewhere.length ? `${name} and ${elsewhere.join(', ')}` : name;
  return [...lines, `✗ ${count} problem${count === 1 ? '' : 's'} in ${where}`].join('\n');
}
