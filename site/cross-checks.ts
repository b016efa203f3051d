/**
 * Rules a JSON Schema cannot express: unique routes and titles, unique anchors, links that land on a declared route
 * or anchor, known placeholders. They run on the raw document (even when the schema failed), so an editor sees
 * every problem at once; each rule skips parts whose shape is already wrong.
 */
import type { SiteConfig } from '../schemas/site.types.ts';
import { inlineLinks } from './inline-markup.ts';
import { fillPlaceholders, placeholderValues, unknownPlaceholders } from './placeholders.ts';
import { MAX_PROBLEMS, pointerOf, quoteList, type Problem } from './problems.ts';
import {
  categoryAnchors,
  cookieCategoryList,
  takenBy,
  takenIds,
  type CategoryAnchor,
  type WrittenIds,
} from './reserved-ids.ts';
import { pictureProblems, type PictureBox, type ReadPicture } from './picture-check.ts';
import { knownSummary, type PageSummary } from './page-summary.ts';
import { showsProductData } from './product-facts.ts';
import { didYouMean, withoutScheme } from './schema-check.ts';

/** What the cross-checks learn from outside the file. */
export interface CrossCheckContext {
  /** Whether the public/ folder holds a file ("/share-card.png"); without it, pictures are not looked for. */
  hasPublicFile?: (src: string) => boolean;
  /** What a picture field's file holds ("media/calendar.png"); without it, picture files are not looked at. */
  readPicture?: ReadPicture;
  /** The ids the renderer and the section components write; without them, only anchors of site.json are compared. */
  writtenIds?: WrittenIds;
  /** The line of a value in the file, for naming the other of two values that clash ("line 40"); without it, no line is named. */
  lineOf?: (pointer: string) => number;
  /**
   * The anchors of every route of the site (siteAnchors), when the data checked holds only some of its pages: the
   * links of those pages are resolved against every page, not against those alone.
   */
  anchors?: ReadonlyMap<string, ReadonlySet<string>>;
}

export const NO_WRITTEN_IDS: WrittenIds = {
  everyPage: [],
  bySectionType: {},
  cookieCategoriesBy: [],
  showsProductData: {},
  pictureBoxes: {},
};

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
/** Where a value is: the names and list places from the top of the file (pointerOf writes it as a JSON pointer). */
type Path = (string | number)[];

/**
 * Calls `visit` with each string inside `value`, in the file's order, with the name of the field holding it (a list's
 * entries are held by the list's field) and its path below `value`. The path is one array the walk changes as it
 * goes: a pointer is written from it only for a problem, since a check visits every string of the file.
 */
function forEachString(
  value: Json,
  visit: (text: string, key: string, path: Path) => void,
  path: Path = [],
  key = '',
): void {
  if (typeof value === 'string') {
    visit(value, key, path);
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      path.push(i);
      forEachString(value[i]!, visit, path, key);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const name in value) {
      path.push(name);
      forEachString(value[name]!, visit, path, name);
      path.pop();
    }
  }
}

const isObject = (value: unknown): value is Record<string, Json> =>
  !!value && typeof value === 'object' && !Array.isArray(value);

export function crossCheckProblems(data: unknown, context: CrossCheckContext = {}): Problem[] {
  if (!isObject(data)) return [];
  const pages = pagesOf(data);
  const values = valuesOf(data);
  const categories = categoryAnchors(data);
  const written = context.writtenIds ?? NO_WRITTEN_IDS;
  // A translation's placeholders and links are those of its English text (translation-check.ts), checked there.
  const { translations: _, ...site } = data;
  // Two rules read every string of the site: one walk serves both, since a large site has some 100,000.
  const placeholders = placeholderRule(values);
  // The anchors of every page, found once for the rule of each page's own anchors and for the links to them.
  const ids = pages.map(idsOf);
  const links = linkRule(
    pages,
    context.anchors ??
      anchorsByRoute(
        pages.map((page, p) => pageAnchors(page, written, ids[p])),
        categories,
      ),
    values,
  );
  forEachString(site, (text, key, path) => {
    placeholders.visit(text, key, path);
    links.visit(text, key, path);
  });
  const problems = [
    ...placeholders.problems,
    ...uniqueRouteProblems(pages, context.lineOf),
    ...uniqueTitleProblems(pages, values, context.lineOf),
    ...pages.flatMap((page, i) => sectionProblems(page, i, ids[i]!, categories, written)),
    ...links.problems,
    ...cookieCategoryProblems(data, pages, written, context.lineOf),
    ...shareImageProblems(data, context.hasPublicFile),
    ...pictureProblems(site, context.readPicture, (field) => pictureBoxOf(site, field.pointer, written)),
  ];
  return problems.slice(0, MAX_PROBLEMS);
}

