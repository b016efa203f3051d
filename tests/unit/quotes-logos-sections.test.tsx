/**
 * The quotes and logos sections as a visitor and a screen reader get them from the prerendered HTML: each quote a
 * figure whose blockquote holds the words and whose figcaption says whose they are; each logo named by its company,
 * a linked logo a link named so; and the checker refusing a quote without a name and a logo without words.
 */
import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it } from 'vitest';
import { PageView } from '../../renderer/PageView.tsx';
import type { PagePayload } from '../../renderer/payload.ts';
import { SectionsContext } from '../../renderer/sections.ts';
import { preloadLazySections } from '../../sections/lazy-section.tsx';
import { sectionRegistry } from '../../sections/registry.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSiteText } from '../../site/node/check.ts';
import type { PictureManifest, PictureOutputs } from '../../site/picture-outputs.ts';

/** What the build makes of a square photo 400 wide (JPEG) and of a logo 320 wide (PNG, transparent). */
const made = (name: string, width: number, height: number, fallback: 'jpeg' | 'png'): PictureOutputs => ({
  width,
  height,
  fallback,
  placeholder: 'data:image/webp;base64,AAAA',
  files: (['avif', 'webp', fallback] as const).map((format) => ({
    format,
    width,
    url: `/media/${name}-${width}.0123456789.${format}`,
  })),
});
const pictures: PictureManifest = {
  'media/ann.jpg': made('ann', 400, 400, 'jpeg'),
  'media/logo-acme.png': made('logo-acme', 320, 80, 'png'),
  'media/logo-globex.png': made('logo-globex', 300, 80, 'png'),
};

const quotes = {
  type: 'quotes' as const,
  number: 2,
  heading: 'What our customers say',
  intro: 'Three of them, in their words.',
  items: [
    {
      quote: 'The calendar saves me **hours**.',
      name: 'Ann Example',
      role: 'Owner',
      company: 'Acme Bakery',
      photo: { src: 'media/ann.jpg', alt: 'Ann at her counter' },
    },
    { quote: 'Approvals happen without e-mail.', name: 'Bo Sample', role: 'Marketing team lead', company: 'Globex' },
  ],
};

const logos = {
  type: 'logos' as const,
  number: 3,
  heading: 'Trusted by teams at',
  items: [
    { logo: { src: 'media/logo-acme.png', alt: 'Acme Bakery' }, href: '/customers' },
    { logo: { src: 'media/logo-globex.png', alt: 'Globex' } },
  ],
};

// Links need the router, as on the site.
const render = (sections: PagePayload['sections']) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SectionsContext.Provider value={sectionRegistry}>
        <PageView page={{ route: '/x', title: 'X', description: 'x', language: 'en', sections, pictures }} />
      </SectionsContext.Provider>
    </MemoryRouter>,
  );

/** Each element `tag` of `html`, its attribute names in lower case as HTML reads them (React writes "srcSet"). */
const tagsOf = (html: string, tag: string) =>
  [...html.matchAll(new RegExp(`<${tag}\\b[^>]*>`, 'g'))].map((match) =>
    match[0].replace(/\s([A-Za-z]+)=/g, (_, name: string) => ` ${name.toLowerCase()}=`),
  );
/** The text a screen reader reads out of a piece of HTML: its words without the tags. */
const textOf = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&amp;/g, '&');

// The sections' code is split off: loaded first, as before the server renders a page.
beforeAll(() => preloadLazySections());

describe('the quotes section', () => {
  let html = '';
  beforeAll(() => {
    html = render([{ type: 'hero', number: 1, heading: 'Hello', lead: 'Hi.' }, quotes]);
  });

  it('is a region named by its heading, with the intro under it', () => {
    expect(html).toMatch(/<section class="section quotes" data-section="2" aria-labelledby="section-2-heading">/);
    expect(html).toContain('<h2 id="section-2-heading">What our customers say</h2>');
    expect(html).toContain('<p class="section__intro">Three of them, in their words.</p>');
  });

  it('draws each quote as a figure: the words in a blockquote, then a figcaption reading "name, role, company"', () => {
    const figures = [...html.matchAll(/<figure class="quotes__card">(.*?)<\/figure>/g)].map((match) => match[1]!);
    expect(figures).toHaveLength(2);
    expect(figures[0]).toMatch(
      /^<blockquote class="quotes__words"><p>The calendar saves me <strong>hours<\/strong>\.<\/p><\/blockquote><figcaption/,
    );
    expect(textOf(figures[0]!.replace(/^.*<figcaption[^>]*>/, ''))).toBe('Ann Example, Owner, Acme Bakery');
    expect(textOf(figures[1]!)).toBe('Approvals happen without e-mail.Bo Sample, Marketing team lead, Globex');
  });

  it('puts the photo in the caption with its alt, lazy, sized for its small round place; none where there is no photo', () => {
    const [card, plain] = [...html.matchAll(/<figure class="quotes__card">(.*?)<\/figure>/g)].map((match) => match[1]!);
    const img = tagsOf(card!, 'img').find((tag) => tag.includes('picture__img'))!;
    expect(img).toContain('alt="Ann at her counter"');
    expect(img).toContain('src="/media/ann-400.0123456789.jpeg"');
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('width="400"');
    expect(tagsOf(card!, 'source')[0]).toContain('sizes="3.5rem"');
    expect(card!.indexOf('<picture>')).toBeGreaterThan(card!.indexOf('<figcaption'));
    expect(plain).not.toContain('<img');
  });

  it('gives a photo marked decorative an empty alt, so the name beside it is read once', () => {
    const decorative = {
      ...quotes,
      items: [{ ...quotes.items[0]!, photo: { src: 'media/ann.jpg', decorative: true as const } }],
    };
    expect(tagsOf(render([decorative]), 'img').find((tag) => tag.includes('picture__img'))).toContain('alt=""');
  });
});

