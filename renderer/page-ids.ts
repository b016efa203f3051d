/**
 * The ids the renderer writes on every page, the error page included, which no anchor of site.json may take:
 * page-document.tsx (the element the page is drawn in, the page's data), layout/Layout.tsx (<main>), ErrorView.tsx
 * (the error page's heading) and ui/SectionShell.tsx (each section's heading). tests/unit/page-ids.test.tsx keeps
 * this list in step with the HTML.
 */
import type { TakenId } from '../site/reserved-ids.ts';
import { PAYLOAD_SCRIPT_ID } from './json-script.ts';

export const EVERY_PAGE_IDS: readonly TakenId[] = [
  { id: 'root', by: 'the site itself, for the element every page is drawn in' },
  { id: 'main', by: 'the site itself, for the main content (where "skip to main content" jumps)' },
  { id: PAYLOAD_SCRIPT_ID, by: "the site itself, for the page's data" },
  { id: 'error-title', by: 'the site itself, for the heading of the error page' },
  { id: /^section-\d+-heading$/, by: 'the site itself, for the heading of each section' },
];