/**
 * The cross-checks that read the words of a text, for the site as a language shows it: a language changes its texts
 * and nothing else, so only these can find in it a problem the English file does not have. Every page's own title,
 * and no picture's alternative text a file name. The other rules read no text's words: routes, anchors, letters and
 * files are not translated, and a translation keeps its text's placeholders and link addresses (translation-check.ts).
 */
export function wordProblems(data: unknown, context: CrossCheckContext = {}): Problem[] {
  if (!isObject(data)) return [];
  const pages = pagesOf(data);
  const { translations: _, ...site } = data;
  return [...uniqueTitleProblems(pages, valuesOf(data), context.lineOf), ...pictureProblems(site, undefined)].slice(
    0,
    MAX_PROBLEMS,
  );
}

/** Of the pages of `data`, those that are objects: the others are the schema's to report. */
export const pagesOf = (data: Record<string, unknown>): Record<string, Json>[] =>
  Array.isArray(data.pages) ? data.pages.filter(isObject) : [];

/**
 * The anchors a link may target on each route of the site (see anchorsByRoute). Found once for a site and the ids its
 * code writes: a check that takes an earlier check's word for some pages asks for them twice (node/check-memo.ts).
 */
export function siteAnchors(
  data: unknown,
  written: WrittenIds = NO_WRITTEN_IDS,
): ReadonlyMap<string, ReadonlySet<string>> {
  if (!isObject(data)) return new Map();
  const known = anchorsFound.get(data);
  if (known?.written === written) return known.anchors;
  const pages = pagesOf(data);
  // A page known without reading it (PageSummary) is not read for them.
  const anchors = anchorsByRoute(
    pages.map((page) => pageAnchors(page, written)),
    categoryAnchors(data),
  );
  anchorsFound.set(data, { written, anchors });
  return anchors;
}

const anchorsFound = new WeakMap<object, { written: WrittenIds; anchors: Map<string, Set<string>> }>();

export function uniqueRouteProblems(pages: Record<string, Json>[], lineOf: CrossCheckContext['lineOf']): Problem[] {
  return uniqueProblems(
    pages,
    'route',
    'route-declared-twice',
    (route, other) =>
      `the route "${route}" is declared twice: it is already the route of ${other}, and each page needs its own address`,
    lineOf,
  );
}

export function uniqueTitleProblems(
  pages: Record<string, Json>[],
  values: Map<string, string>,
  lineOf: CrossCheckContext['lineOf'],
): Problem[] {
  return uniqueProblems(
    pages,
    'title',
    'title-used-twice',
    (title, other) => `the title "${title}" is used by another page, ${other}: every page needs its own title`,
    lineOf,
    (t) => fillPlaceholders(t, values),
  );
}

/** The placeholders' values of the file: its brand's name, its named links and its facts. */
export function valuesOf(data: Record<string, Json>): Map<string, string> {
  return placeholderValues({
    brand: { name: isObject(data.brand) && typeof data.brand.name === 'string' ? data.brand.name : '', tagline: '' },
    links: (isObject(data.links)
      ? Object.fromEntries(Object.entries(data.links).filter(([, v]) => typeof v === 'string'))
      : {}) as unknown as SiteConfig['links'],
    facts: isObject(data.facts)
      ? (Object.fromEntries(
          Object.entries(data.facts).filter(([, v]) => typeof v === 'string' || typeof v === 'number'),
        ) as SiteConfig['facts'])
      : {},
  });
}

