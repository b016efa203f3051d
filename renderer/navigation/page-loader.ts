/**
 * Pages the browser already has or is fetching, by route. The first page is seeded from its HTML; others are fetched
 * once from their JSON file and kept. A failed fetch is forgotten so the next attempt (or prefetch) asks again.
 * A page counts as loaded once the code of its sections is here too: a section component whose code is split off
 * (sections/lazy-section.tsx, the drawings of sections/illustrations/) offers `preload(section)`, and the loader waits
 * for it, so the loading bar covers code and data alike. A page's data alone can be fetched ahead (fetchPageData):
 * what a link scrolling into view asks for, so a first visit downloads no code it does not show.
 */
import { pageDataUrl, type PagePayload } from '../payload.ts';
import type { SectionRegistry } from '../sections.ts';
import { isChunkLoadError } from './reload-guard.ts';

const loaded = new Map<string, PagePayload>();
const pending = new Map<string, Promise<PagePayload>>();
const fetched = new Map<string, Promise<PagePayload>>();

/**
 * The server answered, but not with what this code expects: the page's data file is gone (HTTP error), unreadable, or
 * holds a section type this code does not know, or a code chunk the page needs is missing. All mean the deployed
 * site differs from the one this tab started with. (A network failure is not one of these: it rejects with the
 * browser's own error.)
 */
export class StaleSiteError extends Error {
  override name = 'StaleSiteError';
}

export function seedPage(page: PagePayload): void {
  loaded.set(page.route, page);
}

/** The page if it is already here, without waiting. */
export function loadedPage(route: string): PagePayload | undefined {
  return loaded.get(route);
}

export function loadPage(route: string, sections: SectionRegistry): Promise<PagePayload> {
  const page = loaded.get(route);
  if (page) return Promise.resolve(page);
  let request = pending.get(route);
  if (!request) {
    request = fetchPageData(route, sections)
      .then(async (fetchedPage) => {
        await preloadSectionCode(fetchedPage, sections);
        loaded.set(route, fetchedPage);
        return fetchedPage;
      })
      .finally(() => pending.delete(route));
    pending.set(route, request);
  }
  return request;
}

/** The page's data without its sections' code; kept once it arrived, forgotten if it failed. */
export function fetchPageData(route: string, sections: SectionRegistry): Promise<PagePayload> {
  let request = fetched.get(route);
  if (!request) {
    request = fetch(pageDataUrl(route), { headers: { accept: 'application/json' } }).then(async (response) => {
      if (!response.ok) throw new StaleSiteError(`page data for ${route}: HTTP ${response.status}`);
      const page = (await response.json().catch(() => null)) as PagePayload | null;
      assertDrawable(page, route, sections);
      return page;
    });
    request.catch(() => fetched.delete(route));
    fetched.set(route, request);
  }
  return request;
}

function assertDrawable(
  page: PagePayload | null,
  route: string,
  sections: SectionRegistry,
): asserts page is PagePayload {
  if (!Array.isArray(page?.sections)) throw new StaleSiteError(`page data for ${route} is not a page`);
  const unknown = page.sections.find((section) => !Object.hasOwn(sections, section?.type));
  if (unknown)
    throw new StaleSiteError(`page data for ${route} has a section of unknown type "${String(unknown?.type)}"`);
}

export async function preloadSectionCode(page: PagePayload, sections: SectionRegistry): Promise<void> {
  try {
    await Promise.all(page.sections.map((section) => sections[section.type]?.preload?.(section)));
  } catch (error) {
    throw isChunkLoadError(error) ? new StaleSiteError(`code for ${page.route}: ${(error as Error).message}`) : error;
  }
}
