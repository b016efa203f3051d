/**
 * The one address each page is known by: "/pricing", never "/pricing/" or "/pricing/index.html"; "/" for
 * "/index.html". Static servers answer all three forms with the same file, so the server redirects the others here
 * and the browser rewrites its address bar to match before the router reads it.
 * A path never comes back starting with two slashes: "//evil.example" in a Location header or the address bar is
 * another site ("/.//evil.example/" and "/\evil.example/" both arrive as "//evil.example/"), so leading slashes
 * collapse into one and every redirect stays on this site.
 */
export function canonicalPath(pathname: string): string {
  const onThisSite = pathname.replace(/^[/\\]+/, '/');
  const withoutIndex = onThisSite.replace(/\/index\.html$/, '/');
  return withoutIndex.length > 1 ? withoutIndex.replace(/\/+$/, '') || '/' : withoutIndex;
}
