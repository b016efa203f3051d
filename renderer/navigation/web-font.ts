/**
 * Inter on the pages the app draws after the first. The prerendered page keeps the face it was first drawn in
 * (`font-display: optional`, scripts/build/web-font-faces.ts): on a first visit, the fallback shaped like
 * Inter, and the app keeps one document across pages. Once Inter's file has downloaded, the next page the app draws
 * switches to the twin face of the same files (`font-display: swap`, styles/tokens.css), which the browser has at
 * once: that page comes in Inter, in a layout of its own.
 *
 * Nothing loads the twin before that moment: Chromium lays the page out again when any face finishes loading, and
 * then draws the optional face too, which would change the letters under the visitor's eyes.
 */
import { useLayoutEffect, useRef } from 'react';
import { WEB_FONT_ATTRIBUTE, WEB_FONT_FAMILY } from '../web-font-names.ts';

/** Whether Inter's file has downloaded (for the prerendered page's face, drawn or not). */
const webFontAtHand = () =>
  Array.from(document.fonts).some((face) => face.family === WEB_FONT_FAMILY && face.status === 'loaded');

/** Switches <html> to the twin face when the page shown (its route) changes, once Inter's file is at hand. */
export function useWebFontOnLaterPages(shown: string): void {
  const first = useRef(true);
  useLayoutEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (webFontAtHand()) document.documentElement.setAttribute(WEB_FONT_ATTRIBUTE, '');
  }, [shown]);
}
