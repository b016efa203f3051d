/**
 * Pages the browser already has or is fetching, by route. The first page is seeded from its HTML; others are fetched
 * once from their JSON file and kept. A failed fetch is forgotten so the next attempt (or prefetch) asks again.
 * A page counts as loaded once the code of its sections is here too: a section component whose code is split off
 * (sections/lazy-section.tsx) offers `preload()`, and the loader waits for it, so the loading bar covers code and
 * data alike and a prefetch fetches both.
 */
import { sectionRegistry } from '../../sections/registry.ts';
import { pageDataUrl, type PagePayload } from '../payload.ts';
import { isChunkLoadError } from './reload-guard.ts';

const loaded = new Map<string, PagePayload>();
const pending = new Map<string, Promise<PagePayload>>();

/**
 * The server answered, but not with what this code expects: the page's data file is gone (HTTP error), unreadable, or
 * holds a section type this code does not know, or a code chunk the page needs is missing. All mean the deployed
 * site differs from the one this tab started with. (A network failure is not one of these: it rejects with the
 * browser's own error.)
 */
export class StaleSiteError extends Error {
  override name = 'StaleSiteError';
}

/** A section component whose code arrives separately. */
type SplitComponent = { preload?: () => Promise<unknown> };

export function seedPage(page: PagePayload): void {
  loaded.set(page.route, page);
}

/** The page if it is already here, without waiting. */
export function loadedPage(route: string): PagePayload | undefined {
  return loaded.get(route);
}

export function loadPage(route: string): Promise<PagePayload> {
  const page = loaded.get(route);
  if (page) return Promise.resolve(page);
  let request = pending.get(route);
  if (!request) {
    request = fetch(pageDataUrl(route), { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new StaleSiteError(`page data for ${route}: HTTP ${response.status}`);
        const fetched = (await response.json().catch(() => null)) as PagePayload | null;
        assertDrawable(fetched, route);
        await preloadSectionCode(fetched);
        loaded.set(route, fetched);
        return fetched;
      })
      .finally(() => pending.delete(route));
    pending.set(route, request);
  }
  return request;
}

function assertDrawable(page: PagePayload | null, route: string): asserts page is PagePayload {
  if (!Array.isArray(page?.sections)) throw new StaleSiteError(`page data for ${route} is not a page`);
  const unknown = page.sections.find((section) => !Object.hasOwn(sectionRegistry, section?.type));
  if (unknown) throw new StaleSiteError(`page data for ${route} has a section of unknown type "${String(unknown?.type)}"`);
}

export async function preloadSectionCode(page: PagePayload): Promise<void> {
  try {
    await Promise.all(page.sections.map((section) => (sectionRegistry[section.type] as SplitComponent).preload?.()));
  } catch (error) {
    throw isChunkLoadError(error) ? new StaleSiteError(`code for ${page.route}: ${(error as Error).message}`) : error;
  }
}
