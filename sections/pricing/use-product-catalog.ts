/**
 * The products and features the pricing section shows: fresh ones from GET /api/product once they arrive, until then
 * the ones prerendered into the page (if the build had them). Every visit of the section asks for fresh ones.
 */
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { prerenderedCatalog } from '../../browser/api/prerendered-catalog.ts';
import type { ProductCatalog } from '../../browser/api/product-mapping.ts';
import {
  featuresAtom,
  getSubscriptionProductsAtom,
  getSubscriptionProductsStateAtom,
  productsAtom,
} from '../../browser/state/products.ts';

export type CatalogStatus = 'ready' | 'loading' | 'failed';

export interface CatalogView {
  catalog: ProductCatalog | null;
  /** What the HTML was prerendered with: written back into the page so the browser's first render matches it. */
  prerendered: ProductCatalog | null;
  status: CatalogStatus;
  retry(): void;
}

export function useProductCatalog(): CatalogView {
  const products = useAtomValue(productsAtom);
  const features = useAtomValue(featuresAtom);
  const { error } = useAtomValue(getSubscriptionProductsStateAtom);
  const load = useSetAtom(getSubscriptionProductsAtom);
  const [prerendered] = useState(prerenderedCatalog);

  // The failure is kept in the request state, which is what the section shows: nothing else to do with it here.
  const retry = useCallback(() => void load().catch(() => undefined), [load]);
  useEffect(retry, [retry]);

  const catalog = products && features ? { products, features } : prerendered;
  const status: CatalogStatus = catalog ? 'ready' : error ? 'failed' : 'loading';
  return { catalog, prerendered, status, retry };
}
