import type { BillingSwitch as BillingCopy } from '../../schemas/site.types.ts';

/**
 * Monthly or yearly prices: two radio buttons drawn as one switch (keyboard: arrow keys, as for any radio group). Both
 * periods' prices are in the page and the stylesheet shows the checked one's, so the switch answers from first paint,
 * with or without the page's code; nothing changes when the code arrives.
 */
export function BillingSwitch({ copy, name }: { copy: BillingCopy; name: string }) {
  const option = (billing: Billing, label: string, badge?: string) => (
    <label className="billing__option">
      <input type="radio" name={name} value={billing} defaultChecked={billing === 'monthly'} />
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

export type Billing = 'monthly' | 'annual';
