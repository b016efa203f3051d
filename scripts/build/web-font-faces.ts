/**
 * Gives every web font of the styles `font-display: optional` (the font packages ship `swap`), and a twin of each
 * face under the family name with ` Swap` added, `font-display: swap`, for the pages the app draws later.
 *
 * On a slow first visit Inter arrives after the page is first drawn. With `swap` the browser then lays out every line
 * again in the new face: on a mid-range phone a task of about 60–120 ms right after the first paint, in which no tap
 * is answered, and text that moves where the fallback's metrics differ. With `optional` the face a page starts with is
 * the face it keeps: Inter when it is at hand (a visit after the first: it comes from the cache), else the fallback
 * shaped like it (styles/tokens.css), while the file downloads. The font is not preloaded either
 * (renderer/asset-preloads.ts): a preloaded `optional` font holds the first paint until it arrives.
 *
 * A face that missed the first paint stays unused in that document (until another face loads: Chromium then looks
 * again), and the app keeps one document across pages: the pages it draws next switch to the twin
 * (renderer/navigation/web-font.ts).
 */
import type { AtRule, Plugin } from 'postcss';
import { SWAP_FAMILY_SUFFIX } from '../../renderer/web-font-names.ts';

export function webFontFaces(): Plugin {
  return {
    postcssPlugin: 'web-font-faces',
    AtRule: {
      'font-face': (rule) => {
        // A face of local fonts only (the fallback shaped like Inter) is at hand at once: nothing to wait for.
        if (!rule.some((node) => node.type === 'decl' && node.prop === 'src' && node.value.includes('url('))) return;
        // The twin added below is visited too: it is left as it is.
        let family: string | undefined;
        rule.walkDecls('font-family', (declaration) => void (family = declaration.value));
        if (family === undefined || family.replace(/['"]/g, '').endsWith(SWAP_FAMILY_SUFFIX)) return;
        const twin = rule.clone();
        twin.walkDecls('font-family', (declaration) => {
          declaration.value = family!.replace(/(['"]?)$/, `${SWAP_FAMILY_SUFFIX}$1`);
        });
        setDisplay(twin, 'swap');
        setDisplay(rule, 'optional');
        rule.after(twin);
      },
    },
  };
}

function setDisplay(face: AtRule, display: 'optional' | 'swap'): void {
  let found = false;
  face.walkDecls('font-display', (declaration) => {
    declaration.value = display;
    found = true;
  });
  if (!found) face.append({ prop: 'font-display', value: display });
}
