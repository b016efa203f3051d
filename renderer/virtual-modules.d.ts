/** Given by renderer/vite-site-plugin.ts: site.json as validated, and which of its strings are texts to translate. */
declare module 'virtual:site-config' {
  import type { SiteConfig } from '../schemas/site.types.ts';
  import type { TextShape } from '../site/text-shape.ts';
  export const source: SiteConfig;
  export const texts: TextShape | null;
}
