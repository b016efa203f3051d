/**
 * The plans and prices as the editor shows them: read from the product data (the file GET /api/product answers from),
 * named in words from site.json's pricing section, and changed one figure at a time. A change returns new data and
 * never alters the old. A fact of site.json that repeats a figure (FACTS_IN_PRODUCT_DATA) follows it, so the two files
 * always say the same. Everything here reads a file mid-edit without failing: what is not there yet is left out.
 */
import type { LocatedProblem } from '../../site/problems.ts';
import { wording } from '../../site/problems.ts';
import { FACTS_IN_PRODUCT_DATA, type ProductDataFile } from '../../site/product-facts.ts';
import type { OpenedFile, SiteFile } from './api.ts';
import { setIn } from './document.ts';
import { formatOf, textOf, type FileFormat } from './file-format.ts';
import { isObject, listOf, pagesOf, sectionsOf, type Json } from './site-paths.ts';
import { humanize } from './words.ts';

/** What a plan may have for a feature (ApiFeatureValue of the product answer's schema). */
export type FeatureValue = number | boolean | typeof UNLIMITED;
export const UNLIMITED = 'unlimited';

export type Period = 'monthly' | 'annual';

export interface Plan {
  /** Its place in the product data's "products". */
  index: number;
  /** The key its feature values are listed under, lowercase: "lift_off". */
  key: string;
  /** Its name in words: the product data's, else the pricing section's, else its key in words. */
  name: string;
  /** The product data's own name, as typed (possibly blank mid-edit). */
  ownName: string;
  /** "EUR", or "" when the product data gives none. */
  currency: string;
  /** Each price the plan has, and where it is: the last price object that gives it wins, as the browser reads it. */
  prices: Partial<Record<Period, { amount: unknown; path: (string | number)[] }>>;
}

export interface Feature {
  /** Its place in the product data's "features". */
  index: number;
  key: string;
  /** The label of its row in the comparison table, or its key in words when the table has no row for it. */
  label: string;
  /** Written after a count in the table ("GB"). */
  unit?: string;
  /** The heading of its group of rows in the table; NOT_IN_TABLE when it has no row. */
  group: string;
  /** Its value per plan key. */
  values: Json;
}

export const NOT_IN_TABLE = 'Not in the comparison table';

const textOr = (value: unknown, fallback: string) =>
  typeof value === 'string' && value.trim() !== '' ? value : fallback;

/** The pricing sections of every page, in the file's order. */
const pricingSections = (site: unknown): Json[] =>
  pagesOf(site)
    .flatMap((page) => sectionsOf(page))
    .filter((section) => section.type === 'pricing');

/** Each row of the pricing section's comparison table, by feature key: its label, unit and group heading. */
export function comparisonRows(
  site: unknown,
): Map<string, { label: string; unit?: string; group: string; order: number }> {
  const rows = new Map<string, { label: string; unit?: string; group: string; order: number }>();
  for (const section of pricingSections(site)) {
    const groups = isObject(section.comparison) ? listOf(section.comparison.groups) : [];
    for (const group of groups.filter(isObject)) {
      for (const row of listOf(group.features).filter(isObject)) {
        if (typeof row.key !== 'string' || typeof row.label !== 'string' || rows.has(row.key)) continue;
        rows.set(row.key, {
          label: row.label,
          ...(typeof row.unit === 'string' ? { unit: row.unit } : {}),
          group: textOr(group.heading, NOT_IN_TABLE),
          order: rows.size,
        });
      }
    }
  }
  return rows;
}

/** The plans of the product data, in its order. */
export function plansOf(product: unknown, site?: unknown): Plan[] {
  const cards = new Map<string, string>();
  for (const section of pricingSections(site)) {
    for (const card of listOf(section.plans).filter(isObject)) {
      if (typeof card.plan === 'string' && typeof card.name === 'string') cards.set(card.plan, card.name);
    }
  }
  const products = isObject(product) ? listOf(product.products) : [];
  return products.flatMap((entry, index) => {
    if (!isObject(entry)) return [];
    const key = typeof entry.plan === 'string' ? entry.plan.toLowerCase() : '';
    const ownName = typeof entry.name === 'string' ? entry.name : '';
    const prices: Plan['prices'] = {};
    listOf(entry.prices).forEach((price, at) => {
      if (!isObject(price)) return;
      for (const period of ['monthly', 'annual'] as const) {
        if (period in price)
          prices[period] = { amount: price[period], path: ['products', index, 'prices', at, period] };
      }
    });
    const name = textOr(ownName, textOr(cards.get(key), key ? humanize(key) : `Plan ${index + 1}`));
    return [{ index, key, name, ownName, currency: typeof entry.currency === 'string' ? entry.currency : '', prices }];
  });
}

