import type { ReactNode } from 'react';
import type { PlanFeatures } from '../../browser/api/product-mapping.ts';
import type { ApiFeatureValue, ComparisonFeature, PlanComparison, PricingPlan } from '../../schemas/site.types.ts';
import { formatCount } from './format.ts';
import { useFocusableWhenScrolling } from './use-focusable-when-scrolling.ts';
import type { CatalogStatus } from './use-product-catalog.ts';

interface Props {
  comparison: PlanComparison;
  plans: PricingPlan[];
  features: PlanFeatures | null;
  status: CatalogStatus;
  locale: string;
  /** Shown instead of the table when the values could not be loaded. */
  failure: ReactNode;
}

/**
 * The plans side by side, feature by feature: labels from site.json, values from the API. The table scrolls sideways
 * inside its own box on a narrow screen, with the feature names kept in view; the box is a Tab stop only while it
 * scrolls. Each group of features is a row group (a <tbody>) opened by its heading, a header cell of scope "rowgroup"
 * in the feature column, so a screen reader names the group with each of its cells; an empty cell fills the rest of
 * that row, as a heading spanning the plans' columns would read as a heading of those columns too.
 */
export function ComparisonTable({ comparison, plans, features, status, locale, failure }: Props) {
  const headingId = 'compare-plans';
  const scrollBox = useFocusableWhenScrolling();
  // A feature the answer does not list is left out rather than shown as "not included".
  const shown = (feature: ComparisonFeature) => !features || feature.key in features;
  return (
    <div className="comparison">
      <h3 id={headingId} className="comparison__heading">
        {comparison.heading}
      </h3>
      {!features && status === 'failed' ? (
        failure
      ) : (
        <div
          ref={scrollBox.ref}
          className="comparison__scroll"
          role="region"
          aria-labelledby={headingId}
          tabIndex={scrollBox.tabIndex}
        >
          <table className="comparison__table" aria-labelledby={headingId}>
            <thead>
              <tr>
                <th scope="col">{comparison.featureLabel}</th>
                {plans.map((plan) => (
                  <th key={plan.plan} scope="col" className={`comparison__plan comparison__plan--${plan.plan}`}>
                    {plan.name}
                  </th>
                ))}
              </tr>
            </thead>
            {comparison.groups.map((group) => (
              <tbody key={group.heading}>
                <tr className="comparison__group">
                  <th scope="rowgroup">
                    <span className="comparison__group-name">{group.heading}</span>
                  </th>
                  <td colSpan={plans.length} />
                </tr>
                {group.features.filter(shown).map((feature) => (
                  <tr key={feature.key}>
                    <th scope="row">{feature.label}</th>
                    {plans.map((plan) => (
                      <td key={plan.plan}>
                        {features ? (
                          <FeatureValue
                            value={features[feature.key]?.[plan.plan]}
                            unit={feature.unit}
                            comparison={comparison}
                            locale={locale}
                          />
                        ) : (
                          <span className="skeleton skeleton--cell" aria-hidden="true" />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            ))}
          </table>
        </div>
      )}
    </div>
  );
}

function FeatureValue({
  value,
  unit,
  comparison,
  locale,
}: {
  value: ApiFeatureValue | undefined;
  unit: string | undefined;
  comparison: PlanComparison;
  locale: string;
}) {
  if (value === undefined) return null;
  if (value === 'unlimited') return <>{comparison.unlimited}</>;
  if (typeof value === 'number')
    return (
      <>
        {formatCount(value, locale)}
        {unit ? ` ${unit}` : ''}
      </>
    );
  return (
    <>
      <span className={value ? 'comparison__yes' : 'comparison__no'} aria-hidden="true">
        {value ? '✓' : '—'}
      </span>
      <span className="visually-hidden">{value ? comparison.included : comparison.notIncluded}</span>
    </>
  );
}
