/**
 * Which routes the prerender renders. `npm run build` renders only the pages that changed since the previous build
 * (scripts/build/reuse.ts) and names them in a file whose path travels in the variable below; without it, every route.
 */
import { readFileSync } from 'node:fs';

export const ROUTES_TO_RENDER_SETTING = 'SITE_PRERENDER_ROUTES';

export function routesToRender(allRoutes: Iterable<string>, env: NodeJS.ProcessEnv = process.env): string[] {
  const file = env[ROUTES_TO_RENDER_SETTING];
  return file ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [...allRoutes];
}
