/**
 * The plans and prices form (editor/app/PlansView.tsx) and the facts form beside it: every control is named in words
 * (a plan by its name, a feature by its row's label in the comparison table), never by a key; a change of a figure
 * goes back as the product data with that figure changed; a fact that repeats a figure is shown, not editable, with
 * where it is set. Drawn to HTML as the other form tests do; the changes are made through the drawn view's own parts.
 */
import { readFileSync } from 'node:fs';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { FieldsForm } from '../../editor/app/FieldsForm.tsx';
import { factsForm, featuresOf, plansOf } from '../../editor/app/plans.ts';
import { PlansView, readAmount, type PlansViewProps } from '../../editor/app/PlansView.tsx';
import { bundleSchemas, formSchema, type Schema } from '../../editor/app/schema-bundle.ts';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE } from '../../site/node/paths.ts';
import { schemaDocuments } from '../../site/node/schema-cache.ts';

type Json = Record<string, unknown>;
const site = JSON.parse(readFileSync(DEFAULT_SITE_FILE, 'utf8')) as Json;
const product = JSON.parse(readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8')) as {
  products: Json[];
  features: { key: string; values: Json }[];
};
const channels = product.features.findIndex((feature) => feature.key === 'channels');

const decode = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();
const attributesOf = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, decode(value!)]));

