/**
 * The one address each page is known by: "/pricing", never "/pricing/" or "/pricing/index.html"; "/" for
 * "/index.html". Static servers answer all three forms with the same file, so the server redirects the others here
 * and the browser rewrites its address bar to match before the router reads it.
 */
export function canonicalPath(pathname: string): string {
  const withoutIndex = pathname.replace(/\/index\.html$/, '/');
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, '') || '/' : withoutIndex;
}
