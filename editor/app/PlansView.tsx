/**
 * Plans and prices: each plan's name, its prices, and its value for each feature of the comparison table on /pricing,
 * grouped per plan and labelled in words (plans by their names, features by their rows' labels in the pricing
 * section). A figure typed stays as typed until it is one the product data may hold; only then does the data change.
 * The view changes nothing itself: each change goes back as new product data, and the editor makes the facts of
 * site.json that repeat a figure follow it (siteFollowing in plans.ts).
 */
import { useState, type ReactNode } from 'react';
import { pointerOf } from './form-context.ts';
import {
  factDifferences,
  featuresOf,
  figureName,
  followedFacts,
  isFeatureValue,
  plansOf,
  UNLIMITED,
  withFeatureValue,
  withPlanName,
  withPrice,
  type Feature,
  type FeatureValue,
  type FigureProblem,
  type Period,
} from './plans.ts';
import { isObject } from './site-paths.ts';
import { humanize } from './words.ts';

export interface PlansViewProps {
  /** The product data being edited; undefined while its file is not JSON. */
  product: unknown;
  /** site.json's data: the words of the pricing section, and the facts that repeat a figure. */
  siteData: unknown;
  /** The product data with one figure changed (or, to make site.json's facts follow it, the same data). */
  onChange: (nextProduct: unknown) => void;
  /** The product data's problems (problemsInProductData, or a refused save's): each shown at its figure. */
  problems?: readonly FigureProblem[];
  /** The product data's path, as the problems name it. */
  fileName?: string;
}

const PERIOD_WORDS: Record<Period, string> = { monthly: 'price per month', annual: 'price per year' };
const PERIODS = Object.keys(PERIOD_WORDS) as Period[];

const NAME_HELP =
  'The name the product data gives the plan. The plan cards on the site show the name written in the pricing section of /pricing.';

