/**
 * The products and features from GET /api/product, and the state of that call. Imported by the pricing section (and
 * the editor's preview) only: pages without prices never download the client or its answer's schema check.
 */
import { atom, type Getter, type Setter } from 'jotai';
import { getSubscriptionProducts } from '../api/products.ts';
import type { PlanFeatures, SubscriptionProduct } from '../api/product-mapping.ts';
import { idle, tracked, type RequestState } from './request-state.ts';

export const productsAtom = atom<SubscriptionProduct[] | null>(null);
export const featuresAtom = atom<PlanFeatures | null>(null);
export const getSubscriptionProductsStateAtom = atom<RequestState>(idle);

/** Asks for the products again unless a request is already on its way. */
export const getSubscriptionProductsAtom = atom(null, async (get: Getter, set: Setter) => {
  if (get(getSubscriptionProductsStateAtom).requesting) return;
  const catalog = await tracked(set, getSubscriptionProductsStateAtom, getSubscriptionProducts);
  set(productsAtom, catalog.products);
  set(featuresAtom, catalog.features);
});