/** The features of the product data, in the comparison table's order; those it has no row for last. */
export function featuresOf(product: unknown, site: unknown): Feature[] {
  const rows = comparisonRows(site);
  const features = (isObject(product) ? listOf(product.features) : []).flatMap((entry, index) => {
    if (!isObject(entry) || typeof entry.key !== 'string') return [];
    const row = rows.get(entry.key);
    const values = isObject(entry.values) ? entry.values : {};
    return [
      {
        index,
        key: entry.key,
        label: row?.label ?? humanize(entry.key),
        ...(row?.unit ? { unit: row.unit } : {}),
        group: row?.group ?? NOT_IN_TABLE,
        values,
        order: row?.order ?? Infinity,
      },
    ];
  });
  return features
    .sort((a, b) => a.order - b.order || a.index - b.index)
    .map(({ order: _order, ...feature }) => feature);
}

/** Whether the product answer's schema takes `value` for a plan's feature. */
export const isFeatureValue = (value: unknown): value is FeatureValue =>
  (Number.isSafeInteger(value) && (value as number) >= 0) || typeof value === 'boolean' || value === UNLIMITED;

export function withPlanName(product: unknown, plan: number, name: string): unknown {
  return setIn(product, ['products', plan, 'name'], name);
}

/** The price is written where the plan gives it; a plan without one gets a price object of its own for it. */
export function withPrice(product: unknown, plan: number, period: Period, amount: number): unknown {
  const found = plansOf(product).find((entry) => entry.index === plan)?.prices[period];
  if (found) return setIn(product, found.path, amount);
  const entry = isObject(product) ? listOf(product.products)[plan] : undefined;
  const prices = isObject(entry) ? listOf(entry.prices) : [];
  return setIn(product, ['products', plan, 'prices'], [...prices, { [period]: amount }]);
}

/** The value of a feature (by its place in "features") for a plan (by its key); undefined removes it. */
export function withFeatureValue(
  product: unknown,
  feature: number,
  plan: string,
  value: FeatureValue | undefined,
): unknown {
  return setIn(product, ['features', feature, 'values', plan], value);
}

/** A figure of the product data as a fact writes it: a count stays a number, anything else is its text. */
const asFact = (value: unknown): string | number | undefined =>
  typeof value === 'number'
    ? value
    : typeof value === 'boolean' || typeof value === 'string'
      ? String(value)
      : undefined;

/** The value of the figure a fact repeats, as the product data gives it (undefined when it gives none). */
function figureOf(product: unknown, feature: string, plan: string): unknown {
  const entry = (isObject(product) ? listOf(product.features) : []).find(
    (item) => isObject(item) && item.key === feature,
  );
  return isObject(entry) && isObject(entry.values) ? entry.values[plan] : undefined;
}

/** The facts of site.json that repeat a figure of the product data, with the value each must have now. */
export function factsFollowing(product: unknown): Record<string, string | number> {
  const facts: Record<string, string | number> = {};
  for (const { fact, feature, plan } of FACTS_IN_PRODUCT_DATA) {
    const value = asFact(figureOf(product, feature, plan));
    if (value !== undefined) facts[fact] = value;
  }
  return facts;
}

/** site.json's facts as written: only a fact written as a number or a text repeats a figure (as the checker reads it). */
const writtenFacts = (site: unknown): Json => (isObject(site) && isObject(site.facts) ? site.facts : {});
const isWritten = (value: unknown) => typeof value === 'number' || typeof value === 'string';

/**
 * site.json's data with each fact that repeats a figure set to the product data's value; the same data when they
 * already say the same. A fact site.json does not write is not added: no copy shows it.
 */
export function siteFollowing(site: unknown, product: unknown): unknown {
  const facts = writtenFacts(site);
  let next = site;
  for (const [fact, value] of Object.entries(factsFollowing(product))) {
    if (isWritten(facts[fact]) && String(facts[fact]) !== String(value)) next = setIn(next, ['facts', fact], value);
  }
  return next;
}

/** A fact of site.json that repeats a figure, and that figure in words. */
export interface FollowedFact {
  fact: string;
  /** Where the figure is set: "Grounded — Channels". */
  figure: string;
  /** The figure's plan key and feature key. */
  plan: string;
  feature: string;
  inSite: unknown;
  inProduct: unknown;
}

