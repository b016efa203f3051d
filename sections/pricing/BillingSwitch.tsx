import type { BillingSwitch as BillingCopy } from '../../schemas/site.types.ts';
import type { Billing } from './PlanCard.tsx';

/** Monthly or yearly prices: two radio buttons drawn as one switch (keyboard: arrow keys, as for any radio group). */
export function BillingSwitch({
  copy,
  value,
  onChange,
}: {
  copy: BillingCopy;
  value: Billing;
  onChange(billing: Billing): void;
}) {
  const option = (billing: Billing, label: string, badge?: string) => (
    <label className="billing__option">
      <input
        type="radio"
        name="billing"
        value={billing}
        checked={value === billing}
        onChange={() => onChange(billing)}
      />
      <span>{label}</span>
      {badge && <span className="billing__badge">{badge}</span>}
    </label>
  );
  return (
    <fieldset className="billing">
      <legend className="visually-hidden">{copy.label}</legend>
      {option('monthly', copy.monthly)}
      {option('annual', copy.annual, copy.annualBadge)}
    </fieldset>
  );
}