export function PlansView({
  product,
  siteData,
  onChange,
  problems = [],
  fileName = 'the product data',
}: PlansViewProps) {
  if (!isObject(product)) {
    return (
      <section className="plans" aria-label="Plans and prices">
        <p className="field__problem">
          {fileName} is not valid JSON, so its plans cannot be shown here. Fix it in a text editor, then reload the
          editor.
        </p>
        <ProblemLines problems={problems} />
      </section>
    );
  }
  // Each problem is shown at the figure it is about; those about no figure are listed at the top.
  const placed = new Set<string>();
  const problemsAt = (pointer: string) => {
    placed.add(pointer);
    return problems.filter((problem) => problem.pointer === pointer).map((problem) => problem.message);
  };
  const plans = plansOf(product, siteData);
  const features = featuresOf(product, siteData);
  const groups = groupsOf(features);
  const facts = followedFacts(siteData, product);
  const factOf = (plan: string, feature: string) =>
    facts.find((entry) => entry.plan === plan && entry.feature === feature)?.fact;

  const planFields = plans.map((plan) => {
    const id = `plans-${plan.index}`;
    const currency = plan.currency ? ` (${plan.currency})` : '';
    return (
      <fieldset className="plans__plan" key={plan.index}>
        <legend className="plans__legend">{plan.name}</legend>
        <NameField
          id={`${id}-name`}
          label={`${plan.name} — name`}
          value={plan.ownName}
          problems={problemsAt(pointerOf(['products', plan.index, 'name']))}
          onChange={(name) => onChange(withPlanName(product, plan.index, name))}
        />
        {PERIODS.map((period) => {
          const price = plan.prices[period];
          // A plan without this price: the schema's problem is at its list of prices.
          const priceProblems = problemsAt(pointerOf(price?.path ?? ['products', plan.index, 'prices']));
          return (
            <div className={`field${priceProblems.length ? ' field--problem' : ''}`} key={period}>
              <label
                className="field__label"
                htmlFor={`${id}-${period}`}
              >{`${plan.name} — ${PERIOD_WORDS[period]}${currency}`}</label>
              <AmountField
                id={`${id}-${period}`}
                value={price?.amount}
                whole={false}
                problems={priceProblems}
                onChange={(amount) => onChange(withPrice(product, plan.index, period, amount))}
              />
            </div>
          );
        })}
        {plan.key &&
          groups.map((group) => (
            <fieldset className="plans__group" key={group.heading}>
              <legend className="plans__group-legend">{group.heading}</legend>
              {group.features.map((feature) => {
                const fact = factOf(plan.key, feature.key);
                return (
                  <FeatureField
                    key={feature.index}
                    id={`${id}-feature-${feature.index}`}
                    label={figureName(plan.name, feature.label)}
                    unit={feature.unit}
                    value={feature.values[plan.key]}
                    problems={problemsAt(pointerOf(['features', feature.index, 'values', plan.key]))}
                    help={
                      fact
                        ? `site.json's fact "${humanize(fact)}" ({facts.${fact}} in the copy) repeats this figure and follows it.`
                        : undefined
                    }
                    onChange={(value) => onChange(withFeatureValue(product, feature.index, plan.key, value))}
                  />
                );
              })}
            </fieldset>
          ))}
      </fieldset>
    );
  });
  const elsewhere = problems.filter((problem) => !placed.has(problem.pointer));
  const differences = factDifferences(siteData, product);

  return (
    <section className="plans" aria-label="Plans and prices">
      <p className="field__help">
        The plans, their prices and the values of the comparison table on /pricing, from {fileName}. Prices include VAT,
        in the currency's main unit (12.5 is 12.50). Save writes this file and site.json together.
      </p>
      {differences.map((difference) => {
        const feature = features.find((entry) => entry.key === difference.feature);
        const fromSite = feature && factAsFigure(difference.inSite);
        return (
          <div className="notice notice--problem plans__differs" key={difference.fact}>
            <p>
              site.json's fact "{humanize(difference.fact)}" is {valueWords(difference.inSite)}, but {difference.figure}{' '}
              is {valueWords(difference.inProduct)} here. Both must say the same.
            </p>
            <button type="button" className="button" onClick={() => onChange(product)}>
              Keep {valueWords(difference.inProduct)} (the fact follows)
            </button>
            {feature && fromSite !== undefined && (
              <button
                type="button"
                className="button button--quiet"
                onClick={() => onChange(withFeatureValue(product, feature.index, difference.plan, fromSite))}
              >
                Use {valueWords(fromSite)} here
              </button>
            )}
          </div>
        );
      })}
      <ProblemLines problems={elsewhere} />
      {plans.length === 0 && (
        <p className="field__problem">{fileName} lists no plans yet: its "products" list is empty or missing.</p>
      )}
      {planFields}
    </section>
  );
}

/** Problems that have no figure to be shown at: the place in words, then the sentence. */
function ProblemLines({ problems }: { problems: readonly FigureProblem[] }) {
  if (problems.length === 0) return null;
  return (
    <ul className="plans__problems">
      {problems.map((problem, i) => (
        <li key={`${problem.pointer}-${i}`} className="field__problem">
          {problem.path ? `${problem.path}: ` : ''}
          {problem.message}
        </li>
      ))}
    </ul>
  );
}

/** The features in the comparison table's groups, in its order (featuresOf sorts them so). */
function groupsOf(features: Feature[]): { heading: string; features: Feature[] }[] {
  const groups: { heading: string; features: Feature[] }[] = [];
  for (const feature of features) {
    const last = groups.at(-1);
    if (last?.heading === feature.group) last.features.push(feature);
    else groups.push({ heading: feature.group, features: [feature] });
  }
  return groups;
}

/** A feature value as the choices below name it. */
export function valueWords(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === UNLIMITED) return 'Unlimited';
  return typeof value === 'number' || typeof value === 'string' ? String(value) : 'not given';
}

