// The browser's entry, kept tiny: the prerendered page paints first, and only then is the app's code (React, the
// router, the sections) fetched and run to hydrate it, so downloading and evaluating it never competes with the
// page's own text, styles and font on a slow phone. Until then links are plain links and work as such. (A +client
// file instead of +onRenderClient keeps Vike's own client runtime, ~13 KiB gzip, out of the page.)
import '../styles/index.css';
import { afterFirstPaint } from './after-first-paint.ts';

afterFirstPaint(() => void import('./hydrate.tsx'));
