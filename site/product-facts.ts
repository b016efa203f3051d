/**
 * Facts of site.json that repeat a figure of the product data: the free plan's limits, which the copy shows through
 * {facts.NAME} and the comparison table of /pricing shows from the product data (GET /api/product, answered from
 * server/api/data/products.json). Both must say the same, so a figure that differs is reported at both places, each at
 * its own FILE:LINE:COL. Only that local file can be checked: a build with SITE_API_HOST shows what that API answers.
 */
import { locate, parseJson } from './json-source.ts';
import type { Position, Problem } from './problems.ts';
import { readablePath } from './readable-path.ts';
import type { WrittenIds } from './reserved-ids.ts';
import { isObject } from './is-object.ts';
import { knownSummary } from './page-summary.ts';

/** Each fact that repeats a product figure: the feature's key and the plan whose value it is, and what it counts. */
export const FACTS_IN_PRODUCT_DATA = [
  { fact: 'freeChannels', feature: 'channels', plan: 'grounded', counts: 'channels' },
] as const;

/** The product data as the checker reads it: its text, and its path as the editor reads it. */
export interface ProductDataFile {
  name: string;
  text: string;
}

/**
 * The problems of facts that differ from the product data: one in site.json (without `file`), one in the product
 * data file. A product data file that is not JSON or lacks the figure adds nothing here: the local API reports it when
 * it starts.
 */
export function productFactProblems(
  data: unknown,
  siteAt: (pointer: string) => Position,
  siteName: string,
  product: ProductDataFile,
  shownBy: WrittenIds['showsProductData'],
): (Problem & Position & { file?: string; path?: string })[] {
  const facts = isObject(data) && isObject(data.facts) ? data.facts : {};
  const linked = FACTS_IN_PRODUCT_DATA.filter(
    ({ fact }) => typeof facts[fact] === 'number' || typeof facts[fact] === 'string',
  );
  if (linked.length === 0) return [];
  const parsed = parseJson(product.text);
  if (!parsed.ok || !isObject(parsed.data) || !Array.isArray(parsed.data.features)) return [];
  const features = parsed.data.features;
  const label = product.name;
  const table = routesShowing(data, shownBy);
  const problems: (Problem & Position & { file?: string; path?: string })[] = [];
  for (const { fact, feature, plan, counts } of linked) {
    const index = features.findIndex((entry) => isObject(entry) && entry.key === feature);
    const values = isObject(features[index]) ? (features[index] as Record<string, unknown>).values : undefined;
    if (!isObject(values) || !(plan in values) || String(values[plan]) === String(facts[fact])) continue;
    const factPointer = `/facts/${fact}`;
    const productPointer = `/features/${index}/values/${plan}`;
    const inSite = siteAt(factPointer);
    const inProduct = locate(parsed.document, parsed.text, { pointer: productPointer });
    const shownBy = table.length ? `the comparison table on ${table.join(', ')} shows` : 'GET /api/product answers';
    problems.push(
      {
        code: 'fact-differs-from-product-data',
        pointer: factPointer,
        ...inSite,
        message:
          `the free plan ("${plan}") has ${String(facts[fact])} ${counts} here but ${String(values[plan])} in the product data ` +
          `(${label}:${inProduct.line}:${inProduct.column} ${productPointer}), which ${shownBy}: change one so both say the same. ` +
          'Only this local product data is checked: a build with SITE_API_HOST shows what that API answers',
      },
      {
        code: 'fact-differs-from-product-data',
        file: label,
        pointer: productPointer,
        path: readablePath(productPointer, parsed.data),
        ...inProduct,
        message:
          `the free plan ("${plan}") has ${String(values[plan])} ${counts} here but ${String(facts[fact])} in ${siteName} ` +
          `(${siteName}:${inSite.line}:${inSite.column} ${factPointer}), which the copy shows as {facts.${fact}}: change one so both say the same`,
      },
    );
  }
  return problems;
}

/** The routes of the pages with a section that shows the product data's figures. */
function routesShowing(data: unknown, shownBy: WrittenIds['showsProductData']): string[] {
  const pages = isObject(data) && Array.isArray(data.pages) ? data.pages.filter(isObject) : [];
  return pages
    .filter((page) => knownSummary(page)?.showsProductData ?? showsProductData(page, shownBy))
    .flatMap((page) => (typeof page.route === 'string' ? [page.route] : []));
}

/** Whether a section of `page` shows the product data's figures. */
export function showsProductData(page: Record<string, unknown>, shownBy: WrittenIds['showsProductData']): boolean {
  const shows = (section: unknown) =>
    isObject(section) && typeof section.type === 'string' && shownBy[section.type]?.(section) === true;
  return Array.isArray(page.sections) && page.sections.some(shows);
}
