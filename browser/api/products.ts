/**
 * GET {api host}/api/product: the answer must match schemas/api/product-answer.schema.json (so it has
 * products and features), otherwise the call fails; on success it is mapped as the browser keeps it
 * (product-mapping.ts).
 */
import isProductAnswer from 'virtual:product-answer-validator';
import type { ProductAnswer } from '../../schemas/site.types.ts';
import { bundledSettings } from '../../renderer/build-settings.ts';
import { ApiError } from './api-error.ts';
import { requestJson } from './request-json.ts';
import { PRODUCT_PATH } from './constants.ts';
import { mapProductAnswer, type ProductCatalog } from './product-mapping.ts';

export async function getSubscriptionProducts(host = bundledSettings().apiHost): Promise<ProductCatalog> {
  const { ok, status, body } = await requestJson(`${host}${PRODUCT_PATH}`);
  if (!ok) throw new ApiError('http', status);
  if (!isProductAnswer(body)) throw new ApiError('malformed', status);
  return mapProductAnswer(body as ProductAnswer);
}
