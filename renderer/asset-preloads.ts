/**
 * Which files the page's <head> asks for early (Vike's injectFilter).
 * - Fonts: Vike preloads every file the CSS names, which for Inter means seven subsets (Cyrillic, Greek,
 *   Vietnamese…). The copy is English, so only the Latin file is preloaded; the others still load on demand through
 *   their unicode-range if a page ever needs them.
 * - Scripts: the chunks the browser entry imports are preloaded (modulepreload), so they download beside the entry
 *   instead of after it.
 */
const PRELOADED_FONT = 'inter-latin-wght-normal';

interface InjectFilterAsset {
  assetType: string | null;
  src: string;
  inject: false | 'HTML_BEGIN' | 'HTML_END';
}

export function choosePreloads(assets: InjectFilterAsset[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !asset.src.includes(PRELOADED_FONT)) asset.inject = false;
    if (asset.assetType === 'script' && asset.inject === false) asset.inject = 'HTML_BEGIN';
  }
}
