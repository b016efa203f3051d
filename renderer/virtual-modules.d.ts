/** Given by renderer/vite-site-plugin.ts: site.json as validated, which of its strings are texts to translate, and its pictures as the build made them. */
declare module 'virtual:site-config' {
  import type { SiteConfig } from '../schemas/site.types.ts';
  import type { TextShape } from '../site/text-shape.ts';
  export const source: SiteConfig;
  export const texts: TextShape | null;
  export const pictures: import('../site/picture-outputs.ts').PictureManifest;
}
