/**
 * The plans and feature values the local API serves at GET /api/product, read from a data file and checked against
 * the same schema the browser checks answers with. The build reads them through here too, to prerender the prices.
 */
import { readFileSync } from 'node:fs';
import type { ProductAnswer } from '../../schemas/site.types.ts';
import { schemaFileProblems } from '../../site/node/check.ts';

export const PRODUCT_ANSWER_SCHEMA = 'api/product-answer.schema.json';

export function readProductAnswer(file: string): ProductAnswer {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`cannot read the product data ${file}: ${(error as Error).message}`);
  }
  const problems = schemaFileProblems(PRODUCT_ANSWER_SCHEMA, data);
  if (problems.length > 0) {
    const lines = problems.map((problem) => `  ${problem.pointer || '(whole file)'}  ${problem.message}`);
    throw new Error(`the product data ${file} does not match schemas/${PRODUCT_ANSWER_SCHEMA}:\n${lines.join('\n')}`);
  }
  return data as ProductAnswer;
}
