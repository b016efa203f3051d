/**
 * The prices the prerender writes into /pricing. With the default same-origin API host, the build reads the local
 * API's own data file (the server that will answer in the browser is not running yet); with SITE_API_HOST set, it asks
 * that host, through the same client and checks as the browser. If neither works, the page is built without prices and
 * the browser loads them: the build never fails for it.
 */
import { bundledSettings } from '../../renderer/build-settings.ts';
import { mapProductAnswer, type ProductCatalog } from '../../browser/api/product-mapping.ts';
import { getSubscriptionProducts } from '../../browser/api/products.ts';
import { readProductAnswer } from './product-data.ts';
import { apiSettingsFromEnv } from './settings.ts';

let catalog: Promise<ProductCatalog | null> | undefined;

async function load(): Promise<ProductCatalog | null> {
  const { apiHost } = bundledSettings();
  try {
    return apiHost
      ? await getSubscriptionProducts(apiHost)
      : mapProductAnswer(readProductAnswer(apiSettingsFromEnv().productDataFile));
  } catch (error) {
    console.warn(
      `Prices are not prerendered (${apiHost || 'local product data'}: ${(error as Error).message}); /pricing loads them in the browser.`,
    );
    return null;
  }
}

/** Asked once per build, however many pages are rendered. */
export function catalogAtBuild(): Promise<ProductCatalog | null> {
  catalog ??= load();
  return catalog;
}
