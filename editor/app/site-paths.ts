/** Reading site.json's data where the editor needs it, tolerant of a file mid-edit (fields missing, wrong shapes). */
import type { Selection } from './editor-state.ts';

export type Json = Record<string, unknown>;

import { isObject } from './document.ts';

export { isObject };
export const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

export const pagesOf = (data: unknown): Json[] =>
  listOf(isObject(data) ? data.pages : undefined).map((page) => (isObject(page) ? page : {}));
/** The entries of "translations", one per language besides English; {} for an entry too broken to read. */
export const translationsOf = (data: unknown): Json[] =>
  listOf(isObject(data) ? data.translations : undefined).map((entry) => (isObject(entry) ? entry : {}));
export const sectionsOf = (page: Json | undefined): Json[] =>
  listOf(page?.sections).map((section) => (isObject(section) ? section : {}));
export const pageRoute = (page: Json | undefined): string => (typeof page?.route === 'string' ? page.route : '');

/** The JSON path of what a selection edits. */
export function selectionPath(selection: Selection): (string | number)[] {
  if (selection.kind === 'part') return [selection.part];
  if (selection.kind === 'language') return ['translations', selection.language];
  // The plans are another file's: no path of site.json.
  if (selection.kind === 'plans') return [];
  return selection.section === undefined
    ? ['pages', selection.page]
    : ['pages', selection.page, 'sections', selection.section];
}

/** What a problem's pointer selects: its page and section, a language's texts, or the site-wide part it is in. */
export function selectionOfPointer(pointer: string): Selection | undefined {
  const translation = /^\/translations\/(\d+)/.exec(pointer);
  if (translation) return { kind: 'language', language: Number(translation[1]) };
  const page = /^\/pages\/(\d+)(?:\/sections\/(\d+))?/.exec(pointer);
  if (page)
    return { kind: 'page', page: Number(page[1]), ...(page[2] === undefined ? {} : { section: Number(page[2]) }) };
  const part = /^\/([^/]+)/.exec(pointer)?.[1];
  return part ? { kind: 'part', part } : undefined;
}

/** Every link target an editor may pick: each route, each route with one of its anchors, each "{links.NAME}". */
export function linkTargets(data: unknown): string[] {
  const targets: string[] = [];
  for (const page of pagesOf(data)) targets.push(...targetsOfPage(page));
  const links = isObject(data) && isObject(data.links) ? Object.keys(data.links) : [];
  return [...targets, ...links.map((name) => `{links.${name}}`)];
}

// A page's targets, kept while the page is the same object: an edit makes a new object of the pages it changes only.
const pageTargets = new WeakMap<object, string[]>();

function targetsOfPage(page: Json): string[] {
  const kept = pageTargets.get(page);
  if (kept) return kept;
  const route = pageRoute(page);
  const targets = route ? [route] : [];
  if (route)
    for (const section of sectionsOf(page)) if (typeof section.id === 'string') targets.push(`${route}#${section.id}`);
  pageTargets.set(page, targets);
  return targets;
}

/**
 * Every string of the data that links to `route` (an href "/old", "/old#anchor", or "[words](/old)" inside copy), by
 * its path, with the string it becomes when the route is `next`.
 */
export interface LinkChange {
  path: (string | number)[];
  value: string;
}

export function linksTo(data: unknown, route: string, next: string): LinkChange[] {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const bare = new RegExp(`^${escaped}(?=$|#)`);
  const inline = new RegExp(`\\]\\(${escaped}(?=\\)|#)`, 'g');
  const found: LinkChange[] = [];
  const visit = (value: unknown, path: (string | number)[]) => {
    if (typeof value === 'string') {
      const changed = value.replace(bare, next).replace(inline, `](${next}`);
      if (changed !== value && path.at(-1) !== 'route') found.push({ path, value: changed });
    } else if (Array.isArray(value)) value.forEach((item, i) => visit(item, [...path, i]));
    else if (isObject(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(data, []);
  return found;
}
