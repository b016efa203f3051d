/** The address a language other than the default renders its 404 page from: "/nl/404" (renderer/error-routes.ts). */
export function errorPageRoute(prefix: string): string {
  return `${prefix}/404`;
}
