/** The ids the pricing section writes (its prices' data, the comparison's heading, each plan's name), and what it shows. */
import { CATALOG_SCRIPT_ID } from '../../browser/api/prerendered-catalog.ts';
import type { SectionFacts } from '../facts-shape.ts';
import { isObject } from '../../site/is-object.ts';

export const facts: SectionFacts<'pricing'> = {
  ids: (section) => [
    { id: CATALOG_SCRIPT_ID, by: "the pricing section, for the prices' data" },
    { id: 'compare-plans', by: 'the pricing section, for the heading of the plan comparison' },
    ...(Array.isArray(section.plans) ? section.plans : []).filter(isObject).map((plan) => ({
      id: `plan-${String(plan.plan)}`,
      by: `the pricing section, for the name of the plan "${String(plan.plan)}"`,
    })),
  ],
  // Its comparison table shows each plan's figures from the product data.
  showsProductData: (section) => isObject(section.comparison),
};
