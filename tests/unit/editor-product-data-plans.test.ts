/**
 * The editor's plans and prices (editor/app/plans.ts): plans and features read in words from the product data and
 * site.json's pricing section, figures changed without altering the data they were changed from, and the facts of
 * site.json that repeat a figure following it, so that the site's own comparison (productFactProblems) finds nothing,
 * and the live check, given the product data the editor holds, says what a save would say.
 */
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  comparisonRows,
  factDifferences,
  factsFollowing,
  featuresOf,
  followedFacts,
  holdProductData,
  NOT_IN_TABLE,
  plansOf,
  productDataForCheck,
  productTextOf,
  problemsInProductData,
  siteFollowing,
  UNLIMITED,
  withFeatureValue,
  withPlanName,
  withPrice,
  type FeatureValue,
} from '../../editor/app/plans.ts';
import { WRITTEN_IDS } from '../../sections/section-facts.ts';
import { checkSite } from '../../site/check-site.ts';
import { locate, parseJson } from '../../site/json-source.ts';
import { schemaFileProblems } from '../../site/node/check.ts';
import { DEFAULT_PRODUCT_DATA_FILE, DEFAULT_SITE_FILE } from '../../site/node/paths.ts';
import { compiledSchema } from '../../site/node/schema-cache.ts';
import { FACTS_IN_PRODUCT_DATA, productFactProblems } from '../../site/product-facts.ts';

const SITE_TEXT = readFileSync(DEFAULT_SITE_FILE, 'utf8');
const PRODUCT_TEXT = readFileSync(DEFAULT_PRODUCT_DATA_FILE, 'utf8');
const PRODUCT_NAME = 'server/api/data/products.json';

/** A value frozen all the way down: changing it in place throws, so a helper that did would fail the test. */
function frozen<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const item of Object.values(value)) frozen(item);
    Object.freeze(value);
  }
  return value;
}
const site = frozen(JSON.parse(SITE_TEXT) as unknown);
const product = frozen(JSON.parse(PRODUCT_TEXT) as unknown);

/** The problems the site's own comparison of facts and product data finds. */
function factProblems(siteData: unknown, productData: unknown) {
  const text = JSON.stringify(siteData, null, 2);
  const parsed = parseJson(text);
  if (!parsed.ok) throw new Error('site.json must stay JSON');
  return productFactProblems(
    siteData,
    (pointer) => locate(parsed.document, text, { pointer }),
    'site.json',
    { name: PRODUCT_NAME, text: JSON.stringify(productData, null, 2) },
    WRITTEN_IDS.showsProductData,
  );
}

describe('plans and features in words', () => {
  it('names each plan by its name, with its currency and prices', () => {
    expect(
      plansOf(product, site).map(({ name, key, currency, prices }) => ({
        name,
        key,
        currency,
        monthly: prices.monthly?.amount,
        annual: prices.annual?.amount,
      })),
    ).toEqual([
      { name: 'Grounded', key: 'grounded', currency: 'EUR', monthly: 0, annual: 0 },
      { name: 'Lift Off', key: 'lift_off', currency: 'EUR', monthly: 12, annual: 120 },
      { name: 'Orbit', key: 'orbit', currency: 'EUR', monthly: 29, annual: 290 },
      { name: 'Exosphere', key: 'exosphere', currency: 'EUR', monthly: 79, annual: 790 },
    ]);
  });

  it("labels each feature as its row of the comparison table does, in the table's order and groups", () => {
    const features = featuresOf(product, site);
    const rows = [...comparisonRows(site).entries()];
    expect(features.map((feature) => feature.key)).toEqual(rows.map(([key]) => key));
    expect(features.map((feature) => [feature.label, feature.group])).toEqual(
      rows.map(([, row]) => [row.label, row.group]),
    );
    expect(features.find((feature) => feature.key === 'postsPerMonth')).toMatchObject({
      label: 'Posts per month',
      group: 'Publishing',
    });
    expect(features.find((feature) => feature.key === 'mediaStorage')).toMatchObject({
      label: 'Media storage',
      unit: 'GB',
    });
  });

  it('puts a feature the table has no row for last, named in words, never by its key', () => {
    const extra = {
      ...(product as object),
      features: [{ key: 'bulkUploadLimit', values: { grounded: 5 } }, ...(product as { features: unknown[] }).features],
    };
    const last = featuresOf(extra, site).at(-1)!;
    expect(last).toMatchObject({ index: 0, key: 'bulkUploadLimit', label: 'Bulk upload limit', group: NOT_IN_TABLE });
  });

  it('reads a file mid-edit without failing: what is not there yet is left out', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (productData, siteData) => {
        plansOf(productData, siteData);
        featuresOf(productData, siteData);
        factsFollowing(productData);
        siteFollowing(siteData, productData);
        followedFacts(siteData, productData);
        factDifferences(siteData, productData);
      }),
    );
    const broken = {
      products: [null, { plan: 'ORBIT', prices: 'free' }, { name: ' ' }],
      features: [{ values: {} }, 7, { key: 'channels', values: null }],
    };
    expect(plansOf(broken, site).map(({ index, name, prices }) => ({ index, name, prices }))).toEqual([
      { index: 1, name: 'Orbit', prices: {} },
      { index: 2, name: 'Plan 3', prices: {} },
    ]);
    expect(featuresOf(broken, site)).toEqual([
      { index: 2, key: 'channels', label: 'Channels', group: 'Publishing', values: {} },
    ]);
  });
});

