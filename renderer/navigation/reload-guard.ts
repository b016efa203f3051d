/**
 * Recovering from a failed load. When code or page data cannot be loaded — typically
 * because a new deploy replaced the files this tab was started with — the page reloads itself, which fetches the new
 * build. At most once per RELOAD_GUARD_WINDOW_MS, remembered in sessionStorage: a second failure within that window
 * shows the error page instead of reloading in a loop.
 */
import { RELOAD_GUARD_STORAGE_KEY, RELOAD_GUARD_WINDOW_MS } from './constants.ts';

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

/** True, and the time recorded, when no reload happened within the window; false otherwise. */
export function claimReload(storage: SessionStore, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_STORAGE_KEY));
  const elapsed = now - last;
  if (last > 0 && elapsed >= 0 && elapsed < RELOAD_GUARD_WINDOW_MS) return false;
  storage.setItem(RELOAD_GUARD_STORAGE_KEY, String(now));
  return true;
}

/**
 * Reloads the page when the guard allows it and answers whether it did. Never while offline; never without
 * sessionStorage (blocked by the browser), as nothing would then stop a loop: the caller shows the error page.
 */
export function reloadAfterFailedLoad(): boolean {
  // Offline, the failure says nothing about the deploy, and a reload would only bring up the browser's offline page.
  if (!navigator.onLine) return false;
  let allowed: boolean;
  try {
    allowed = claimReload(window.sessionStorage, Date.now());
  } catch {
    return false;
  }
  if (allowed) window.location.reload();
  return allowed;
}

/** The errors browsers raise when a lazily imported module (a code chunk) cannot be fetched. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload/i.test(message);
}
