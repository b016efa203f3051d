/**
 * The preview's iframe. index.html makes it as the editor's page starts, hidden, so the preview's page and code load
 * while site.json is read instead of after the editor is first drawn; the preview's panel then moves it into its stage.
 * `moveBefore` moves it as it is, loaded; a browser without it loads it again where it is put (the preview then says
 * it is ready once more).
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';

/** The id of the iframe index.html makes. */
const PREVIEW_FRAME_ID = 'preview-frame';

export function usePreviewIframe(place: RefObject<HTMLElement | null>): RefObject<HTMLIFrameElement | null> {
  const frame = useRef<HTMLIFrameElement | null>(null);
  useLayoutEffect(() => {
    const holder = place.current;
    const iframe = document.getElementById(PREVIEW_FRAME_ID) as HTMLIFrameElement | null;
    if (!holder || !iframe) return;
    if (iframe.parentElement !== holder) {
      // Not in every browser yet, whatever the DOM's types say.
      if (typeof holder.moveBefore === 'function') holder.moveBefore(iframe, null);
      else holder.append(iframe);
    }
    frame.current = iframe;
  }, [place]);
  return frame;
}