describe('the logos section', () => {
  let html = '';
  beforeAll(() => {
    html = render([{ type: 'hero', number: 1, heading: 'Hello', lead: 'Hi.' }, logos]);
  });

  it('is a region named by its short heading, holding a list of the logos', () => {
    expect(html).toMatch(/<section class="section logos" data-section="3" aria-labelledby="section-3-heading">/);
    expect(html).toContain('<h2 id="section-3-heading" class="logos__heading">Trusted by teams at</h2>');
    expect(html.match(/<li class="logos__item">/g)).toHaveLength(2);
  });

  it('names each logo by its company, and a linked logo is a link named by the company', () => {
    const alts = tagsOf(html, 'img')
      .filter((tag) => tag.includes('picture__img'))
      .map((tag) => /alt="([^"]*)"/.exec(tag)![1]);
    expect(alts).toEqual(['Acme Bakery', 'Globex']);
    const links = [...html.matchAll(/<a\b[^>]*>(.*?)<\/a>/g)];
    expect(links).toHaveLength(1);
    expect(links[0]![0]).toMatch(/^<a class="logos__link" href="\/customers"/);
    // Its only content is the logo: its name is the logo's alt.
    expect(textOf(links[0]![1]!)).toBe('');
    expect(links[0]![1]).toContain('alt="Acme Bakery"');
  });

  it('draws no blurred placeholder behind a logo, which would show through its transparent parts', () => {
    expect(html).not.toContain('picture__placeholder');
    expect(tagsOf(html, 'img').every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });
});

describe('the checker on quotes and logos', () => {
  const minimal = readFileSync(new URL('../fixtures/valid-minimal.json', import.meta.url), 'utf8');
  const HOME_HERO = '{ "type": "hero", "heading": "Hello", "lead": "Read [about us](/about)." },';
  const siteWith = (section: object) => minimal.replace(HOME_HERO, `${HOME_HERO}\n        ${JSON.stringify(section)},`);
  // Only the schema's rules: the picture files of these samples are not in the project.
  const problemsOf = (section: object) =>
    checkSiteText(siteWith(section), { writtenIds: WRITTEN_IDS })
      .problems.filter((problem) => problem.code !== 'picture-missing')
      .map(({ code, pointer, message }) => ({ code, pointer, message }));
  const { number: _q, ...quotesSection } = quotes;
  const { number: _l, ...logosSection } = logos;
  const validLogos = { ...logosSection, items: logosSection.items.map((item) => ({ logo: item.logo })) };

  it('accepts both as written above', () => {
    expect(problemsOf(quotesSection)).toEqual([]);
    expect(problemsOf(validLogos)).toEqual([]);
  });

  it('refuses a quote without the name of who said it', () => {
    const { name: _, ...nameless } = quotesSection.items[1]!;
    expect(problemsOf({ ...quotesSection, items: [quotesSection.items[0], nameless] })).toEqual([
      {
        code: 'missing-field',
        pointer: '/pages/0/sections/1/items/1',
        message: expect.stringMatching(/^the field "name" is missing/),
      },
    ]);
  });

  it("refuses a logo without words for it (its company's name)", () => {
    const wordless = { ...validLogos, items: [validLogos.items[0], { logo: { src: 'media/logo-globex.png' } }] };
    expect(problemsOf(wordless)).toEqual([
      {
        code: 'missing-field',
        pointer: '/pages/0/sections/1/items/1/logo',
        message: expect.stringMatching(/^the field "alt" is missing/),
      },
    ]);
  });

  it('refuses one logo alone, and a seventh quote', () => {
    expect(problemsOf({ ...validLogos, items: validLogos.items.slice(0, 1) }).map((problem) => problem.code)).toEqual([
      'too-few-entries',
    ]);
    expect(
      problemsOf({
        ...quotesSection,
        items: Array.from({ length: 7 }, (_, i) => ({ ...quotesSection.items[1]!, quote: `Quote ${i + 1}.` })),
      }).map((problem) => problem.code),
    ).toEqual(['too-many-entries']);
  });
});
