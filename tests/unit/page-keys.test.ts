/**
 * A rebuild renders a page again only when its key changed, and a page's key is hashed from what it is resolved from,
 * not from the page resolved (SiteResolver.inputs). So for any edit of site.json or of the pictures the build made:
 * a route whose key stayed the same must resolve to the same page in the same language's frame (else the build would
 * keep a stale page), and an edit of one page changes the keys of the routes whose page changed, and no others.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { pageKeys } from '../../scripts/build/reuse.ts';
import { parseJson } from '../../site/json-source.ts';
import { pageDigests } from '../../site/node/check-memo.ts';
import { pictureSources } from '../../site/picture-fields.ts';
import type { PictureManifest } from '../../site/picture-outputs.ts';
import { routeIn } from '../../site/languages.ts';
import { fillAll } from '../../site/placeholders.ts';
import { resolveSite, SiteResolver } from '../../site/resolve-site.ts';
import { translatedSite } from '../../site/translate.ts';
import { texts } from '../site.ts';

const ONE_PAGE = 2;
/** The shipped site, with a fact that one page's title names and nothing else does. */
const shipped = JSON.parse(readFileSync(new URL('../../site.json', import.meta.url), 'utf8')) as SiteConfig;
shipped.facts = { ...shipped.facts, onePage: 'one' };
shipped.pages[ONE_PAGE]!.title += ' {facts.onePage}';
const shown = [...new Set(shipped.pages.flatMap((page) => pictureSources(page.sections)))];
const manifest: PictureManifest = Object.fromEntries(
  shown.map((src, i) => [src, { width: 400 + i, height: 300, fallback: 'png', files: [] }]),
);

interface Edit {
  name: string;
  /** Edits a copy of the site and of the manifest. */
  apply: (site: SiteConfig, pictures: PictureManifest, page: number, words: string) => void;
  /** Whether it changes one page alone (or the pages showing one picture), not what every page is drawn inside. */
  local: boolean;
}

const EDITS: Edit[] = [
  {
    name: "a page's title",
    apply: (site, _, page, words) => void (site.pages[page]!.title = `${site.pages[page]!.title} ${words}`),
    local: true,
  },
  {
    name: "the Dutch words of a page's title",
    apply: (site, _, page, words) => void (site.translations![0]!.texts[site.pages[page]!.title] = words),
    local: true,
  },
  {
    name: "the order of a page's sections",
    apply: (site, _, page) => void site.pages[page]!.sections.reverse(),
    local: true,
  },
  {
    name: 'a picture the build made again',
    apply: (_, pictures, page) => {
      const src = shown[page % shown.length]!;
      pictures[src] = { ...pictures[src]!, height: pictures[src]!.height + 1 };
    },
    local: true,
  },
  {
    name: 'a fact the texts name',
    apply: (site, _, page) => void (site.facts = { ...site.facts, trialDays: 30 + page }),
    local: false,
  },
  {
    // The facts are part of every page's language frame: the page that names it changes, the others are rendered again.
    name: 'a fact one page names',
    apply: (site, _, __, words) => void (site.facts = { ...site.facts, onePage: words }),
    local: false,
  },
  {
    name: "the brand's name",
    apply: (site, _, __, words) => void (site.brand.name = `${site.brand.name}${words}`),
    local: false,
  },
  {
    name: "the Dutch words of the header's first link",
    apply: (site, _, __, words) => void (site.translations![0]!.texts[site.header.navigation[0]!.label] = words),
    local: false,
  },
];

/** Each route's resolved page, written out with its language's frame. */
function resolvedByRoute(site: SiteConfig, pictures: PictureManifest): Map<string, string> {
  const { sites } = resolveSite(site, texts, pictures);
  return new Map(
    sites.flatMap(({ pages, ...frame }) => pages.map((page) => [page.route, JSON.stringify([frame, page])] as const)),
  );
}

/**
 * The keys of every route, each page hashed as the build hashes it: as site.json writes it (`asWritten`, as the checker
 * found it in the file's text), or written out again from the parsed page.
 */
