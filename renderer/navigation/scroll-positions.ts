/**
 * Where the visitor was on each history entry, so back and forward return there. Kept in memory while the tab runs
 * and in sessionStorage when the page goes away, so a reload (or a return from another site) keeps them too. Only
 * once the visitor scrolled: a page left where it started stores nothing.
 */
import { SCROLL_POSITIONS_STORAGE_KEY } from './constants.ts';

/** Enough entries for any realistic back-button session; older ones are dropped first. */
const REMEMBERED_ENTRIES = 100;

let positions: Map<string, number> | undefined;

function all(): Map<string, number> {
  if (!positions) {
    positions = new Map();
    try {
      const stored = JSON.parse(window.sessionStorage.getItem(SCROLL_POSITIONS_STORAGE_KEY) ?? '[]') as [
        string,
        number,
      ][];
      for (const [entry, top] of stored)
        if (typeof entry === 'string' && Number.isFinite(top)) positions.set(entry, top);
    } catch {
      // Unreadable or blocked storage: start with nothing remembered.
    }
  }
  return positions;
}

export function rememberScrollPosition(entry: string, top: number): void {
  const remembered = all();
  remembered.delete(entry);
  remembered.set(entry, top);
  if (remembered.size > REMEMBERED_ENTRIES) remembered.delete(remembered.keys().next().value!);
}

export function rememberedScrollPosition(entry: string): number | undefined {
  return all().get(entry);
}

export function storeScrollPositions(): void {
  if (all().size === 0) return;
  try {
    window.sessionStorage.setItem(SCROLL_POSITIONS_STORAGE_KEY, JSON.stringify([...all()]));
  } catch {
    // Storage full or blocked: positions are kept for this page's lifetime only.
  }
}
