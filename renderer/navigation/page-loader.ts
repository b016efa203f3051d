/**
 * Pages the browser already has or is fetching, by route. The first page is seeded from its HTML; others are fetched
 * once from their JSON file and kept. A failed fetch is forgotten so the next attempt asks again.
 */
import { pageDataUrl, type PagePayload } from '../payload.ts';

const loaded = new Map<string, PagePayload>();
const pending = new Map<string, Promise<PagePayload>>();

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
        if (!response.ok) throw new Error(`page data for ${route}: HTTP ${response.status}`);
        const fetched = (await response.json()) as PagePayload;
        loaded.set(route, fetched);
        return fetched;
      })
      .finally(() => pending.delete(route));
    pending.set(route, request);
  }
  return request;
}
