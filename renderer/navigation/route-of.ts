/** The route an href leads to when it is another page of this site ("/pricing#faq" → "/pricing"), else null. */
export function routeOf(href: string): string | null {
  if (!href.startsWith('/') || href.startsWith('//')) return null;
  return href.split(/[?#]/, 1)[0] || null;
}