/** The box the section holding a picture field draws it in, by the section's type ("/pages/2/sections/3/…"). */
function pictureBoxOf(site: Record<string, Json>, pointer: string, written: WrittenIds): PictureBox | undefined {
  const at = /^\/pages\/(\d+)\/sections\/(\d+)\//.exec(pointer);
  if (!at || !Array.isArray(site.pages)) return undefined;
  const page = site.pages[Number(at[1])];
  const section = isObject(page) && Array.isArray(page.sections) ? page.sections[Number(at[2])] : undefined;
  return isObject(section) && typeof section.type === 'string' ? written.pictureBoxes[section.type] : undefined;
}

/** The share image must be a file of public/, which the build copies to the site's root. */
function shareImageProblems(data: Record<string, Json>, hasPublicFile: CrossCheckContext['hasPublicFile']): Problem[] {
  const src = isObject(data.site) && isObject(data.site.shareImage) ? data.site.shareImage.src : undefined;
  if (!hasPublicFile || typeof src !== 'string' || !src.startsWith('/') || hasPublicFile(src)) return [];
  return [
    {
      code: 'missing-public-file',
      pointer: '/site/shareImage/src',
      message: `the picture "${src}" is not in the public/ folder: put the file at public${src}, or correct the address`,
    },
  ];
}

/** A rule that reads the strings of the site one by one (see forEachString), and the problems it found in them. */
interface StringRule {
  visit: (text: string, key: string, path: Path) => void;
  problems: Problem[];
}

function placeholderRule(values: Map<string, string>): StringRule {
  const known = [...values.keys()];
  const knownList = known.map((k) => `{${k}}`).join(', ');
  const problems: Problem[] = [];
  const visit = (text: string, _: string, path: Path) => {
    if (path.length === 1 && path[0] === '$schema') return;
    for (const { name, start } of unknownPlaceholders(text, values)) {
      if (problems.length >= MAX_PROBLEMS) return;
      const hint = `${didYouMean(name, known, (guess) => `"{${guess}}"`)}Known placeholders: ${knownList}`;
      problems.push({
        code: 'unknown-placeholder',
        pointer: pointerOf(path),
        indexInString: start,
        message: `unknown placeholder "{${name}}".`,
        hint,
      });
    }
  };
  return { visit, problems };
}

/** A value in words for the editor: its text, and its line when known ("the page "Pricing" (line 40)"), never a JSON pointer. */
function named(what: string, words: Json | undefined, pointer: string, lineOf: CrossCheckContext['lineOf']): string {
  const line = lineOf ? ` (line ${lineOf(pointer)})` : '';
  return typeof words === 'string' && words !== '' ? `${what} ${JSON.stringify(words)}${line}` : `${what}${line}`;
}

/** The page as an editor knows it: by its title, else by its route. */
function pageNamed(
  page: Record<string, Json>,
  index: number,
  field: 'route' | 'title',
  lineOf: CrossCheckContext['lineOf'],
): string {
  return typeof page.title === 'string' && field === 'route'
    ? named('the page', page.title, `/pages/${index}/${field}`, lineOf)
    : named('the page at', page.route, `/pages/${index}/${field}`, lineOf);
}

function uniqueProblems(
  pages: Record<string, Json>[],
  field: 'route' | 'title',
  code: Problem['code'],
  message: (value: string, other: string) => string,
  lineOf: CrossCheckContext['lineOf'],
  normalise = (v: string) => v,
): Problem[] {
  const first = new Map<string, number>();
  const problems: Problem[] = [];
  pages.forEach((page, i) => {
    const raw = page[field];
    if (typeof raw !== 'string') return;
    const value = normalise(raw);
    const other = first.get(value);
    if (other !== undefined)
      problems.push({
        code,
        pointer: `/pages/${i}/${field}`,
        message: message(value, pageNamed(pages[other]!, other, field, lineOf)),
      });
    else first.set(value, i);
  });
  return problems;
}

/**
 * An anchor a page's section declares: its "id", the section's place on the page, the way to it in the section, and
 * whether the section is an object (the schema reports one that is not; its ids are still anchors a link may target).
 */
interface DeclaredId {
  value: string;
  section: number;
  path: Path;
  inObject: boolean;
}

/** Every "id" declared inside the page's sections, in the file's order. */
function idsOf(page: Record<string, Json>): DeclaredId[] {
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const ids: DeclaredId[] = [];
  sections.forEach((section, i) => collectIds(section, '', [], i, isObject(section), ids));
  return ids;
}

