/**
 * The timings and stored keys of moving between pages, named once: everything about navigation reads them here.
 */

/** The loading bar stays hidden for loads shorter than this, so fast navigations do not flicker. */
export const LOADING_BAR_THROTTLE_MS = 200;
/** How long the bar takes to creep towards its end while a load is still running. */
export const LOADING_BAR_DURATION_MS = 5_000;
/** How long the completed bar stays visible (fading out) once the load has finished. */
export const LOADING_BAR_HIDE_DELAY_MS = 500;

/** After a failed load (stale code or page data) the page reloads itself at most once in this window. */
export const RELOAD_GUARD_WINDOW_MS = 60_000;
/** The sessionStorage key holding the time of the last such reload. */
export const RELOAD_GUARD_STORAGE_KEY = 'site:reloaded-after-failed-load-at';

/** The sessionStorage key holding scroll positions by history entry, so back/forward survive a reload too. */
export const SCROLL_POSITIONS_STORAGE_KEY = 'site:scroll-positions';