/** Each fact site.json writes that repeats a figure of the product data, named as the plans and prices name it. */
export function followedFacts(site: unknown, product: unknown): FollowedFact[] {
  const facts = writtenFacts(site);
  const plans = plansOf(product, site);
  const rows = comparisonRows(site);
  return FACTS_IN_PRODUCT_DATA.filter(({ fact }) => isWritten(facts[fact])).map(({ fact, feature, plan }) => {
    const planName = plans.find((entry) => entry.key === plan)?.name ?? humanize(plan);
    return {
      fact,
      figure: figureName(planName, rows.get(feature)?.label ?? humanize(feature)),
      plan,
      feature,
      inSite: facts[fact],
      inProduct: figureOf(product, feature, plan),
    };
  });
}

/** How a figure is named in the plans and prices and in the help of the fact that repeats it. */
export const figureName = (plan: string, feature: string) => `${plan} — ${feature}`;

/** The followed facts whose value differs from the product data's (a file edited elsewhere). */
export const factDifferences = (site: unknown, product: unknown): FollowedFact[] =>
  followedFacts(site, product).filter(
    ({ inSite, inProduct }) => inProduct !== undefined && String(inSite) !== String(inProduct),
  );

/** Where a followed fact is set, for its field in the facts form. */
export const followedFactHelp = ({ figure }: Pick<FollowedFact, 'figure'>) =>
  `The same figure as ${figure} in Plans and prices, and set there: when it changes there, this fact follows.`;

/**
 * The facts form (FieldsForm) with each followed fact shown but not editable, and a help saying where it is set.
 * `schema` is the facts' form schema (formSchema(bundle, 'site', (own) => own.properties.facts)). A fact is a name of
 * the facts' own choosing, which the form's uiSchema cannot single out, so the fact becomes a property of the schema;
 * `uiSchema` keeps the facts in the file's order.
 */
export function factsForm(schema: Json, site: unknown, product: unknown): { schema: Json; uiSchema: Json } {
  const followed = followedFacts(site, product);
  const any = isObject(schema.additionalProperties) ? schema.additionalProperties : {};
  const properties = isObject(schema.properties) ? schema.properties : {};
  const own = Object.fromEntries(
    followed.map((entry) => [entry.fact, { ...any, readOnly: true, description: followedFactHelp(entry) }]),
  );
  return {
    schema: { ...schema, properties: { ...properties, ...own } },
    uiSchema: followed.length ? { 'ui:order': [...Object.keys(writtenFacts(site)), '*'] } : {},
  };
}

/** The product data as the editor holds it: the file as loaded or last saved, and the data being edited. */
export interface HeldProductData {
  /** Its path as the problems name it ("server/api/data/products.json"). */
  name: string;
  saved: SiteFile;
  /** The data being edited; undefined while the file is not JSON (it cannot be edited here until it is fixed). */
  data: unknown;
  /** How its text is written, so a save changes only the lines of the figures changed. */
  format?: FileFormat;
}

export function holdProductData({ name, text, version }: OpenedFile): HeldProductData {
  try {
    const data = JSON.parse(text) as unknown;
    return { name, saved: { text, version }, data, format: formatOf(text, data) };
  } catch {
    return { name, saved: { text, version }, data: undefined };
  }
}

/** The text to save for the data held: the file as it was where nothing changed. */
export const productTextOf = (held: HeldProductData): string =>
  held.data === undefined || !held.format ? held.saved.text : textOf(held.data, held.format);

export const hasUnsavedProductData = (held: HeldProductData | undefined) =>
  !!held && productTextOf(held) !== held.saved.text;

/**
 * What the live check compares site.json's facts with: the product data as held here, unsaved changes included, so
 * the editor's problem list says what a save would say (checkSite's `productData`).
 */
export function productDataForCheck(held: HeldProductData | undefined): ProductDataFile | undefined {
  return held ? { name: held.name, text: productTextOf(held) } : undefined;
}

/** A problem of the product data as the plans and prices show it: at its figure (by JSON pointer), in words. */
export interface FigureProblem {
  pointer: string;
  message: string;
  /** The place in words, for a problem that has no figure to show it at. */
  path?: string;
}

/** The problems of a check that are in the product data file `name` (the live check lists them after site.json's). */
export const problemsInProductData = (problems: readonly LocatedProblem[], name: string): FigureProblem[] =>
  problems
    .filter((problem) => problem.file === name)
    .map((problem) => ({ pointer: problem.pointer, message: wording(problem), path: problem.path }));
