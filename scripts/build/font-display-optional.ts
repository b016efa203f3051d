/**
 * Gives every web font of the styles `font-display: optional` (the font packages ship `swap`).
 *
 * On a slow first visit Inter arrives after the page is first drawn. With `swap` the browser then lays out every line
 * again in the new face: on a mid-range phone a task of about 60–120 ms right after the first paint, in which no tap
 * is answered, and text that moves where the fallback's metrics differ. With `optional` the face a page starts with is
 * the face it keeps: Inter when it is at hand (a visit after the first: it comes from the cache), else the fallback
 * shaped like it (styles/tokens.css), while the file downloads for the next page. The font is not preloaded either
 * (renderer/asset-preloads.ts): a preloaded `optional` font holds the first paint until it arrives.
 */
import type { Plugin } from 'postcss';

export const FONT_DISPLAY = 'optional';

export function fontDisplayOptional(): Plugin {
  return {
    postcssPlugin: 'font-display-optional',
    AtRule: {
      'font-face': (rule) => {
        // A face of local fonts only (the fallback shaped like Inter) is at hand at once: nothing to wait for.
        if (!rule.some((node) => node.type === 'decl' && node.prop === 'src' && node.value.includes('url('))) return;
        let found = false;
        rule.walkDecls('font-display', (declaration) => {
          declaration.value = FONT_DISPLAY;
          found = true;
        });
        if (!found) rule.append({ prop: 'font-display', value: FONT_DISPLAY });
      },
    },
  };
}
