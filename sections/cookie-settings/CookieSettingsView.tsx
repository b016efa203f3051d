import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import {
  CHOICE_FIELD,
  choiceAttribute,
  CONSENT_FORM_PATH,
  LETTER_ATTRIBUTE,
  NO_SCRIPT_FORM_ID,
  NO_SCRIPT_SAVED_ID,
  RETURN_FIELD,
  SAVED_ATTRIBUTE,
  SERVER_ANSWERED_CLASS,
  SETTINGS_ATTRIBUTE,
  TURN_OFF_FIELD,
  TURN_ON_FIELD,
  type ConsentChoice,
} from '../../browser/consent/constants.ts';
import { useConsentChoices, useConsentConfig, type ConsentChoices } from '../../browser/consent/use-consent.ts';
import type { CookieCategory, CookieSettingsSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';
import { useSiteParts } from '../../renderer/site-parts.ts';

/**
 * The cookie categories of site.json with their explanations: a switch for each one that can be turned off (saved at
 * once), "always on" for those that cannot, and Accept all, Reject all and Save. Every one of them is answered by the
 * page's head script (browser/consent/first-paint.ts), before this code has arrived and after, by the attributes
 * drawn here: it sets the switches to the visitor's choice as soon as the page is parsed, saves each click and tells
 * the app, whose state this draws. What the script changes is drawn so that hydration finds the server's words: both
 * labels of a switch (the stylesheet shows the one its state names) and the "saved" words, which it reveals.
 * Without script, where the server answers (server/consent-form.ts), the page holds a form in <noscript>: each switch a
 * pair of toggle buttons (a form's submit button may not be a switch) that post its category on or off (the server's
 * stylesheet shows the one the saved choice has), and Accept all, Reject all and Save; elsewhere it says that choices
 * need JavaScript.
 */
export default function CookieSettingsView({ section }: { section: Numbered<CookieSettingsSection> }) {
  const config = useConsentConfig();
  // The categories with their explanations: the page's data carries them (facts: readsSite), the layout only their letters.
  const categories = useSiteParts().cookieCategories ?? [];
  const live = useConsentChoices();
  // Its code is split off, so this part may hydrate after the page has read the visitor's choice: it first draws what
  // the server drew (no choice known), then the choice, and hydration never meets other words than the server's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const settings = hydrated ? live.settings : null;
  const { pathname } = useLocation();
  const actions = config
    ? ([
        ['accept', config.banner.acceptLabel, 'secondary'],
        ['reject', config.banner.rejectLabel, 'secondary'],
        ['save', section.saveLabel, 'primary'],
      ] as const satisfies readonly [ConsentChoice, string, string][])
    : [];

  return (
    <SectionShell number={section.number} id={section.id} className="cookie-settings">
      <div className="section__header">
        <h2 id={headingId(section.number)}>{section.heading}</h2>
        {section.intro && (
          <p className="section__intro">
            <InlineText text={section.intro} />
          </p>
        )}
      </div>
      <noscript>
        <p className="cookie-settings__noscript">
          <InlineText text={section.needsJavaScript} />
        </p>
        <form id={NO_SCRIPT_FORM_ID} method="post" action={CONSENT_FORM_PATH}>
          <input type="hidden" name={RETURN_FIELD} value={`${pathname}#${NO_SCRIPT_SAVED_ID}`} />
        </form>
      </noscript>
      <div {...{ [SETTINGS_ATTRIBUTE]: '' }}>
        <ul className="cookie-settings__list" role="list">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryCard category={category} section={section} settings={settings} />
            </li>
          ))}
        </ul>
        {config && (
          <>
            <div className="cookie-settings__actions">
              {actions.map(([made, label, kind]) => (
                <button
                  key={made}
                  type="button"
                  className={`button button--${kind}`}
                  disabled={settings === null}
                  {...choiceAttribute(made)}
                >
                  {label}
                </button>
              ))}
            </div>
            <noscript>
              <div className={`cookie-settings__actions ${SERVER_ANSWERED_CLASS}`}>
                {actions.map(([made, label, kind]) => (
                  <button
                    key={made}
                    type="submit"
                    form={NO_SCRIPT_FORM_ID}
                    name={CHOICE_FIELD}
                    value={made}
                    className={`button button--${kind}`}
                  >
                    {label}
                  </button>
                ))}
              </div>
              <p id={NO_SCRIPT_SAVED_ID} className="cookie-settings__status cookie-settings__status--no-script">
                {section.savedMessage}
              </p>
            </noscript>
          </>
        )}
        <p className="cookie-settings__status" role="status">
          <span hidden {...{ [SAVED_ATTRIBUTE]: '' }}>
            {section.savedMessage}
          </span>
        </p>
      </div>
    </SectionShell>
  );
}

interface CardProps {
  category: CookieCategory;
  section: CookieSettingsSection;
  /** The visitor's choice, by category id; null until it has been read. */
  settings: ConsentChoices['settings'];
}

function CategoryCard({ category, section, settings }: CardProps) {
  const titleId = `${category.id}-title`;
  const on = settings?.[category.id] === true;
  // The validator gives every category that can be turned off a letter, its place in the consent cookie.
  const hasSwitch = category.canTurnOff && category.letter !== undefined;
  const alwaysOn = !category.canTurnOff && (category.drives !== undefined || category.letter !== undefined);

  return (
    <section id={category.id} className="cookie-category" aria-labelledby={titleId}>
      <div className="cookie-category__head">
        <h3 id={titleId} className="cookie-category__title">
          {category.title}
          {category.badge && <span className="cookie-category__badge">{category.badge}</span>}
        </h3>
        {hasSwitch && (
          <button
            type="button"
            role="switch"
            className="switch"
            aria-checked={on}
            aria-labelledby={titleId}
            disabled={settings === null}
            {...{ [LETTER_ATTRIBUTE]: category.letter }}
          >
            <SwitchLook section={section} />
          </button>
        )}
        {hasSwitch && (
          <noscript>
            {[false, true].map((state) => (
              <button
                key={String(state)}
                type="submit"
                form={NO_SCRIPT_FORM_ID}
                name={state ? TURN_OFF_FIELD : TURN_ON_FIELD}
                value={category.letter}
                className={`switch ${SERVER_ANSWERED_CLASS}`}
                aria-pressed={state}
                aria-labelledby={titleId}
              >
                <SwitchLook section={section} />
              </button>
            ))}
          </noscript>
        )}
        {alwaysOn && <span className="cookie-category__always">{section.alwaysOnLabel}</span>}
      </div>
      {category.paragraphs.map((paragraph) => (
        <p key={paragraph}>
          <InlineText text={paragraph} />
        </p>
      ))}
    </section>
  );
}

/** A switch's track and both its words: the stylesheet shows the one its state (aria-checked or aria-pressed) names. */
function SwitchLook({ section }: { section: CookieSettingsSection }) {
  return (
    <>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__state switch__state--on" aria-hidden="true">
        {section.onLabel}
      </span>
      <span className="switch__state switch__state--off" aria-hidden="true">
        {section.offLabel}
      </span>
    </>
  );
}
