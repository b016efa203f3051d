/**
 * Imported first by the build, before any of its code runs and before its threads start (V8's flags are the
 * process's, and each thread's engine reads them as it starts).
 *
 * The build is a short process that calls the same few functions thousands of times (the sections, React's server
 * renderer, brotli's wrappers, the schema's validators). By default V8 hands every function that has run a little to
 * its optimizing compiler, on helper threads: ~1.9 s of CPU in a cold 2,000-route build, on the two cores the pages
 * need. With a budget about four times the default (67,584 bytes of bytecode run), only the functions that stay hot
 * are optimized: the helper threads took ~0.85 s, the render threads drew the pages as fast, and the build used
 * ~1 s less CPU (docs/performance.md). Vite's child keeps the default: with this budget it took longer.
 */
import { setFlagsFromString } from 'node:v8';

const INTERRUPT_BUDGET = 250_000;
setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`);