/** A fact's value as a feature value ("unlimited", a count), or undefined when a plan's feature cannot hold it. */
function factAsFigure(value: unknown): FeatureValue | undefined {
  const figure =
    typeof value === 'string' && /^\d+$/.test(value)
      ? Number(value)
      : value === 'true'
        ? true
        : value === 'false'
          ? false
          : value;
  return isFeatureValue(figure) ? figure : undefined;
}

/**
 * An amount as typed, read: a whole number of 0 or more, or with `whole` false, an amount with a point for the cents.
 * Undefined while it is not one yet ("", "12.", "12,50", "-1").
 */
export function readAmount(typed: string, whole: boolean): number | undefined {
  const text = typed.trim();
  const fits = whole ? /^\d+$/.test(text) : /^\d+(\.\d+)?$/.test(text);
  const amount = Number(text);
  return fits && (whole ? Number.isSafeInteger(amount) : Number.isFinite(amount)) ? amount : undefined;
}

const AMOUNT_WORDS = {
  whole: 'Write a whole number, 0 or more, as 25.',
  price: 'Write an amount of 0 or more, with a point before the cents, as 12 or 12.50.',
};

/** The ids of a field's help and problems, for screen readers. */
const describedBy = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined;

interface AmountFieldProps {
  id: string;
  value: unknown;
  whole: boolean;
  problems: readonly string[];
  onChange: (amount: number) => void;
  /** Names the box when its label is not a <label> of its own (the ids of the words that name it). */
  labelledBy?: string;
}

/**
 * A number box that keeps what is typed: the data changes only once the text reads as an amount, and the text stays
 * as typed ("12.50" is kept while the data holds 12.5). When the figure changes elsewhere (undo), the box shows it.
 */
function AmountField({ id, value, whole, problems, onChange, labelledBy }: AmountFieldProps) {
  const [typed, setTyped] = useState<{ text: string; of: unknown }>();
  const own = typed && Object.is(typed.of, value) ? typed.text : undefined;
  const unread = own !== undefined && readAmount(own, whole) === undefined;
  const shown = own ?? (typeof value === 'number' || typeof value === 'string' ? String(value) : '');
  const kept = typeof value === 'number' ? ` Until then, it stays ${value}.` : '';
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode={whole ? 'numeric' : 'decimal'}
        value={shown}
        aria-labelledby={labelledBy}
        aria-invalid={unread || problems.length > 0 ? true : undefined}
        aria-describedby={describedBy(unread && `${id}__unread`, problems.length > 0 && `${id}__problem`)}
        onChange={(event) => {
          const text = event.target.value;
          const amount = readAmount(text, whole);
          setTyped({ text, of: amount ?? value });
          if (amount !== undefined && amount !== value) onChange(amount);
        }}
      />
      {unread && (
        <p className="field__problem" id={`${id}__unread`}>
          {whole ? AMOUNT_WORDS.whole : AMOUNT_WORDS.price}
          {kept}
        </p>
      )}
      <Problems id={id} problems={problems} />
    </>
  );
}

function Problems({ id, problems }: { id: string; problems: readonly string[] }): ReactNode {
  return problems.map((problem) => (
    <p key={problem} className="field__problem" id={`${id}__problem`}>
      {problem}
    </p>
  ));
}

