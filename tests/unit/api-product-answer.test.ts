/** GET /api/product's answer: the schema check the browser runs (browser/api/check-schema.ts on the schema file), and its mapping on arrival. */
import { readFileSync } from 'node:fs';
import isProductAnswer from 'virtual:product-answer-validator';
import { describe, expect, it } from 'vitest';
import { mapProduct, mapProductAnswer, mergePrices } from '../../browser/api/product-mapping.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import type { PricingSection, ProductAnswer } from '../../schemas/site.types.ts';
import { schemaFileProblems } from '../../site/node/check.ts';
import { DEFAULT_PRODUCT_DATA_FILE } from '../../site/node/paths.ts';
import { routeTable } from '../site.ts';

const localData = JSON.parse(readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8')) as ProductAnswer;
const copy = <T>(value: T): T => structuredClone(value);

/** Answers the browser must refuse, each a small change to the local API's real data. */
const malformed: Record<string, (answer: Record<string, any>) => unknown> = {
  'no features': (a) => (delete a.features, a),
  'no products': (a) => (delete a.products, a),
  'an empty product list': (a) => ((a.products = []), a),
  'features that are not a list': (a) => ((a.features = { channels: 3 }), a),
  'a product without prices': (a) => (delete a.products[0].prices, a),
  'prices without an annual price': (a) => ((a.products[1].prices = [{ monthly: 12 }]), a),
  'a price given as text': (a) => ((a.products[1].prices = [{ monthly: '12' }, { annual: 120 }]), a),
  'a negative price': (a) => ((a.products[1].prices = [{ monthly: -1 }, { annual: 120 }]), a),
  'a currency that is not a code': (a) => ((a.products[0].currency = '€'), a),
  'a blank plan name': (a) => ((a.products[0].name = '  '), a),
  'a feature value of another kind': (a) => ((a.features[0].values.grounded = 'some'), a),
  'a fractional count': (a) => ((a.features[0].values.grounded = 2.5), a),
  'an answer that is a list': () => [],
  null: () => null,
  'an HTML page': () => '<!DOCTYPE html><html></html>',
};

describe('the product answer check in the browser', () => {
  it('accepts the data of the local API', () => {
    expect(isProductAnswer(copy(localData))).toBe(true);
  });

  for (const [name, breakIt] of Object.entries(malformed)) {
    it(`refuses ${name}, as the schema does`, () => {
      const answer = breakIt(copy(localData) as Record<string, any>);
      expect(isProductAnswer(answer)).toBe(false);
      // The same verdict as ajv on the schema file itself: the browser's check is that schema, compiled.
      expect(schemaFileProblems('api/product-answer.schema.json', answer).length).toBeGreaterThan(0);
    });
  }

  it('tolerates fields it does not know, so the API can grow', () => {
    const answer = copy(localData) as ProductAnswer & { generatedAt?: string };
    answer.generatedAt = '2024-01-01';
    expect(isProductAnswer(answer)).toBe(true);
  });
});

describe('the mapping on arrival', () => {
  it('lowercases plan into subscriptionPlan, keeps name as subscriptionLabel and the currency', () => {
    const product = mapProduct({
      plan: 'LIFT_OFF',
      name: 'Lift Off',
      currency: 'EUR',
      prices: [{ monthly: 12 }, { annual: 120 }],
    });
    expect(product).toEqual({
      subscriptionPlan: 'lift_off',
      subscriptionLabel: 'Lift Off',
      currency: 'EUR',
      prices: { monthly: 12, annual: 120 },
    });
  });

  it('merges the price objects into one, a later object winning on a repeated key', () => {
    expect(mergePrices([{ monthly: 10 }, { annual: 100 }, { monthly: 12 }])).toEqual({ monthly: 12, annual: 100 });
    expect(mergePrices([{ monthly: 12, annual: 120 }])).toEqual({ monthly: 12, annual: 120 });
  });

  it('keeps the features by key, with a value per plan', () => {
    const catalog = mapProductAnswer(copy(localData));
    expect(catalog.products.map((product) => product.subscriptionPlan)).toEqual([
      'grounded',
      'lift_off',
      'orbit',
      'exosphere',
    ]);
    expect(catalog.features.channels).toEqual({ grounded: 3, lift_off: 10, orbit: 25, exosphere: 50 });
  });
});

describe('the local product data and site.json agree', () => {
  const pricing = [...routeTable.values()]
    .flatMap((page) => page.sections)
    .find((section): section is Numbered<PricingSection> => section.type === 'pricing')!;
  const catalog = mapProductAnswer(copy(localData));

  it('has a product for every plan card of the pricing page', () => {
    for (const plan of pricing.plans)
      expect(
        catalog.products.some((product) => product.subscriptionPlan === plan.plan),
        plan.plan,
      ).toBe(true);
  });

  it('has a value for every plan of every row of the comparison table', () => {
    const rows = pricing.comparison!.groups.flatMap((group) => group.features);
    expect(rows).toHaveLength(29); // every feature the comparison table lists, one row each
    for (const row of rows)
      for (const plan of pricing.plans)
        expect(catalog.features[row.key]?.[plan.plan], `${row.key} / ${plan.plan}`).toBeDefined();
  });

  it('prices a year at ten months of the monthly price, as "2 months free" says', () => {
    for (const { prices, subscriptionPlan } of catalog.products)
      expect(prices.annual, subscriptionPlan).toBe(prices.monthly * 10);
  });
});

describe("the browser's checker agrees with ajv", () => {
  /** A small seeded generator, so a failure can be replayed. */
  function random(seed: number) {
    return () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  }
  const oddValues: unknown[] = [
    null,
    true,
    false,
    0,
    -1,
    2.5,
    12,
    '',
    ' ',
    'x',
    'EUR',
    'eur',
    'unlimited',
    'LIFT_OFF',
    'lift off',
    [],
    [{}],
    {},
    { monthly: 1 },
    { annual: 1 },
    { monthly: 1, extra: 1 },
  ];

  /** Replaces one value somewhere in the answer, deletes a key, or adds one. */
  function mutate(answer: unknown, next: () => number): unknown {
    const copyOf = structuredClone(answer) as Record<string, unknown>;
    const paths: (string | number)[][] = [];
    const walk = (value: unknown, path: (string | number)[]) => {
      paths.push(path);
      if (Array.isArray(value)) value.forEach((item, i) => walk(item, [...path, i]));
      else if (value && typeof value === 'object')
        for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
    };
    walk(copyOf, []);
    const path = paths[Math.floor(next() * paths.length)]!;
    if (path.length === 0) return oddValues[Math.floor(next() * oddValues.length)];
    const parent = path.slice(0, -1).reduce<any>((value, step) => value[step], copyOf);
    const last = path[path.length - 1]!;
    const choice = next();
    if (choice < 0.5) parent[last] = oddValues[Math.floor(next() * oddValues.length)];
    else if (choice < 0.8) Array.isArray(parent) ? parent.splice(Number(last), 1) : delete parent[last];
    else if (!Array.isArray(parent))
      parent[`extra${Math.floor(next() * 3)}`] = oddValues[Math.floor(next() * oddValues.length)];
    return copyOf;
  }

  it('on 2,000 answers, each the local data with one to three changes', () => {
    const next = random(20240601);
    let refused = 0;
    for (let i = 0; i < 2000; i++) {
      let answer: unknown = copy(localData);
      for (let changes = 1 + Math.floor(next() * 3); changes > 0; changes--) answer = mutate(answer, next);
      const ajvSays = schemaFileProblems('api/product-answer.schema.json', answer).length === 0;
      expect(isProductAnswer(answer), JSON.stringify(answer).slice(0, 300)).toBe(ajvSays);
      if (!ajvSays) refused++;
    }
    // Both kinds of verdict were exercised.
    expect(refused).toBeGreaterThan(500);
    expect(refused).toBeLessThan(2000);
  });
});

describe('the build', () => {
  it("stops on a schema keyword the browser's checker does not know, instead of ignoring it", async () => {
    const { browserSchema } = await import('../../scripts/build/product-answer-validator-plugin.ts');
    expect(
      browserSchema({ type: 'object', description: 'prose is dropped', properties: { a: { type: 'string' } } }),
    ).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
    expect(() => browserSchema({ type: 'object', properties: { a: { type: 'string', maxLength: 3 } } })).toThrow(
      /does not know "maxLength"/,
    );
  });
});
