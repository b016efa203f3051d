/**
 * The one entry to checking site.json's text: parse with positions, check the schema, run the cross-checks, compare
 * the facts with the product data, and return every problem with its code and place. It reads no file and runs in
 * Node and in a browser alike: what it needs from outside (the compiled schema, the ids the site writes, the public
 * folder, the product data) is handed in. node/check.ts hands in what Node reads from disk.
 */
import type { SiteConfig } from '../schemas/site.types.ts';
import {
  crossCheckProblems,
  NO_WRITTEN_IDS,
  pagesOf,
  siteAnchors,
  uniqueRouteProblems,
  uniqueTitleProblems,
  valuesOf,
  wordProblems,
  type CrossCheckContext,
  type Json,
} from './cross-checks.ts';
import { isObject } from './is-object.ts';
import { locate, parseJson, type PageRanges, type ProblemToPlace } from './json-source.ts';
import { productFactProblems, type ProductDataFile } from './product-facts.ts';
import { byCause, isWarning, MAX_PROBLEMS, type LocatedProblem, type Position, type Problem } from './problems.ts';
import { readablePath } from './readable-path.ts';
import type { CompiledSchema } from './schema-compile.ts';
import { schemaProblems } from './schema-check.ts';
import { pageShapeOf, type TextShape } from './text-shape.ts';
import { withWords } from './translate.ts';
import {
  checkedWordsFor,
  declaredTranslations,
  SHOW_ENGLISH,
  siteTextList,
  textListOf,
  translationProblemSteps,
  type SiteRules,
} from './translation-check.ts';
import { statusOfList, type LanguageStatus } from './translation-status.ts';

export type SiteCheck =
  | {
      ok: true;
      site: SiteConfig;
      problems: [];
      /** Each translation's texts to translate (shown in English) and to review, for the sentences said about them. */
      translationStatus: LanguageStatus[];
      /** What is worth fixing though the file is valid and builds (a picture too small for its place); none when empty. */
      warnings?: LocatedProblem[];
      /** Where each page is written in the text checked, when it was read from a text (see PageRanges). */
      pageRanges?: PageRanges;
    }
  | {
      ok: false;
      problems: LocatedProblem[];
      /**
       * The file as written, when its only problems are texts still to translate: work in progress that the editor
       * saves and the preview draws (those texts in English), though the build refuses it.
       */
      draft?: SiteConfig;
      /** With a draft: each translation's texts to translate and to review, as for a valid file. */
      translationStatus?: LanguageStatus[];
      warnings?: LocatedProblem[];
    };

/** Problems that leave a file a draft (see SiteCheck.draft): a translation still to write. */
export const isTranslationToDo = (problem: Pick<Problem, 'code'>) => problem.code === 'missing-translation';

export interface SiteCheckContext extends CrossCheckContext {
  /** The validators of site.schema.json. */
  schema: CompiledSchema;
  /** How the problems name the checked file inside their messages ("site.json"). */
  siteName?: string;
  /** The product data whose free-plan figures the facts must repeat; without it, the facts are not compared. */
  productData?: ProductDataFile;
  /**
   * Of the file's pages, those an earlier check found passing every rule that reads one page at a time, with the same
   * page, the same words for its texts and the same rest of the site (node/check-memo.ts); asked once the file is
   * read. The check then takes its word for them (checkChangedPages).
   */
  passedPages?: (read: ReadSite) => ReadonlySet<number>;
}

/** The check of a site.json: its text, or the file read already (ReadSite). */
export function checkSite(read: string | ReadSite, context: SiteCheckContext): SiteCheck {
  return toEnd(checkSiteSteps(read, context));
}

/** A site.json read already: its data, what its reading found wrong, and how to place a problem in its text. */
export interface ReadSite {
  data: unknown;
  problems: (Problem & Position)[];
  place: (problem: ProblemToPlace) => Position;
  pageRanges?: PageRanges;
}

/**
 * checkSite in steps of at most some 100 ms on a 2,000-page site: it pauses (yields) between them, so a checker that
 * hears of a newer edit meanwhile can drop the check of the older one instead of finishing it. `read` is the file
 * read already (the editor holds its data, and writes its text only to place problems), or its text.
 */
