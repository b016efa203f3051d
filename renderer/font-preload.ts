/**
 * Vike preloads every font file the CSS names, which for Inter means seven subsets (Cyrillic, Greek, Vietnamese…).
 * The copy is English, so only the Latin file is preloaded; the others still load on demand through their
 * unicode-range if a page ever needs them.
 */
const PRELOADED_FONT = 'inter-latin-wght-normal';

interface InjectFilterAsset { assetType: string | null; src: string; inject: false | 'HTML_BEGIN' | 'HTML_END' }

export function preloadLatinFontOnly(assets: InjectFilterAsset[]): void {
  for (const asset of assets) {
    if (asset.assetType === 'font' && !asset.src.includes(PRELOADED_FONT)) asset.inject = false;
  }
}
