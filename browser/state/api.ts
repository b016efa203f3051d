/**
 * Client state of the two calls: the products and features from GET /api/product, and for each call
 * whether it is requesting and the error of its last attempt. "requesting" is true from the request until success or
 * error; a failed call stores its error and rejects, a successful one clears the error and resolves.
 */
import { atom, type Getter, type PrimitiveAtom, type Setter } from 'jotai';
import type { ContactRequest } from '../../schemas/site.types.ts';
import { asApiError, type ApiError } from '../api/api-error.ts';
import { sendContactEmail } from '../api/contact.ts';
import type { PlanFeatures, SubscriptionProduct } from '../api/product-mapping.ts';

export interface RequestState {
  requesting: boolean;
  error: ApiError | null;
}

const idle: RequestState = { requesting: false, error: null };

export const productsAtom = atom<SubscriptionProduct[] | null>(null);
export const featuresAtom = atom<PlanFeatures | null>(null);
export const getSubscriptionProductsStateAtom = atom<RequestState>(idle);
export const sendContactEmailStateAtom = atom<RequestState>(idle);

/** Runs one call with its request state kept up to date. */
async function tracked<T>(set: Setter, state: PrimitiveAtom<RequestState>, call: () => Promise<T>): Promise<T> {
  set(state, { requesting: true, error: null });
  try {
    const result = await call();
    set(state, idle);
    return result;
  } catch (error) {
    set(state, { requesting: false, error: asApiError(error) });
    throw asApiError(error);
  }
}

/**
 * Asks for the products again unless a request is already on its way. The client (with the answer's schema check) is
 * loaded on first use, so pages that never show prices never download it.
 */
export const getSubscriptionProductsAtom = atom(null, async (get: Getter, set: Setter) => {
  if (get(getSubscriptionProductsStateAtom).requesting) return;
  const catalog = await tracked(set, getSubscriptionProductsStateAtom, async () =>
    (await import('../api/products.ts')).getSubscriptionProducts(),
  );
  set(productsAtom, catalog.products);
  set(featuresAtom, catalog.features);
});

export const sendContactEmailAtom = atom(null, (_get: Getter, set: Setter, request: ContactRequest) =>
  tracked(set, sendContactEmailStateAtom, () => sendContactEmail(request)),
);
