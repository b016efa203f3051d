/**
 * The picture section's HTML as the prerender writes it: <figure><picture> with AVIF and WebP sources, an <img> in the
 * fallback format with the source's size, lazy below the top of the page and first at its top, and its caption.
 */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadLazySections } from '../../sections/lazy-section.tsx';
import { PageView } from '../../renderer/PageView.tsx';
import type { PagePayload } from '../../renderer/payload.ts';
import { SectionsContext } from '../../renderer/sections.ts';
import { sectionRegistry } from '../../sections/registry.ts';
import type { PictureOutputs } from '../../site/picture-outputs.ts';
import { focalPointStyles } from '../../scripts/gen/focal-point-styles.ts';

const outputs: PictureOutputs = {
  width: 1440,
  height: 900,
  fallback: 'png',
  placeholder: 'data:image/webp;base64,AAAA',
  files: [480, 960, 1440].flatMap((width) =>
    (['avif', 'webp', 'png'] as const).map((format) => ({
      format,
      width,
      url: `/media/shot-${width}.0123456789.${format}`,
    })),
  ),
};

const picture = (number: number) => ({
  type: 'picture' as const,
  number,
  image: { src: 'media/shot.png', alt: 'The calendar of one month' },
  caption: 'One month at a glance.',
});

const render = (sections: PagePayload['sections']) =>
  renderToStaticMarkup(
    <SectionsContext.Provider value={sectionRegistry}>
      <PageView
        page={{
          route: '/x',
          title: 'X',
          description: 'x',
          language: 'en',
          sections,
          pictures: { 'media/shot.png': outputs },
        }}
      />
    </SectionsContext.Provider>,
  );

/** Each element `tag` of `html`, its attribute names in lower case as HTML reads them (React writes "srcSet"). */
const tagsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((match) =>
    match[0].replace(/\s([A-Za-z]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`),
  );

// The section's code is split off: loaded first, as before the server renders a page.
beforeAll(() => preloadLazySections());

describe('the picture section', () => {
  let html = '';
  beforeAll(() => {
    html = render([{ type: 'hero', number: 1, heading: 'Hello', lead: 'Hi.' }, picture(2)]);
  });

  it('draws a figure holding the picture and its caption', () => {
    expect(html).toMatch(
      /<figure class="picture__figure">.*<picture>.*<\/picture>.*<figcaption class="picture__caption">One month at a glance\.<\/figcaption><\/figure>/,
    );
  });

  it("offers AVIF, then WebP, at every width, with the place's sizes", () => {
    const sources = tagsOf(html, 'source');
    expect(sources).toHaveLength(2);
    expect(sources[0]).toContain('type="image/avif"');
    expect(sources[0]).toContain(
      'srcset="/media/shot-480.0123456789.avif 480w, /media/shot-960.0123456789.avif 960w, /media/shot-1440.0123456789.avif 1440w"',
    );
    expect(sources[1]).toContain('type="image/webp"');
    for (const source of sources) expect(source).toMatch(/sizes="\(min-width: 76rem\) 72rem, calc\(100vw - 4rem\)"/);
  });

  it("falls back to an <img> in the source's format, sized, lazy, decoded apart, with its alt", () => {
    const img = tagsOf(html, 'img').find((tag) => tag.includes('picture__img'))!;
    expect(img).toContain('src="/media/shot-960.0123456789.png"');
    expect(img).toContain(
      'srcset="/media/shot-480.0123456789.png 480w, /media/shot-960.0123456789.png 960w, /media/shot-1440.0123456789.png 1440w"',
    );
    expect(img).toContain('width="1440"');
    expect(img).toContain('height="900"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).toContain('alt="The calendar of one month"');
    expect(img).not.toContain('fetchpriority');
  });

  it('shows the blurred placeholder behind it, hidden from screen readers and no <img> of its own', () => {
    const placeholder = tagsOf(html, 'svg').find((tag) => tag.includes('picture__placeholder'));
    expect(placeholder).toContain('aria-hidden="true"');
    expect(html).toMatch(/<svg class="picture__placeholder"[^>]*><image href="data:image\/webp;base64,AAAA"/);
    expect(tagsOf(html, 'img').filter((tag) => tag.includes('data:'))).toEqual([]);
  });

  it('loads a picture in the first section of a page at once and first', () => {
    const img = tagsOf(render([picture(1)]), 'img').find((tag) => tag.includes('picture__img'))!;
    expect(img).toContain('fetchpriority="high"');
    expect(img).not.toContain('loading=');
  });

  it('gives a decorative picture an empty alt', () => {
    const decorative = { ...picture(2), image: { src: 'media/shot.png', decorative: true as const } };
    const img = tagsOf(render([decorative]), 'img').find((tag) => tag.includes('picture__img'))!;
    expect(img).toContain('alt=""');
  });

  it("keeps its focal point in sight where it is cropped, by classes the site's stylesheet turns into object-position (no inline style, which the site's policy refuses)", () => {
    const stylesheet = readFileSync(new URL('../../styles/focal-points.css', import.meta.url), 'utf8');
    expect(stylesheet).toBe(focalPointStyles().text);
    expect(readFileSync(new URL('../../styles/pictures.css', import.meta.url), 'utf8')).toContain(
      'object-position: var(--focus-x, 50%) var(--focus-y, 50%)',
    );
    const fraction = fc.integer({ min: 0, max: 100 }).map((hundredths) => hundredths / 100);
    fc.assert(
      fc.property(fraction, fraction, (x, y) => {
        const focused = {
          ...picture(2),
          image: { src: 'media/shot.png', alt: 'The calendar of one month', focus: { x, y } },
        };
        const images = tagsOf(render([focused]), 'img');
        for (const img of images) {
          const classes = /class="([^"]*)"/.exec(img)![1]!.split(' ');
          const across = classes.find((name) => name.startsWith('focus-x-'));
          const down = classes.find((name) => name.startsWith('focus-y-'));
          // The class's rule sets the very percentages of the focal point.
          expect(stylesheet).toContain(`.${across}{--focus-x:${Math.round(x * 100)}%}`);
          expect(stylesheet).toContain(`.${down}{--focus-y:${Math.round(y * 100)}%}`);
          expect(img).not.toContain('style=');
        }
      }),
      { numRuns: 50 },
    );
    const unfocused = tagsOf(render([picture(2)]), 'img').find((tag) => tag.includes('picture__img'))!;
    expect(unfocused).not.toContain('focus-');
  });
});
