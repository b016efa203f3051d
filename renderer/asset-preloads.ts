/**
 * Which files the page's <head> asks for early (Vike's injectFilter).
 * - Fonts: none. Inter is `font-display: optional` (scripts/build/web-font-faces.ts): a prerendered page is
 *   drawn in it when it is at hand, else in its fallback, which it keeps. Preloaded, it would hold the first paint until
 *   it arrived, and share the first round trips with the styles and the page's first picture.
 * - Scripts: the chunks the browser entry imports are preloaded (modulepreload), so they download beside the entry
 *   instead of after it.
 */
interface InjectFilterAsset {
  assetType: string | null;
  src: string;
  inject: false | 'HTML_BEGIN' | 'HTML_END';
}

export function choosePreloads(assets: InjectFilterAsset[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font') asset.inject = false;
    if (asset.assetType === 'script' && asset.inject === false) asset.inject = 'HTML_BEGIN';
  }
}