/** A figure of the plans and prices, set through the helpers. */
type Figure =
  | { kind: 'name'; plan: number; name: string }
  | { kind: 'price'; plan: number; period: 'monthly' | 'annual'; amount: number }
  | { kind: 'feature'; feature: number; plan: string; value: FeatureValue };

const planKeys = plansOf(product).map((plan) => plan.key);
const featureCount = featuresOf(product, site).length;
const featureValue: fc.Arbitrary<FeatureValue> = fc.oneof(
  fc.nat({ max: 10_000 }),
  fc.boolean(),
  fc.constant(UNLIMITED),
);
/** Every figure the schema allows, and the figures facts repeat more often than chance would pick them. */
const figure: fc.Arbitrary<Figure> = fc.oneof(
  fc.record({
    kind: fc.constant('name' as const),
    plan: fc.nat({ max: planKeys.length - 1 }),
    name: fc.string({ minLength: 1 }).filter((name) => /\S/.test(name)),
  }),
  fc.record({
    kind: fc.constant('price' as const),
    plan: fc.nat({ max: planKeys.length - 1 }),
    period: fc.constantFrom('monthly' as const, 'annual' as const),
    amount: fc.oneof(fc.nat(), fc.double({ min: 0, max: 1e6, noNaN: true, noDefaultInfinity: true })),
  }),
  fc.record({
    kind: fc.constant('feature' as const),
    feature: fc.nat({ max: featureCount - 1 }),
    plan: fc.constantFrom(...planKeys),
    value: featureValue,
  }),
  ...FACTS_IN_PRODUCT_DATA.map(({ feature, plan }) =>
    fc.record({
      kind: fc.constant('feature' as const),
      feature: fc.constant(featuresOf(product, site).find((entry) => entry.key === feature)!.index),
      plan: fc.constant(plan),
      value: featureValue,
    }),
  ),
);

function set(productData: unknown, change: Figure): unknown {
  if (change.kind === 'name') return withPlanName(productData, change.plan, change.name);
  if (change.kind === 'price') return withPrice(productData, change.plan, change.period, change.amount);
  return withFeatureValue(productData, change.feature, change.plan, change.value);
}

describe('setting figures', () => {
  it("for any figures set, the facts that follow equal the product data's values: the site's comparison finds nothing", () => {
    fc.assert(
      fc.property(fc.array(figure, { minLength: 1, maxLength: 8 }), (changes) => {
        const next = changes.reduce(set, product);
        const nextSite = siteFollowing(site, next);
        expect(factProblems(nextSite, next)).toEqual([]);
        for (const [fact, value] of Object.entries(factsFollowing(next)))
          expect((nextSite as { facts: Record<string, unknown> }).facts[fact]).toBe(value);
        // Every figure set is one the product data may hold.
        expect(schemaFileProblems('api/product-answer.schema.json', next)).toEqual([]);
      }),
    );
  });

  it('changes only the figure set, and never the data it was set on', () => {
    fc.assert(
      fc.property(figure, (change) => {
        // The data it was set on is frozen: a change made in place would throw.
        const next = set(product, change) as { products: unknown[]; features: { values: Record<string, unknown> }[] };
        if (change.kind === 'feature') {
          expect(next.features[change.feature]!.values[change.plan]).toBe(change.value);
          expect(next.products).toBe((product as typeof next).products);
        } else {
          expect(next.features).toBe((product as typeof next).features);
        }
      }),
    );
    const lifted = withPrice(product, 1, 'annual', 125);
    expect(plansOf(lifted)[1]!.prices).toMatchObject({
      monthly: { amount: 12 },
      annual: { amount: 125, path: ['products', 1, 'prices', 1, 'annual'] },
    });
  });

  it('gives a plan without a price a price object of its own for it', () => {
    const noAnnual = {
      products: [{ plan: 'ORBIT', name: 'Orbit', currency: 'EUR', prices: [{ monthly: 29 }] }],
      features: [],
    };
    expect(withPrice(noAnnual, 0, 'annual', 290)).toEqual({
      products: [{ plan: 'ORBIT', name: 'Orbit', currency: 'EUR', prices: [{ monthly: 29 }, { annual: 290 }] }],
      features: [],
    });
  });

  it('leaves site.json as it is when its facts already say the same, and never adds a fact it does not write', () => {
    expect(siteFollowing(site, product)).toBe(site);
    const { freeChannels: _gone, ...otherFacts } = (site as { facts: Record<string, unknown> }).facts;
    const withoutFact = { ...(site as object), facts: otherFacts };
    const channels = featuresOf(product, site).find((feature) => feature.key === 'channels')!.index;
    expect(siteFollowing(withoutFact, withFeatureValue(product, channels, 'grounded', 5))).toBe(withoutFact);
  });

  it('writes a figure that is not a count into the fact as its text, as the copy shows it', () => {
    const channels = featuresOf(product, site).find((feature) => feature.key === 'channels')!.index;
    expect(factsFollowing(withFeatureValue(product, channels, 'grounded', UNLIMITED))).toEqual({
      freeChannels: 'unlimited',
    });
    expect(factsFollowing(withFeatureValue(product, channels, 'grounded', 7))).toEqual({ freeChannels: 7 });
  });
});

