/**
 * The preview's iframe. index.html makes it as the editor's page starts, hidden, so the preview's page and code load
 * while site.json is read instead of after the editor is first drawn; the preview's panel then moves it into its stage.
 * `moveBefore` moves it as it is, loaded; a browser without it loads it again where it is put (the preview then says
 * it is ready once more). Where index.html made none, one is made here.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The id of the iframe index.html makes. */
export const PREVIEW_FRAME_ID = 'preview-frame';
export const PREVIEW_PAGE = '/preview.html';

export function usePreviewIframe(place: RefObject<HTMLElement | null>): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement | null>(null);
  useLayoutEffect(() => {
    const holder = place.current;
    if (!holder) return;
    const made = document.getElementById(PREVIEW_FRAME_ID);
    const iframe =
      made instanceof HTMLIFrameElement
        ? made
        : Object.assign(document.createElement('iframe'), { id: PREVIEW_FRAME_ID, src: PREVIEW_PAGE });
    if (iframe.parentElement !== holder) {
      if (iframe.isConnected && 'moveBefore' in holder) holder.moveBefore(iframe, null);
      else holder.append(iframe);
    }
    frame.current = iframe;
  }, [place]);
  return frame;
}
