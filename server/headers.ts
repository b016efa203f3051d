/** Response headers for the built site, in one place (the static server uses them; deploy configs mirror them). */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';

/** Files whose names carry a content hash never change, so browsers may keep them for a year. */
export function cacheControlFor(pathname: string): string {
  return pathname.startsWith('/assets/') ? IMMUTABLE_CACHE : REVALIDATE_CACHE;
}
