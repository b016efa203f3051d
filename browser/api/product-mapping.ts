/**
 * A subscription product as the browser keeps it. On arrival, plan → subscriptionPlan (lowercased),
 * name → subscriptionLabel, currency as is, and the list of price objects merged into one.
 */
import type { ApiFeature, ApiFeatureValue, ApiPrice, ApiProduct, ProductAnswer } from '../../schemas/site.types.ts';

export type MergedPrices = Required<ApiPrice>;

export interface SubscriptionProduct {
  /** The plan's key, lowercased: "lift_off". Matches "plan" in site.json's pricing section. */
  subscriptionPlan: string;
  subscriptionLabel: string;
  currency: string;
  prices: MergedPrices;
}

/** Feature key → plan key → value. */
export type PlanFeatures = Record<string, Record<string, ApiFeatureValue>>;

export interface ProductCatalog {
  products: SubscriptionProduct[];
  features: PlanFeatures;
}

/** One price object from many: later objects win on a repeated key. The schema guarantees monthly and annual. */
export function mergePrices(prices: ApiPrice[]): MergedPrices {
  return Object.assign({}, ...prices) as MergedPrices;
}

export function mapProduct(product: ApiProduct): SubscriptionProduct {
  return {
    subscriptionPlan: product.plan.toLowerCase(),
    subscriptionLabel: product.name,
    currency: product.currency,
    prices: mergePrices(product.prices),
  };
}

export function mapFeatures(features: ApiFeature[]): PlanFeatures {
  return Object.fromEntries(features.map((feature) => [feature.key, feature.values]));
}

/** The answer of GET /api/product, already checked against its schema, as the browser keeps it. */
export function mapProductAnswer(answer: ProductAnswer): ProductCatalog {
  return { products: answer.products.map(mapProduct), features: mapFeatures(answer.features) };
}
