/**
 * The names that tie the web font's two faces together across the build, the styles and the app (the styles repeat
 * them: styles/tokens.css). See scripts/build/web-font-faces.ts and renderer/navigation/web-font.ts.
 */

/** Added to a web font's family name for its `font-display: swap` twin. */
export const SWAP_FAMILY_SUFFIX = ' Swap';
/** Inter, as its font package names it. */
export const WEB_FONT_FAMILY = 'Inter Variable';
/** The twin of Inter: the face of the pages the app draws after the first. */
export const WEB_FONT_SWAP_FAMILY = `${WEB_FONT_FAMILY}${SWAP_FAMILY_SUFFIX}`;
/** Set on <html> once the twin is in use. */
export const WEB_FONT_ATTRIBUTE = 'data-web-font';