export function* checkSiteSteps(read: string | ReadSite, context: SiteCheckContext): Generator<void, SiteCheck> {
  const source = typeof read === 'string' ? readText(read) : read;
  if ('problem' in source) return { ok: false, problems: [{ ...source.problem, path: readablePath('', undefined) }] };
  const passed = context.passedPages?.(source);
  const quick = passed && passed.size > 0 ? checkChangedPages(source, context, passed) : undefined;
  if (quick) return quick;
  const { data } = source;
  const lineOf = (pointer: string) => source.place({ pointer }).line;
  const rules = siteRules({ ...context, lineOf });
  yield;
  const english = rules.every(data);
  yield;
  // The texts of the site, found once for the translations' problems and status; a site in one language needs none.
  const texts = declaredTranslations(data).length > 0 ? siteTextList(data, context.schema.texts) : textListOf([]);
  const checked = [
    ...english,
    ...(yield* translationProblemSteps(data, texts, context.schema.texts, rules.words, english)),
  ];
  const found = checked.filter((problem) => !isWarning(problem));
  const facts = factProblems(source, context);
  const placed = placedIn(data);
  const warnings = warningsOf(checked, source);
  if (found.length === 0 && source.problems.length === 0 && facts.length === 0) {
    return {
      ok: true,
      site: data as SiteConfig,
      problems: [],
      translationStatus: statusOfList(data, texts),
      ...warnings,
      ...(source.pageRanges ? { pageRanges: source.pageRanges } : {}),
    };
  }
  const here = [
    ...source.problems,
    ...found.map((problem) => ({ ...problem, ...source.place(problem) })),
    ...facts.filter((problem) => !problem.file),
  ]
    .map(placed)
    .sort(byCause);
  // Problems in another file come after those of the file checked.
  const all = [...here, ...facts.filter((problem) => problem.file).map(placed)];
  const problems = all.length < MAX_PROBLEMS ? all : [...all.slice(0, MAX_PROBLEMS), TOO_MANY_PROBLEMS];
  const asDraft = all.every(isTranslationToDo)
    ? { draft: data as SiteConfig, translationStatus: statusOfList(data, texts) }
    : {};
  return { ok: false, problems, ...asDraft, ...warnings };
}

/**
 * The check of a file whose pages `passed` an earlier check found passing (SiteCheckContext.passedPages): the rules
 * run on the rest of the file with the other pages only, and those that compare pages with one another (routes,
 * titles in every language, links and the anchors they jump to) over every page. It can only say that the file
 * passes: when it finds a problem, it returns nothing, and the whole file is checked to report it as always.
 */
function checkChangedPages(
  source: ReadSite,
  context: SiteCheckContext,
  passed: ReadonlySet<number>,
): Extract<SiteCheck, { ok: true }> | undefined {
  const { data } = source;
  if (source.problems.length > 0 || !isObject(data) || !Array.isArray(data.pages)) return undefined;
  const pages = data.pages;
  if (!pages.every(isObject)) return undefined;
  const changed = pages.flatMap((_, i) => (passed.has(i) ? [] : [i]));
  // The schema asks for a page at least.
  const checked = changed.length > 0 ? changed : [0];
  const part = { ...data, pages: checked.map((i) => pages[i]) };
  const rules = siteRules({ ...context, anchors: siteAnchors(data, context.writtenIds) });
  const english = rules.every(part);
  const texts = declaredTranslations(part).length > 0 ? siteTextList(part, context.schema.texts) : textListOf([]);
  const found = [
    ...english,
    ...toEnd(translationProblemSteps(part, texts, context.schema.texts, rules.words, english)),
    ...pagesComparedProblems(data, context.schema.texts),
    ...factProblems(source, context),
  ];
  if (!found.every(isWarning)) return undefined;
  // A warning of the part is at its page of the file.
  const atPage = (pointer: string) =>
    pointer.replace(/^\/pages\/(\d+)/, (_, k: string) => `/pages/${checked[Number(k)]}`);
  const warnings = warningsOf(
    found.map((warning) => ({ ...warning, pointer: atPage(warning.pointer) })),
    source,
  );
  const translations = declaredTranslations(data);
  // Only a language that shows English for a text or has translations to review lists texts of the site.
  const listsTexts = translations.some(
    ({ untranslated, review }) => untranslated === SHOW_ENGLISH || review.length > 0,
  );
  return {
    ok: true,
    site: data as unknown as SiteConfig,
    problems: [],
    translationStatus: statusOfList(data, listsTexts ? siteTextList(data, context.schema.texts) : textListOf([])),
    ...warnings,
    ...(source.pageRanges ? { pageRanges: source.pageRanges } : {}),
  };
}

