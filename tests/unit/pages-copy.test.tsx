/**
 * Rules for the copy of site.json that the schema alone cannot hold: the product is named only through {brand},
 * figures the copy repeats only through {facts.NAME}, every page reads as a finished page, and long-form text renders
 * as safe, anchored HTML.
 */
import { readFileSync } from 'node:fs';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { resolveSite } from '../../site/resolve-site.ts';
import { RichText } from '../../renderer/ui/RichText.tsx';
import type { SiteConfig } from '../../schemas/site.types.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { routeTable, site, texts } from '../site.ts';

const rawText = readFileSync(new URL('../../site.json', import.meta.url), 'utf8');
const raw = JSON.parse(rawText) as SiteConfig;

function* strings(value: unknown, path = ''): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (Array.isArray(value)) for (const [i, item] of value.entries()) yield* strings(item, `${path}/${i}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) yield* strings(item, `${path}/${key}`);
}

describe('the copy of site.json', () => {
  it('names the product only through {brand}, so renaming it is one edit', () => {
    const literal = [...strings(raw)].filter(([path, text]) => path !== '/brand/name' && text.includes(raw.brand.name));
    expect(literal).toEqual([]);
    const renamed = resolveSite({ ...raw, brand: { ...raw.brand, name: 'Renamed' } }, texts);
    for (const page of renamed.routeTable.values()) expect(JSON.stringify(page)).not.toContain(raw.brand.name);
  });

  it('writes each repeated figure once, in facts, and the copy uses it', () => {
    const facts = raw.facts ?? {};
    for (const name of ['trialDays', 'freeChannels', 'freePostsPerWeek']) {
      expect(facts[name], `facts.${name}`).toBeDefined();
      const uses = [...strings(raw.pages)].filter(([, text]) => text.includes(`{facts.${name}}`));
      expect(uses.length, `{facts.${name}} is used on several pages`).toBeGreaterThan(3);
    }
    const tripled = resolveSite({ ...raw, facts: { ...facts, freePostsPerWeek: 45 } }, texts).routeTable.get('/')!;
    expect(JSON.stringify(tripled)).toContain('45 scheduled posts per week');
  });

  it('gives every page a unique title and a 50–160 character description as a visitor reads them', () => {
    const titles = [...routeTable.values()].map((page) => page.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const page of routeTable.values()) {
      expect(page.description.length, page.route).toBeGreaterThanOrEqual(50);
      expect(page.description.length, page.route).toBeLessThanOrEqual(160);
    }
  });

  it('leaves no page as a one-section stub: every page opens with its h1 and goes on', () => {
    for (const page of routeTable.values()) {
      expect(page.sections[0]!.type, page.route).toBe('hero');
      expect(page.sections.length, page.route).toBeGreaterThanOrEqual(2);
    }
  });

  it('reports an unknown {facts.NAME} where it is written, with the figures it knows', () => {
    const broken = rawText.replace('{facts.trialDays}-day', '{facts.trailDays}-day');
    const check = checkSiteText(broken);
    expect(check.ok).toBe(false);
    const problems = check.ok ? [] : check.problems;
    expect(problems.find((problem) => problem.code === 'unknown-placeholder')?.hint).toMatch(
      /^Did you mean "\{facts\.trialDays\}"\?/,
    );
  });

  it('reports a table-of-contents link to a rich-text heading that does not exist', () => {
    const broken = rawText.replace('[cookie settings](/cookie-settings)', '[cookie settings](/privacy#cookie)');
    const check = checkSiteText(broken);
    const problems = check.ok ? [] : check.problems;
    const missing = problems.find((problem) => problem.code === 'missing-anchor');
    expect(missing?.message).toMatch(/anchor "#cookie", which the page "\/privacy" does not have/);
    expect(missing?.hint).toMatch(/#cookies/);
  });
});

describe('rich text', () => {
  const render = (headingLevel: 2 | 3) =>
    renderToString(
      <MemoryRouter>
        <RichText
          headingLevel={headingLevel}
          blocks={[
            { heading: 'Your **rights**', id: 'rights' },
            { paragraph: 'See the [cookie settings](/cookie-settings) <script>alert(1)</script>' },
            { list: ['_first_ name', '<img src=x onerror=alert(1)>'] },
          ]}
        />
      </MemoryRouter>,
    );

  it('draws headings with their anchors at the level asked, paragraphs, lists, emphasis and links', () => {
    const html = render(2);
    expect(html).toContain('<h2 id="rights">Your <strong>rights</strong></h2>');
    expect(html).toContain('href="/cookie-settings"');
    expect(html).toMatch(/<ul><li><em>first<\/em> name<\/li>/);
    expect(render(3)).toContain('<h3 id="rights">');
  });

  it('shows HTML typed into the copy as text', () => {
    const html = render(2);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<script|<img/);
  });
});