/** Each input and select of the HTML with the name a screen reader gives it (aria-labelledby, else its <label>). */
function namedControls(html: string): { tag: string; id: string; name: string; disabled: boolean }[] {
  const textOf = (id: string) =>
    decode(new RegExp(`<(\\w+)\\b[^>]*\\bid="${id}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html)?.[2] ?? '');
  return [...html.matchAll(/<(input|select)\b([^>]*)>/g)].map(([, tag, rest]) => {
    const attributes = attributesOf(rest!);
    const id = attributes.id ?? '';
    const labelledBy = attributes['aria-labelledby'];
    const label = new RegExp(`<label\\b[^>]*\\bfor="${id}"[^>]*>([\\s\\S]*?)</label>`).exec(html)?.[1];
    return {
      tag: tag!,
      id,
      name: labelledBy ? labelledBy.split(' ').map(textOf).join(' ') : decode(label ?? ''),
      disabled: 'disabled' in attributes,
    };
  });
}

/** Every element the view draws, its own parts included (not drawn further: they hold their own state). */
function* elementsOf(node: ReactNode): Generator<ReactElement<Json>> {
  if (Array.isArray(node)) for (const child of node) yield* elementsOf(child);
  else if (isValidElement<Json>(node)) {
    yield node;
    yield* elementsOf(node.props.children as ReactNode);
  }
}

/** The view's part labelled `label` (a figure's field), found in what the view draws. */
function part(props: PlansViewProps, label: string): Json {
  const found = [...elementsOf(PlansView(props))].find((element) => element.props.label === label);
  if (!found) throw new Error(`no field labelled ${label}`);
  return found.props;
}

describe('the plans and prices form', () => {
  const html = renderToStaticMarkup(<PlansView product={product} siteData={site} onChange={() => undefined} />);
  const controls = namedControls(html);
  const planNames = plansOf(product, site).map((plan) => plan.name);

  it("names every control in words: its plan by name and its figure by the comparison table's label, never a key", () => {
    const failures = controls.flatMap(({ id, name }) => {
      if (!name) return [`${id}: no name`];
      if (!planNames.some((plan) => name.startsWith(`${plan} — `))) return [`${id}: "${name}" does not name its plan`];
      // A key is written like an identifier: lowerCamelCase, or with underscores.
      if (/\b[a-z]+[A-Z]\w*|_/.test(name)) return [`${id}: "${name}" holds a key`];
      return [];
    });
    expect(failures).toEqual([]);
    const names = controls.map((control) => control.name);
    expect(names).toEqual(
      expect.arrayContaining([
        'Lift Off — name',
        'Lift Off — price per month (EUR)',
        'Lift Off — price per year (EUR)',
        'Orbit — Channels',
        'Orbit — Channels Number',
        'Grounded — Posts per month',
        'Exosphere — Media storage Number (GB)',
      ]),
    );
    // Each plan has its name, two prices and a choice for each feature.
    for (const plan of planNames) {
      for (const feature of featuresOf(product, site))
        expect(names, `${plan} — ${feature.label}`).toContain(`${plan} — ${feature.label}`);
    }
    expect(controls.filter((control) => control.tag === 'select')).toHaveLength(
      planNames.length * product.features.length,
    );
  });

  it("groups the fields per plan, under the plan's name, and each plan's features under the table's group headings", () => {
    const legends = [...html.matchAll(/<legend\b[^>]*>([\s\S]*?)<\/legend>/g)].map(([, text]) => decode(text!));
    expect(legends.filter((legend) => planNames.includes(legend))).toEqual(planNames);
    expect(legends.filter((legend) => legend === 'Publishing')).toHaveLength(planNames.length);
  });

  it('offers the kinds of value the product data may hold, in words', () => {
    const select = /<select\b[^>]*id="plans-0-feature-\d+"[^>]*>([\s\S]*?)<\/select>/.exec(html)![1]!;
    expect([...select.matchAll(/<option\b[^>]*>([^<]*)<\/option>/g)].map(([, words]) => words)).toEqual([
      'A number',
      'Unlimited',
      'Yes (included)',
      'No (not included)',
    ]);
  });

  it("says where the free plan's channels are repeated in site.json", () => {
    expect(html).toContain(
      'site.json&#x27;s fact &quot;Free channels&quot; ({facts.freeChannels} in the copy) repeats this figure and follows it.',
    );
  });

  it('calls onChange with the product data whose free plan has the channels written, and nothing else changed', () => {
    const onChange = vi.fn();
    const channelsField = part({ product, siteData: site, onChange }, 'Grounded — Channels');
    (channelsField.onChange as (value: unknown) => void)(7);
    expect(onChange).toHaveBeenCalledTimes(1);
    const next = onChange.mock.calls[0]![0] as typeof product;
    expect(next.features[channels]!.values).toEqual({ ...product.features[channels]!.values, grounded: 7 });
    expect(next.products).toBe(product.products);
    expect(product.features[channels]!.values.grounded).toBe(3);
  });

  it('reads an amount only once it is one, so what is typed is kept until then', () => {
    expect(readAmount('25', true)).toBe(25);
    expect(readAmount('12.50', false)).toBe(12.5);
    for (const typed of ['', '12.', '12,50', '-1', '1e3', ' ']) expect(readAmount(typed, false), typed).toBeUndefined();
    expect(readAmount('2.5', true)).toBeUndefined();
  });

  it('shows a problem at its figure, and one about no figure at the top with its place in words', () => {
    const problems = [
      {
        pointer: `/features/${channels}/values/grounded`,
        message: 'the free plan has 3 channels here but 5 in site.json',
      },
      { pointer: '/products/3/prices', message: 'must contain a monthly price', path: 'product 4 › prices' },
    ];
    const drawn = renderToStaticMarkup(
      <PlansView product={product} siteData={site} onChange={() => undefined} problems={problems} />,
    );
    const field = drawn.slice(
      drawn.indexOf(`for="plans-0-feature-${channels}"`),
      drawn.indexOf(`for="plans-0-feature-${channels + 1}"`),
    );
    expect(decode(field)).toContain('the free plan has 3 channels here but 5 in site.json');
    expect(decode(drawn)).toContain('product 4 › prices: must contain a monthly price');
  });

  it("offers to make both say the same when site.json's fact differs (a file edited elsewhere)", () => {
    const five = { ...site, facts: { ...(site.facts as Json), freeChannels: 5 } };
    const onChange = vi.fn();
    const props = { product, siteData: five, onChange };
    expect(decode(renderToStaticMarkup(<PlansView {...props} />))).toContain(
      'site.json\'s fact "Free channels" is 5, but Grounded — Channels is 3 here.',
    );
    const buttons = [...elementsOf(PlansView(props))].filter((element) => element.type === 'button');
    const words = (button: ReactElement<Json>) =>
      decode(renderToStaticMarkup(<>{button.props.children as ReactNode}</>));
    (buttons.find((button) => words(button) === 'Keep 3 (the fact follows)')!.props.onClick as () => void)();
    expect(onChange).toHaveBeenLastCalledWith(product);
    (buttons.find((button) => words(button) === 'Use 5 here')!.props.onClick as () => void)();
    expect((onChange.mock.lastCall![0] as typeof product).features[channels]!.values.grounded).toBe(5);
  });

  it('says so when the product data is not JSON', () => {
    expect(
      decode(
        renderToStaticMarkup(
          <PlansView
            product={undefined}
            siteData={site}
            onChange={() => undefined}
            fileName="server/api/data/products.json"
          />,
        ),
      ),
    ).toContain('server/api/data/products.json is not valid JSON, so its plans cannot be shown here.');
  });
});

describe('the facts form', () => {
  const bundle = bundleSchemas(schemaDocuments());
  const { schema, uiSchema } = factsForm(
    formSchema(bundle, 'site', (own) => (own.properties as Record<string, Schema>).facts!),
    site,
    product,
  );
  const html = renderToStaticMarkup(
    <FieldsForm
      title="Facts"
      schema={schema}
      uiSchema={uiSchema}
      value={site.facts}
      onChange={() => undefined}
      extras={{ problemsAt: () => [] }}
    />,
  );
  const controls = namedControls(html);

  it('shows a fact that repeats a figure without a control to change it, saying where it is set', () => {
    expect(controls.find((control) => control.name === 'Free channels')).toMatchObject({ disabled: true });
    expect(decode(html)).toContain(
      'The same figure as Grounded — Channels in Plans and prices, and set there: when it changes there, this fact follows.',
    );
    expect(controls.filter((control) => control.name !== 'Free channels').every((control) => !control.disabled)).toBe(
      true,
    );
  });

  it("keeps the facts in the file's order", () => {
    const names = controls.map((control) => control.name);
    expect(names).toEqual(
      Object.keys(site.facts as Json).map((fact) =>
        names.find((name) => name.toLowerCase() === fact.replace(/([A-Z])/g, ' $1').toLowerCase()),
      ),
    );
  });
});