/** The facts of the file against the product data, when it is given. */
function factProblems(source: ReadSite, context: SiteCheckContext) {
  return context.productData
    ? productFactProblems(
        source.data,
        (pointer) => source.place({ pointer }),
        context.siteName ?? 'site.json',
        context.productData,
        (context.writtenIds ?? NO_WRITTEN_IDS).showsProductData,
      )
    : [];
}

/**
 * A problem with its path in words and the page it is on; one of another file (the product data) has its place there.
 */
const placedIn =
  (data: unknown) =>
  (problem: Problem & Position & { file?: string; path?: string }): LocatedProblem => ({
    ...problem,
    path: problem.path ?? readablePath(problem.pointer, data),
    ...(problem.file ? {} : pageOf(problem.pointer, data)),
  });

/** The warnings among `found`, placed in the file and in the order of their causes; none when there are none. */
function warningsOf(found: readonly Problem[], source: ReadSite): { warnings?: LocatedProblem[] } {
  const placed = placedIn(source.data);
  const warned = found.filter(isWarning).map((problem) => placed({ ...problem, ...source.place(problem) }));
  return warned.length > 0 ? { warnings: warned.sort(byCause) } : {};
}

/**
 * The rules that compare every page with the others, in the file and in each language: no route twice, no title twice.
 * The words of a title in a language are those the site as it shows it is checked with (checkedWordsFor).
 */
function pagesComparedProblems(data: Record<string, unknown>, shape: TextShape | null): Problem[] {
  const site = data as Record<string, Json>;
  const pages = pagesOf(site);
  const pageShape = pageShapeOf(shape);
  const written = new Set<string>();
  return [
    ...uniqueRouteProblems(pages, undefined),
    ...uniqueTitleProblems(pages, valuesOf(site), undefined),
    ...declaredTranslations(data)
      .filter(({ language }) => !written.has(language) && written.add(language))
      .flatMap((translation) => {
        const wordsFor = checkedWordsFor(translation);
        const titled = pages.map((page) => withWords({ title: page.title ?? null }, pageShape, wordsFor));
        return uniqueTitleProblems(
          titled,
          valuesOf(withWords({ ...site, pages: [] }, shape ?? undefined, wordsFor)),
          undefined,
        );
      }),
  ];
}

/**
 * The rules of site.json: every one, for the file; and those that read a text's words, for the site as a language shows
 * it, which differs from the file in its texts' words only (wordProblems).
 */
export function siteRules(context: SiteCheckContext): { every: SiteRules; words: SiteRules } {
  return {
    every: (data) => [...schemaProblems(context.schema, data), ...crossCheckProblems(data, context)],
    words: (data) => [...schemaProblems(context.schema, data), ...wordProblems(data, context)],
  };
}

/** The file's text parsed with positions, or the one problem that stops it being read. */
function readText(text: string): ReadSite | { problem: Problem & Position } {
  const parsed = parseJson(text);
  if (!parsed.ok) return { problem: parsed.problem };
  return {
    data: parsed.data,
    problems: parsed.problems,
    place: (problem) => locate(parsed.document, parsed.text, problem),
    ...(parsed.pageRanges ? { pageRanges: parsed.pageRanges } : {}),
  };
}

/** Runs steps to their end at once. */
export function toEnd<T>(steps: Generator<void, T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

/** Said last when the rules found as many problems as a check lists (MAX_PROBLEMS): there may be more. */
const TOO_MANY_PROBLEMS: LocatedProblem = {
  code: 'too-many-problems',
  pointer: '',
  path: readablePath('', undefined),
  line: 1,
  column: 1,
  message: `the checker lists ${MAX_PROBLEMS.toLocaleString('en-US')} problems at most, and this file has that many: fix these and check again to see any others`,
};

/** The route of the page the pointer is inside, when that page has a route in text. */
function pageOf(pointer: string, data: unknown): { page?: string } {
  const index = /^\/pages\/(\d+)(?:\/|$)/.exec(pointer)?.[1];
  if (index === undefined) return {};
  const pages = (data as { pages?: unknown } | null)?.pages;
  const route = Array.isArray(pages) ? (pages[Number(index)] as { route?: unknown } | undefined)?.route : undefined;
  return typeof route === 'string' ? { page: route } : {};
}
