import { useEffect, useState } from 'react';
import { useConsentChoices, useConsentConfig, type ConsentChoices } from '../../browser/consent/use-consent.ts';
import type { CookieCategory, CookieSettingsSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { headingId, SectionShell } from '../../renderer/ui/SectionShell.tsx';

/**
 * The cookie categories of site.json with their explanations: a switch for each one that can be turned off (saved at
 * once), "always on" for those that cannot. Switches appear once the browser has read the visitor's choice, so they
 * never show a state that is not theirs.
 */
export default function CookieSettingsView({ section }: { section: Numbered<CookieSettingsSection> }) {
  const config = useConsentConfig();
  const live = useConsentChoices();
  // Its code is split off, so this part may hydrate after the page has read the visitor's choice: it first draws what
  // the server drew (no choice known), then the choice, and hydration never meets other words than the server's.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const choices = hydrated ? live : { ...live, settings: null };
  const [saved, setSaved] = useState(false);
  const andConfirm = (choice: () => void) => () => {
    choice();
    setSaved(true);
  };
  const ready = choices.settings !== null;

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
      </noscript>
      <ul className="cookie-settings__list" role="list">
        {(config?.categories ?? []).map((category) => (
          <li key={category.id}>
            <CategoryCard category={category} section={section} choices={choices} onSaved={() => setSaved(true)} />
          </li>
        ))}
      </ul>
      {config && (
        <div className="cookie-settings__actions">
          <button
            type="button"
            className="button button--secondary"
            disabled={!ready}
            onClick={andConfirm(choices.acceptAll)}
          >
            {config.banner.acceptLabel}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={!ready}
            onClick={andConfirm(choices.rejectAll)}
          >
            {config.banner.rejectLabel}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={!ready}
            onClick={andConfirm(choices.saveShown)}
          >
            {section.saveLabel}
          </button>
        </div>
      )}
      <p className="cookie-settings__status" role="status">
        {saved ? section.savedMessage : ''}
      </p>
    </SectionShell>
  );
}

interface CardProps {
  category: CookieCategory;
  section: CookieSettingsSection;
  choices: ConsentChoices;
  onSaved(): void;
}

function CategoryCard({ category, section, choices, onSaved }: CardProps) {
  const titleId = `${category.id}-title`;
  const on = choices.settings?.[category.id] === true;
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
            disabled={choices.settings === null}
            onClick={() => {
              choices.switchCategory(category.id, !on);
              onSaved();
            }}
          >
            <span className="switch__track" aria-hidden="true">
              <span className="switch__thumb" />
            </span>
            <span className="switch__state" aria-hidden="true">
              {on ? section.onLabel : section.offLabel}
            </span>
          </button>
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
