/**
 * The pricing section: billing switch, plan cards and comparison table, with the states of GET /api/product —
 * prerendered prices (or a skeleton of the same size) first, fresh prices once they arrive, and on failure a message
 * with a retry button. The visitor's text all comes from site.json; prices and values from the API.
 */
import { CATALOG_SCRIPT_ID } from '../../browser/api/prerendered-catalog.ts';
import { usePageLanguage } from '../../renderer/language.ts';
import type { PricingSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { jsonForScript } from '../../renderer/json-script.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { BillingSwitch } from './BillingSwitch.tsx';
import { ComparisonTable } from './ComparisonTable.tsx';
import { PlanCard } from './PlanCard.tsx';
import { useProductCatalog } from './use-product-catalog.ts';
import { numberFormat } from '../../site/formatters.ts';

// The first number formatter a page makes loads the browser's number data (~12 ms; ~50 on a slow phone): made as this
// code arrives, in a task of its own, it is not part of hydrating the plans, which React does in one task.
if (typeof document !== 'undefined') numberFormat(document.documentElement.lang);

export default function PricingView({ section }: { section: Numbered<PricingSection> }) {
  const { catalog, prerendered, status, retry } = useProductCatalog();
  // The page's own locale, the same when prerendered and in the browser: prices read "€12" in English, "€ 12" in Dutch.
  const { locale } = usePageLanguage().language;
  const productOf = (plan: string) => catalog?.products.find((product) => product.subscriptionPlan === plan);
  const failure = (role?: 'alert') => (
    <div className="pricing__failure" role={role}>
      <p>{section.loadFailed}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {section.retryLabel}
      </button>
    </div>
  );

  return (
    <SectionShell number={section.number} id={section.id} className="pricing">
      <div className="section__header pricing__header">
        <h2 id={headingId(section.number)}>{section.heading}</h2>
        {section.intro && (
          <p className="section__intro">
            <InlineText text={section.intro} />
          </p>
        )}
      </div>
      <div className="pricing__controls">
        <BillingSwitch copy={section.billing} name={`billing-${section.number}`} />
        <p className="pricing__vat">{section.vatNote}</p>
      </div>
      {status === 'failed' && failure('alert')}
      <ul className="pricing__plans" role="list" aria-busy={status === 'loading'}>
        {section.plans.map((plan) => (
          <li key={plan.plan}>
            <PlanCard plan={plan} section={section} product={productOf(plan.plan)} status={status} locale={locale} />
          </li>
        ))}
      </ul>
      <p className="pricing__trial">
        <InlineText text={section.trialNote} />
      </p>
      {section.comparison && (
        <ComparisonTable
          comparison={section.comparison}
          plans={section.plans}
          features={catalog?.features ?? null}
          status={status}
          locale={locale}
          failure={failure()}
        />
      )}
      {prerendered && (
        <script
          type="application/json"
          id={CATALOG_SCRIPT_ID}
          dangerouslySetInnerHTML={{ __html: jsonForScript(prerendered) }}
        />
      )}
    </SectionShell>
  );
}