describe('the facts that repeat a figure', () => {
  it('are named by the figure they repeat, and a difference made elsewhere is found', () => {
    expect(followedFacts(site, product)).toEqual([
      {
        fact: 'freeChannels',
        figure: 'Grounded — Channels',
        plan: 'grounded',
        feature: 'channels',
        inSite: 3,
        inProduct: 3,
      },
    ]);
    expect(factDifferences(site, product)).toEqual([]);
    const five = { ...(site as object), facts: { ...(site as { facts: object }).facts, freeChannels: 5 } };
    expect(factDifferences(five, product)).toEqual([
      expect.objectContaining({ fact: 'freeChannels', inSite: 5, inProduct: 3 }),
    ]);
  });
});

describe('the product data the editor holds', () => {
  const held = holdProductData({ name: PRODUCT_NAME, text: PRODUCT_TEXT, version: 'v1' });
  const channels = featuresOf(product, site).find((feature) => feature.key === 'channels')!.index;

  it('is saved as the file was written, changed only on the line of the figure changed', () => {
    expect(productTextOf(held)).toBe(PRODUCT_TEXT);
    const changed = productTextOf({ ...held, data: withPrice(held.data, 2, 'monthly', 31) });
    const before = PRODUCT_TEXT.split('\n');
    const after = changed.split('\n');
    expect(after.length).toBe(before.length);
    expect(after.filter((line, i) => line !== before[i])).toEqual(['          "monthly": 31']);
  });

  it("is what the live check compares site.json's facts with, so a difference shows in plain words before any save", () => {
    const schema = compiledSchema('site.schema.json');
    const check = (text: string, productData = productDataForCheck(held)) =>
      checkSite(text, {
        schema,
        writtenIds: WRITTEN_IDS,
        siteName: 'site.json',
        ...(productData ? { productData } : {}),
      });
    const five = { ...held, data: withFeatureValue(held.data, channels, 'grounded', 5) };
    const found = check(SITE_TEXT, productDataForCheck(five));
    expect(found.ok).toBe(false);
    const problems = found.ok
      ? []
      : found.problems.filter((problem) => problem.code === 'fact-differs-from-product-data');
    expect(problems.map((problem) => [problem.file, problem.pointer])).toEqual([
      [undefined, '/facts/freeChannels'],
      [PRODUCT_NAME, `/features/${channels}/values/grounded`],
    ]);
    expect(problems[0]!.message).toContain('the free plan ("grounded") has 3 channels here but 5 in the product data');
    expect(problemsInProductData(found.ok ? [] : found.problems, PRODUCT_NAME)).toEqual([
      {
        pointer: `/features/${channels}/values/grounded`,
        message: expect.stringContaining('has 5 channels here but 3 in site.json'),
        path: `feature ${channels + 1} › values › grounded`,
      },
    ]);
    // Once the fact follows the figure, the check finds nothing to compare.
    const following = JSON.stringify(siteFollowing(JSON.parse(SITE_TEXT), five.data), null, 2);
    const after = check(following, productDataForCheck(five));
    expect(
      after.ok ? [] : after.problems.filter((problem) => problem.code === 'fact-differs-from-product-data'),
    ).toEqual([]);
  });

  it('keeps a file that is not JSON as it is: nothing to edit, and nothing for the check to compare', () => {
    const broken = holdProductData({ name: PRODUCT_NAME, text: '{ "products": [', version: 'v2' });
    expect(broken.data).toBeUndefined();
    expect(productTextOf(broken)).toBe('{ "products": [');
    expect(productDataForCheck(broken)).toEqual({ name: PRODUCT_NAME, text: '{ "products": [' });
    expect(productDataForCheck(undefined)).toBeUndefined();
  });
});
