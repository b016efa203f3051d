/**
 * The prices known when the page was built. On the server the prerender provides them (pages/index/+onBeforeRender.ts);
 * the pricing section writes them into its HTML as JSON, and the browser reads them back from there, so its first
 * render matches the prerendered page exactly (no layout shift) until fresh prices arrive.
 */
import type { ProductCatalog } from './product-mapping.ts';

export const CATALOG_SCRIPT_ID = 'pricing-catalog';

let catalog: ProductCatalog | null | undefined;

export function providePrerenderedCatalog(value: ProductCatalog | null): void {
  catalog = value;
}

export function prerenderedCatalog(): ProductCatalog | null {
  if (catalog === undefined) {
    const text = typeof document === 'undefined' ? null : document.getElementById(CATALOG_SCRIPT_ID)?.textContent;
    try {
      catalog = text ? (JSON.parse(text) as ProductCatalog) : null;
    } catch {
      catalog = null;
    }
  }
  return catalog;
}