function keysOf(site: SiteConfig, pictures: PictureManifest, asWritten = true): Map<string, string> {
  const text = JSON.stringify(site, null, 2);
  const parsed = parseJson(text);
  const ranges = parsed.ok ? parsed.pageRanges : undefined;
  if (asWritten && !ranges) throw new Error('the checker found no page in the text');
  const digests = asWritten && ranges ? pageDigests(text, { data: site, pageRanges: ranges }, texts)?.pages : undefined;
  return pageKeys(new SiteResolver(site, texts, pictures), 'code', digests);
}

describe("a page's key", () => {
  const before = {
    keys: keysOf(shipped, manifest),
    parsedKeys: keysOf(shipped, manifest, false),
    resolved: resolvedByRoute(shipped, manifest),
  };

  it('is the same only for a page resolved the same, and changes for each page an edit of one page changes', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...EDITS),
        fc.nat(shipped.pages.length - 1),
        fc.string({ minLength: 1, maxLength: 12 }).filter((words) => !words.includes('{')),
        fc.boolean(),
        (edit, page, words, asWritten) => {
          const site = structuredClone(shipped);
          const pictures = structuredClone(manifest);
          edit.apply(site, pictures, page, words);
          const keys = keysOf(site, pictures, asWritten);
          const keysBefore = asWritten ? before.keys : before.parsedKeys;
          const resolved = resolvedByRoute(site, pictures);
          const changedKeys = [...keys.keys()].filter((route) => keys.get(route) !== keysBefore.get(route));
          const changedPages = [...resolved.keys()].filter(
            (route) => resolved.get(route) !== before.resolved.get(route),
          );
          // Never a page kept that would now be drawn differently.
          expect(changedPages.filter((route) => !changedKeys.includes(route))).toEqual([]);
          if (edit.local) expect(changedKeys.sort()).toEqual(changedPages.sort());
        },
      ),
    );
  });

  it('is the same for every route when nothing changed, and differs between routes and with the code', () => {
    expect(keysOf(structuredClone(shipped), structuredClone(manifest))).toEqual(before.keys);
    expect(new Set(before.keys.values()).size).toBe(before.keys.size);
    const otherCode = pageKeys(new SiteResolver(shipped, texts, manifest), 'other code');
    expect([...otherCode].filter(([route, key]) => before.keys.get(route) === key)).toEqual([]);
  });
});

describe('a text named like what every object has', () => {
  it('stays in English where its language has no words for it, in the frame and on a page', () => {
    for (const name of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const site = structuredClone(shipped);
      site.header.menuLabel = name;
      site.pages[0]!.title = name;
      const resolver = new SiteResolver(site, texts, manifest);
      expect(resolver.frames[1]!.header.menuLabel).toBe(name);
      expect(resolver.page(1, 0).title).toBe(name);
    }
  });
});

describe('a site resolved one page at a time', () => {
  it("is each language's site translated and filled whole, page for page", () => {
    const resolver = new SiteResolver(shipped, texts, manifest);
    resolver.frames.forEach((frame, l) => {
      const translated = l === 0 ? shipped : translatedSite(shipped, shipped.translations![l - 1]!, texts);
      const { pages, translations: _, ...whole } = fillAll(translated, resolver.values[l]!);
      expect(frame).toEqual({ ...whole, language: resolver.languages[l], languages: resolver.languages });
      pages.forEach((written, p) => {
        const { sections, route, language, pictures, ...rest } = resolver.page(l, p);
        expect(rest).toEqual({ ...written, sections: undefined, route: undefined });
        expect(route).toBe(routeIn(written.route, resolver.languages[l]!));
        expect(language).toBe(resolver.languages[l]!.code);
        expect(sections.map(({ number: _, ...section }) => section)).toEqual(written.sections);
        expect(sections.map((section) => section.number)).toEqual(written.sections.map((_, i) => i + 1));
        const drawn = pictureSources(written.sections).filter((src) => manifest[src]);
        expect(Object.keys(pictures ?? {})).toEqual(drawn);
      });
    });
  });
});
