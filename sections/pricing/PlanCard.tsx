import type { SubscriptionProduct } from '../../browser/api/product-mapping.ts';
import type { PricingPlan, PricingSection } from '../../schemas/site.types.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { SmartLink } from '../../renderer/ui/SmartLink.tsx';
import { formatPrice, MONTHS_PER_YEAR } from './format.ts';
import type { Billing } from './BillingSwitch.tsx';
import type { CatalogStatus } from './use-product-catalog.ts';

interface Props {
  plan: PricingPlan;
  section: PricingSection;
  product: SubscriptionProduct | undefined;
  status: CatalogStatus;
  locale: string;
}

/** One plan: name, audience, price for the chosen billing period, limits, summary and the Get started action. */
export function PlanCard({ plan, section, product, status, locale }: Props) {
  const nameId = `plan-${plan.plan}`;
  return (
    <article className={`plan plan--${plan.plan}${plan.badge ? ' plan--featured' : ''}`} aria-labelledby={nameId}>
      <div className="plan__head">
        <h3 id={nameId} className="plan__name">
          {plan.name}
        </h3>
        {plan.badge && <p className="plan__badge">{plan.badge}</p>}
      </div>
      <p className="plan__audience">{plan.audience}</p>
      <div className="plan__price">
        <PlanPrice section={section} product={product} status={status} locale={locale} />
      </div>
      <p className="plan__limits">{plan.limits}</p>
      <p className="plan__summary">
        <InlineText text={plan.summary} />
      </p>
      <SmartLink
        href={section.getStarted.href}
        className={`button button--${plan.badge ? 'primary' : 'secondary'} plan__action`}
        aria-describedby={nameId}
      >
        {section.getStarted.label}
      </SmartLink>
    </article>
  );
}

/**
 * Two lines of fixed height whatever the state, so nothing below moves when prices arrive or the period changes:
 * the price per month, then (yearly) the total billed once a year. Both periods are written; the billing switch's
 * checked period is the one the stylesheet shows.
 */
function PlanPrice({ section, product, status, locale }: Omit<Props, 'plan'>) {
  if (!product) {
    if (status === 'loading') {
      return (
        <>
          <span className="visually-hidden">{section.loading}</span>
          <span className="skeleton skeleton--amount" aria-hidden="true" />
          <span className="skeleton skeleton--note" aria-hidden="true" />
        </>
      );
    }
    return (
      <span className="plan__amount plan__amount--missing" aria-hidden="true">
        —
      </span>
    );
  }
  const { monthly, annual } = product.prices;
  const price = (amount: number) => formatPrice(amount, product.currency, locale);
  const period = (billing: Billing, perMonth: number, billed: string) => (
    <span className={`plan__when plan__when--${billing}`}>
      <span className="plan__amount">{price(perMonth)}</span> <span className="plan__period">{section.perMonth}</span>
      <span className="plan__billed">{billed}</span>
    </span>
  );
  return (
    <>
      {period('monthly', monthly, '')}
      {period('annual', annual / MONTHS_PER_YEAR, annual > 0 ? `${price(annual)} ${section.billedYearly}` : '')}
    </>
  );
}