/**
 * The texts named "id" inside `value` (as forEachString would visit them: a list passes its name to its items), each
 * with its path. Only lists and objects are walked: every page's sections hold a million texts at 20,000 pages, and
 * a check or a build asks for the anchors of every page.
 */
function collectIds(value: Json, key: string, path: Path, section: number, inObject: boolean, ids: DeclaredId[]) {
  if (typeof value === 'string') {
    if (key === 'id') ids.push({ value, section, path: [...path], inObject });
  } else if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const item = value[i]!;
      if (typeof item !== 'object' && key !== 'id') continue;
      path.push(i);
      collectIds(item, key, path, section, inObject, ids);
      path.pop();
    }
  } else if (value && typeof value === 'object') {
    for (const name in value) {
      const child = value[name]!;
      if (typeof child !== 'object' && name !== 'id') continue;
      path.push(name);
      collectIds(child, name, path, section, inObject, ids);
      path.pop();
    }
  }
}

function sectionProblems(
  page: Record<string, Json>,
  pageIndex: number,
  declared: readonly DeclaredId[],
  categories: CategoryAnchor[],
  written: WrittenIds,
): Problem[] {
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const problems: Problem[] = [];
  const ids = new Map<string, string>();
  const taken = takenIds(sections, categories, written);
  for (const { value, section, path, inObject } of declared) {
    if (!inObject) continue;
    const at = `/pages/${pageIndex}/sections/${section}${pointerOf(path)}`;
    const owner = takenBy(value, taken);
    if (owner)
      problems.push({
        code: 'anchor-taken',
        pointer: at,
        message: `the anchor "${value}" is already used on this page by ${owner.by}: choose another name`,
      });
    else if (ids.has(value))
      problems.push({
        code: 'anchor-used-twice',
        pointer: at,
        message: `the anchor "${value}" is used twice on this page (also at ${ids.get(value)}): links could not tell them apart`,
      });
    else ids.set(value, at);
  }
  return problems;
}

/**
 * Anchors a link may target on each route: every "id" declared inside the page's sections, and the ids of the cookie
 * categories on a page whose sections list them (WrittenIds.cookieCategoriesBy).
 */
function anchorsByRoute(pages: readonly PageAnchors[], categories: CategoryAnchor[]): Map<string, Set<string>> {
  const anchors = new Map<string, Set<string>>();
  for (const { route, ids, listsCookieCategories } of pages) {
    if (route === undefined) continue;
    anchors.set(route, new Set(listsCookieCategories ? ids.concat(categories.map((category) => category.id)) : ids));
  }
  return anchors;
}

/**
 * What anchorsByRoute reads of a page (whose ids are `declared`, when they were found already): the summary of a page
 * known without reading it, or what was found of the page before.
 */
function pageAnchors(page: Record<string, Json>, written: WrittenIds, declared?: readonly DeclaredId[]): PageAnchors {
  const known = knownSummary(page);
  if (known) return known;
  const seen = anchorsSeen.get(page);
  if (seen?.written === written) return seen.anchors;
  const sections = Array.isArray(page.sections) ? page.sections : [];
  const anchors = {
    ...(typeof page.route === 'string' ? { route: page.route } : {}),
    ids: (declared ?? idsOf(page)).map(({ value }) => value),
    listsCookieCategories: cookieCategoryList(sections, written) >= 0,
  };
  anchorsSeen.set(page, { written, anchors });
  return anchors;
}

type PageAnchors = Pick<PageSummary, 'route' | 'ids' | 'listsCookieCategories'>;

/** Each page's anchors as last found, for the ids the site's code writes: a check and its summaries walk it once. */
const anchorsSeen = new WeakMap<object, { written: WrittenIds; anchors: PageAnchors }>();

/**
 * What the rules that compare pages read of `page` (PageSummary), its `pictures` known: its summary, when it is known
 * without reading it.
 */
export function summaryOf(page: Record<string, Json>, written: WrittenIds, pictures: string[]): PageSummary {
  return (
    knownSummary(page) ?? {
      ...pageAnchors(page, written),
      ...(typeof page.title === 'string' ? { title: page.title } : {}),
      showsProductData: showsProductData(page, written.showsProductData),
      pictures,
    }
  );
}