/** A plan's name: a blank one is kept here, not in the data (the product data needs a name for every plan). */
function NameField({
  id,
  label,
  value,
  problems,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  problems: readonly string[];
  onChange: (name: string) => void;
}) {
  const [typed, setTyped] = useState<{ text: string; of: string }>();
  const shown = typed && typed.of === value ? typed.text : value;
  const blank = shown.trim() === '';
  return (
    <div className={`field${blank || problems.length ? ' field--problem' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <p className="field__help" id={`${id}__help`}>
        {NAME_HELP}
      </p>
      <input
        id={id}
        type="text"
        value={shown}
        aria-invalid={blank || problems.length > 0 ? true : undefined}
        aria-describedby={describedBy(`${id}__help`, blank && `${id}__blank`, problems.length > 0 && `${id}__problem`)}
        onChange={(event) => {
          const text = event.target.value;
          if (text.trim() === '') return setTyped({ text, of: value });
          setTyped(undefined);
          onChange(text);
        }}
      />
      {blank && (
        <p className="field__problem" id={`${id}__blank`}>
          A plan needs a name.{value.trim() ? ` Until one is written, it keeps "${value}".` : ''}
        </p>
      )}
      <Problems id={id} problems={problems} />
    </div>
  );
}

type Kind = 'count' | 'unlimited' | 'yes' | 'no' | 'none' | 'other';

/** The kinds of value a plan's feature may have (ApiFeatureValue), in words, with the value each one sets. */
const KINDS: { kind: Kind; words: string; value?: FeatureValue }[] = [
  { kind: 'count', words: 'A number' },
  { kind: 'unlimited', words: 'Unlimited', value: UNLIMITED },
  { kind: 'yes', words: 'Yes (included)', value: true },
  { kind: 'no', words: 'No (not included)', value: false },
];

function kindOf(value: unknown): Kind {
  if (value === undefined) return 'none';
  if (!isFeatureValue(value)) return 'other';
  return typeof value === 'number' ? 'count' : value === UNLIMITED ? 'unlimited' : value ? 'yes' : 'no';
}

interface FeatureFieldProps {
  id: string;
  /** "Orbit — Channels". */
  label: string;
  value: unknown;
  unit?: string | undefined;
  help?: string | undefined;
  problems: readonly string[];
  onChange: (value: FeatureValue) => void;
}

/**
 * One plan's value for one feature: its kind (a number, unlimited, yes, no), and the number when it is one. Choosing
 * "A number" changes nothing until a number is written.
 */
function FeatureField({ id, label, value, unit, help, problems, onChange }: FeatureFieldProps) {
  const [numberChosen, setNumberChosen] = useState<{ of: unknown }>();
  const kind = kindOf(value);
  const waiting = numberChosen !== undefined && Object.is(numberChosen.of, value) && kind !== 'count';
  const shownKind = waiting ? 'count' : kind;
  // A value the file holds that is none of the kinds is shown as it is, so it can be seen and replaced.
  const choices = [
    ...(kind === 'none'
      ? [{ kind, words: 'Not given' }]
      : kind === 'other'
        ? [{ kind, words: `Not valid: ${JSON.stringify(value)}` }]
        : []),
    ...KINDS,
  ];
  return (
    <div className={`field plans__feature${problems.length ? ' field--problem' : ''}`}>
      <label className="field__label" htmlFor={id} id={`${id}__label`}>
        {label}
      </label>
      {help && (
        <p className="field__help" id={`${id}__help`}>
          {help}
        </p>
      )}
      <div className="plans__value">
        <select
          id={id}
          value={shownKind}
          aria-describedby={describedBy(help && `${id}__help`, problems.length > 0 && `${id}__problem`)}
          onChange={(event) => {
            const chosen = KINDS.find((entry) => entry.kind === event.target.value);
            if (!chosen) return;
            if (chosen.value === undefined) return setNumberChosen(kind === 'count' ? undefined : { of: value });
            setNumberChosen(undefined);
            onChange(chosen.value);
          }}
        >
          {choices.map((choice) => (
            <option key={choice.kind} value={choice.kind}>
              {choice.words}
            </option>
          ))}
        </select>
        {shownKind === 'count' && (
          <span className="plans__number">
            <label className="plans__number-label" htmlFor={`${id}-number`} id={`${id}-number__label`}>
              {unit ? `Number (${unit})` : 'Number'}
            </label>
            <AmountField
              id={`${id}-number`}
              value={kind === 'count' ? value : undefined}
              whole
              problems={[]}
              labelledBy={`${id}__label ${id}-number__label`}
              onChange={onChange}
            />
          </span>
        )}
      </div>
      {waiting && <p className="field__help">Write the number: until then, it stays {valueWords(value)}.</p>}
      <Problems id={id} problems={problems} />
    </div>
  );
}
