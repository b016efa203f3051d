/**
 * The validator refuses anchors that would repeat an id the site writes itself (renderer/page-ids.ts and sections/section-facts.ts). That list
 * must keep up with the renderer: every id a page's HTML holds is either an anchor of site.json or on the list.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { providePrerenderedCatalog } from '../../browser/api/prerendered-catalog.ts';
import { mapProductAnswer } from '../../browser/api/product-mapping.ts';
import { renderApp } from './support/render-app.tsx';
import { PAYLOAD_SCRIPT_ID } from '../../renderer/json-script.ts';
import { headingId } from '../../renderer/ui/SectionShell.tsx';
import type { ProductAnswer } from '../../schemas/site.types.ts';
import { EVERY_PAGE_IDS as EVERY_PAGE } from '../../renderer/page-ids.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { categoryAnchors, takenBy, takenIds } from '../../site/reserved-ids.ts';
import { loadAllDrawings } from '../../sections/illustrations/drawing-code.ts';
import { preloadLazySections } from '../../sections/lazy-section.tsx';
import { routeTable, site } from '../site.ts';

// Ids that useId() makes never look like an anchor of site.json (defs/anchor.schema.json), so they cannot collide.
const ANCHOR = /^[a-z][a-z0-9-]*$/;
const idsIn = (html: string) =>
  [...html.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]!).filter((id) => ANCHOR.test(id));

const render = renderApp;

describe('the ids the validator keeps for the site', () => {
  // As the prerender does (pages/index/+onBeforeRender.ts): every section's code and the prices, so pages are whole.
  beforeAll(async () => {
    await Promise.all([preloadLazySections(), loadAllDrawings()]);
    const answer = JSON.parse(
      readFileSync(new URL('../../server/api/data/products.json', import.meta.url), 'utf8'),
    ) as ProductAnswer;
    providePrerenderedCatalog(mapProductAnswer(answer));
    return () => providePrerenderedCatalog(null);
  });

  it('hold every id a page of site.json renders besides its own anchors', () => {
    const categories = categoryAnchors(site as unknown as Record<string, unknown>);
    for (const [route, page] of routeTable) {
      const declared = new Set([...JSON.stringify(page.sections).matchAll(/"id":"([^"]+)"/g)].map((match) => match[1]));
      const taken = takenIds(page.sections, categories, WRITTEN_IDS);
      expect(
        idsIn(render(page, route)).filter((id) => !declared.has(id) && !takenBy(id, taken)),
        route,
      ).toEqual([]);
    }
  });

  it('hold the ids of the error page, of the HTML around every page, and of every section heading', () => {
    expect(idsIn(render(null, '/missing', 404)).filter((id) => !takenBy(id, EVERY_PAGE))).toEqual([]);
    const document = readFileSync(new URL('../../renderer/page-document.tsx', import.meta.url), 'utf8').replaceAll(
      '${PAYLOAD_SCRIPT_ID}',
      PAYLOAD_SCRIPT_ID,
    );
    expect(idsIn(document).filter((id) => !takenBy(id, EVERY_PAGE))).toEqual([]);
    expect(idsIn(document)).toEqual(expect.arrayContaining(['root', PAYLOAD_SCRIPT_ID]));
    for (const n of [1, 9, 12]) expect(takenBy(headingId(n), EVERY_PAGE)).toBeDefined();
  });
});
