/**
 * A view's head reads the same however the visitor reached it: written by the server on a first load, or set by the
 * browser after a client navigation from another view.
 */
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_ERROR_STATUS, NOT_FOUND } from '../../renderer/error-status.ts';
import { headFields } from '../../renderer/head.ts';
import { headTags } from '../../renderer/head-tags.ts';
import { applyHead } from '../../renderer/navigation/apply-head.ts';
import { layoutPayload, type PagePayload } from '../../renderer/payload.ts';
import { routeTable, site, sites } from '../site.ts';
import { structuredDataOf } from '../../sections/section-facts.ts';
import { FakeHeadDocument } from './support/fake-head-document.ts';

/** The layout of a view's language (an error view's is the default one's). */
const layoutOf = (page: PagePayload | null) =>
  layoutPayload(sites.find((candidate) => candidate.language.code === page?.language) ?? site);

interface View {
  name: string;
  page: PagePayload | null;
  errorStatus: number | undefined;
}

const views: View[] = [
  ...[...routeTable].map(([route, page]) => ({ name: route, page, errorStatus: undefined })),
  { name: `error ${NOT_FOUND}`, page: null, errorStatus: NOT_FOUND },
  { name: `error ${DEFAULT_ERROR_STATUS}`, page: null, errorStatus: DEFAULT_ERROR_STATUS },
];

const serverHead = ({ page, errorStatus }: View) =>
  new FakeHeadDocument(headTags(layoutOf(page), page, errorStatus, structuredDataOf));

function headAfterNavigation(from: View, to: View): FakeHeadDocument {
  const document = serverHead(from);
  vi.stubGlobal('document', document);
  applyHead(headFields(layoutOf(to.page), to.page, to.errorStatus));
  return document;
}

afterEach(() => vi.unstubAllGlobals());

describe('the head of a view', () => {
  it('is the same after a client navigation as the server wrote it, from a page or from an error view', () => {
    // A client navigation stays in one language: a link to another language loads a whole page.
    const languageOf = (view: View) => view.page?.language ?? site.language.code;
    const firstDutch = views.find((view) => view.page?.language === 'nl')!;
    for (const from of [views[0]!, firstDutch, views.at(-2)!]) {
      for (const to of views.filter((view) => languageOf(view) === languageOf(from)))
        expect(headAfterNavigation(from, to).describe(), `${from.name} → ${to.name}`).toEqual(
          serverHead(to).describe(),
        );
    }
  });

  it('names the page and its address, or, for an error view, asks not to be indexed', () => {
    const [route, page] = [...routeTable][1]!;
    const pageHead = serverHead({ name: route, page, errorStatus: undefined }).describe();
    expect(pageHead).toContain(`<title>${page.title}`);
    expect(pageHead).toContain(`<link href="${site.site.origin}${route}" rel="canonical">`);
    expect(pageHead.some((line) => line.includes('robots'))).toBe(false);

    const notFound = serverHead(views.at(-2)!).describe();
    expect(notFound).toContain(`<title>${site.errorPage.notFoundTitle}`);
    expect(notFound).toContain('<meta content="noindex" name="robots">');
    expect(notFound.some((line) => line.includes('canonical'))).toBe(false);
    // An error view has no permanent address of its own to give networks: no og:url, rather than an empty one.
    expect(notFound.some((line) => line.includes('og:url'))).toBe(false);
    expect(pageHead).toContain(`<meta content="${site.site.origin}${route}" property="og:url">`);
    expect(serverHead(views.at(-1)!).describe()).toContain(`<title>${site.errorPage.title}`);
  });

  it('gives search engines an organisation logo that is in public/ and at least 112 × 112 px', () => {
    const logos = new Set(
      views.flatMap((view) =>
        structuredDataIn(view)
          .filter((data) => data['@type'] === 'Organization')
          .map((data) => String(data.logo)),
      ),
    );
    expect(logos.size).toBe(1);
    const [logo] = logos;
    expect(logo!.startsWith(`${site.site.origin}/`), logo).toBe(true);
    const file = readFileSync(new URL(`../../public${new URL(logo!).pathname}`, import.meta.url));
    const size = pngSize(file);
    expect(size, `${logo} is a PNG`).toBeDefined();
    expect(size!.width, `${logo}'s width`).toBeGreaterThanOrEqual(MIN_LOGO_SIZE);
    expect(size!.height, `${logo}'s height`).toBeGreaterThanOrEqual(MIN_LOGO_SIZE);
  });
});

/** The smallest logo search engines take for an organisation, in pixels each way. */
const MIN_LOGO_SIZE = 112;

/** The JSON-LD objects of a view's head as the server writes them. */
function structuredDataIn(view: View): Record<string, unknown>[] {
  const head = headTags(layoutOf(view.page), view.page, view.errorStatus, structuredDataOf);
  return [...head.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, json]) => JSON.parse(json!) as Record<string, unknown>,
  );
}

/** A PNG's size from its header: the signature, then the IHDR chunk, whose data opens with width and height. */
function pngSize(file: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!file.subarray(0, 8).equals(signature) || file.toString('latin1', 12, 16) !== 'IHDR') return undefined;
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}
