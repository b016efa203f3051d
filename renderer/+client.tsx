// The browser's entry, kept tiny: the prerendered page paints first, and only then is the app's code (React, the
// router, the sections) fetched and run to hydrate it, so downloading and evaluating it never competes with the
// page's own text, styles and font on a slow phone. Until then every control works without it: links, forms, the FAQ's
// questions and the billing switch natively, the header's menus and the cookie notice by small scripts in the page's
// head; a control that needs the code is drawn disabled until it has arrived. (A +client file instead of
// +onRenderClient keeps Vike's own client runtime, ~13 KiB gzip, out of the page.)
import '../styles/index.css';
import { afterFirstPaint } from './after-first-paint.ts';
import { reloadAfterFailedLoad } from './navigation/reload-guard.ts';

// Should the app's code not arrive, the prerendered page stays as it is (every word readable, every link a plain
// link), and: offline, it is asked for again once the connection is back; online, a deploy replaced it, so the page
// reloads, once a minute at most.
function hydrate() {
  import('./hydrate.tsx').catch(() => {
    if (navigator.onLine) reloadAfterFailedLoad();
    else window.addEventListener('online', hydrate, { once: true });
  });
}

afterFirstPaint(hydrate);