function linkRule(
  pages: Record<string, Json>[],
  anchors: ReadonlyMap<string, ReadonlySet<string>>,
  values: Map<string, string>,
): StringRule {
  const routes = [...anchors.keys()];
  const problems: Problem[] = [];
  const visit = (value: string, key: string, path: Path) => {
    const links = key === 'href' ? [{ href: value, start: undefined as number | undefined }] : inlineLinks(value);
    if (links.length === 0) return;
    // A link inside a page, below /pages/N, may jump to an anchor of that page.
    const here = path[0] === 'pages' && path.length > 2 ? pages[Number(path[1])]?.route : undefined;
    for (const { href, start } of links) {
      if (problems.length >= MAX_PROBLEMS) return;
      // An href field that starts with none of / # https:// mailto: {links. is refused by href.schema.json already.
      if (start === undefined && !/^(\/|#|https:\/\/|mailto:|\{links\.)/.test(href)) continue;
      // A named outside address ({links.blog}) is checked where it is written, in "links", not again at each link.
      if (/^\{links\.[a-zA-Z]+\}$/.test(href)) continue;
      const broken = brokenLink(
        fillPlaceholders(href, values),
        typeof here === 'string' ? here : undefined,
        anchors,
        routes,
      );
      if (broken)
        problems.push({
          ...broken,
          pointer: pointerOf(path),
          ...(start === undefined ? {} : { indexInString: start }),
        });
    }
  };
  return { visit, problems };
}

/** How many declared routes a dead link's hint lists: a site of thousands of pages would repeat them all at each one. */
const ROUTES_LISTED = 50;

function brokenLink(
  href: string,
  here: string | undefined,
  anchors: ReadonlyMap<string, ReadonlySet<string>>,
  routes: string[],
): Omit<Problem, 'pointer'> | undefined {
  if (/^(https:\/\/|mailto:)/.test(href) || /^\{links\./.test(href)) return undefined;
  if (href.startsWith('#') && here === undefined) {
    return {
      code: 'anchor-without-page',
      message: `the link "${href}" has no page to jump on:`,
      hint: `outside a page (header, footer) write the route too, as "/route${href}"`,
    };
  }
  if (!href.startsWith('/') && !href.startsWith('#')) {
    const address = withoutScheme(href);
    if (address) return { code: 'link-goes-nowhere', ...address };
    return {
      code: 'link-goes-nowhere',
      message: `the link "${href}" goes nowhere:`,
      hint: 'start it with / for a page of this site, # for an anchor, https:// or mailto: for an outside address',
    };
  }
  const [route = '', anchor] = href.startsWith('#') ? [here!, href.slice(1)] : href.split('#');
  const targetAnchors = anchors.get(route);
  if (!targetAnchors) {
    const guess = didYouMean(route, routes);
    return {
      code: 'dead-link',
      message: `no page has the route "${route}", so the link "${href}" leads nowhere.`,
      hint: `${guess || 'If that page was removed or renamed, link to one of the declared routes instead, or add the page back. '}Declared routes: ${quoteList(routes, ROUTES_LISTED)}`,
    };
  }
  if (anchor !== undefined && !targetAnchors.has(anchor)) {
    const known = [...targetAnchors];
    return {
      code: 'missing-anchor',
      message: `the link "${href}" jumps to the anchor "#${anchor}", which the page "${route}" does not have.`,
      hint: known.length
        ? `Its anchors: ${known.map((a) => `#${a}`).join(', ')}`
        : 'Give a section of that page an "id" first.',
    };
  }
  return undefined;
}

/**
 * The consent cookie holds one letter per allowed category, and a built-in behaviour follows the one category that
 * drives it: letters and behaviours must each belong to one category, a switch needs a letter to save the visitor's
 * choice, and a category that cannot be turned off is on. Any number of categories may have a switch.
 */
function cookieCategoryProblems(
  data: Record<string, Json>,
  pages: Record<string, Json>[],
  written: WrittenIds,
  lineOf: CrossCheckContext['lineOf'],
): Problem[] {
  const problems: Problem[] = [];
  const cookies = data.cookies;
  if (!isObject(cookies)) {
    pages.forEach((page, i) => {
      const sections = Array.isArray(page.sections) ? page.sections : [];
      const at = cookieCategoryList(sections, written);
      if (at >= 0)
        problems.push({
          code: 'cookies-missing',
          pointer: `/pages/${i}/sections/${at}`,
          message:
            'this section lists the cookie categories of "cookies", which this file does not have: add "cookies" at the top level',
        });
    });
    return problems;
  }
  const categories = Array.isArray(cookies.categories) ? cookies.categories : [];
  const firstUse = { letter: new Map<string, number>(), drives: new Map<string, number>() };
  const firstId = new Map<string, number>();
  const categoryNamed = (index: number) => {
    const category = categories[index];
    return named(
      'the category',
      isObject(category) ? category.title : undefined,
      `/cookies/categories/${index}`,
      lineOf,
    );
  };
  categories.forEach((category, i) => {
    if (!isObject(category)) return;
    const pointer = `/cookies/categories/${i}`;
    if (typeof category.id === 'string') {
      const owner = takenBy(category.id, written.everyPage);
      const first = firstId.get(category.id);
      if (owner)
        problems.push({
          code: 'anchor-taken',
          pointer: `${pointer}/id`,
          message: `the anchor "${category.id}" is already used on every page by ${owner.by}: choose another name`,
        });
      else if (first !== undefined)
        problems.push({
          code: 'anchor-used-twice',
          pointer: `${pointer}/id`,
          message: `the anchor "${category.id}" is already the id of ${categoryNamed(first)}: links could not tell them apart`,
        });
      else firstId.set(category.id, i);
    }
    for (const field of ['letter', 'drives'] as const) {
      const value = category[field];
      if (typeof value !== 'string') continue;
      const first = firstUse[field].get(value);
      if (first === undefined) firstUse[field].set(value, i);
      else if (field === 'letter')
        problems.push({
          code: 'letter-used-twice',
          pointer: `${pointer}/letter`,
          message: `the letter "${value}" is already the letter of ${categoryNamed(first)}: each category needs its own letter, or the consent cookie could not tell them apart.`,
          hint: freeLetterHint(categories, category),
        });
      else
        problems.push({
          code: 'behaviour-follows-two',
          pointer: `${pointer}/drives`,
          message: `"${value}" already follows ${categoryNamed(first)}: a built-in behaviour follows one category, so remove "drives" from one of them`,
        });
    }
    if (category.canTurnOff === true && category.letter === undefined) {
      problems.push({
        code: 'switch-without-letter',
        pointer,
        message:
          'this category can be turned off, so its switch needs a "letter" (one lowercase letter no other category uses) to save the visitor\'s choice in the consent cookie',
      });
    }
    if (category.canTurnOff === false && category.defaultOn === false) {
      problems.push({
        code: 'always-on-turned-off',
        pointer: `${pointer}/defaultOn`,
        message: 'a category that cannot be turned off is always on: set "defaultOn" to true, or "canTurnOff" to true',
      });
    }
  });
  const moreOptions =
    isObject(cookies.banner) && isObject(cookies.banner.moreOptions) ? cookies.banner.moreOptions.href : undefined;
  if (typeof moreOptions === 'string' && !moreOptions.startsWith('/')) {
    problems.push({
      code: 'more-options-off-site',
      pointer: '/cookies/banner/moreOptions/href',
      message: `the cookie notice's "more options" link must open a page of this site (it starts with /, for example "/cookie-settings"), found "${moreOptions}"`,
    });
  }
  return problems;
}

/** A letter no category has, taken from the category's own id or title when one is free, to write instead. */
function freeLetterHint(categories: Json[], category: Record<string, Json>): string {
  const taken = new Set(
    categories.flatMap((other) => (isObject(other) && typeof other.letter === 'string' ? [other.letter] : [])),
  );
  const own =
    `${typeof category.id === 'string' ? category.id : ''}${typeof category.title === 'string' ? category.title : ''}`.toLowerCase();
  const free = [...own, ...'abcdefghijklmnopqrstuvwxyz'].find((letter) => /^[a-z]$/.test(letter) && !taken.has(letter));
  return free
    ? `Give this category a letter no other category has, such as "${free}".`
    : 'Give this category a letter no other category has.';
}
