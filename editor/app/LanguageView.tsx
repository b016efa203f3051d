/**
 * One language's work list: every text of the site that has no translation in it yet, or whose translation has a
 * problem (a placeholder lost, a description too long), with where the site uses it and a field for the translation.
 * The list is taken when the view opens and kept while the editor types, so a row does not vanish under the cursor;
 * the counts above it follow every keystroke.
 */
import { useId, useState } from 'react';
import { wording, type LocatedProblem } from '../../site/problems.ts';
import { readablePath } from '../../site/readable-path.ts';
import type { TextShape } from '../../site/text-shape.ts';
import { languageLabel, siteTexts, untranslated } from '../../site/translation-check.ts';
import { reviewOf } from './follow-translations.ts';
import { pointerOf } from './form-context.ts';
import { isObject, translationsOf } from './site-paths.ts';

/** A text's places shown under it; more are counted, not listed. */
const PLACES_SHOWN = 3;
/** Rows drawn at once: a new language lacks every text of the site (near a thousand), drawn a page at a time. */
const ROWS_AT_ONCE = 50;

interface Props {
  data: unknown;
  /** Which strings of site.json are texts to translate. */
  texts: TextShape | null;
  language: number;
  problems: readonly LocatedProblem[];
  onChange: (language: number, english: string, translation: string | undefined) => void;
  /** The translation of `english` was checked and is right as it is: it leaves the review list. */
  onReviewed: (language: number, english: string) => void;
}

export function LanguageView({ data, texts, language, problems, onChange, onReviewed }: Props) {
  const headingId = useId();
  // The site's English texts, read once as the view opens: English does not change while this view is shown.
  const [english] = useState(() => siteTexts(data, texts));
  const [placesByText] = useState(() => {
    const places = new Map<string, string[]>();
    for (const { pointer, text } of english) places.set(text, [...(places.get(text) ?? []), pointer]);
    return places;
  });
  const translation = translationsOf(data)[language];
  const written = translation && isObject(translation.texts) ? translation.texts : {};
  const code = String(translation?.language ?? '');
  // Where a text's translation is in site.json, where the checker reports its problems.
  const translationPointer = (text: string) => pointerOf(['translations', language, 'texts', text]);
  const problemsOf = (text: string) => problems.filter((problem) => problem.pointer === translationPointer(text));
  const missing = new Set(untranslated(english, { texts: written }).map(({ text }) => text));
  const wrong = new Set(
    problems
      .filter((problem) => problem.pointer.startsWith(`${pointerOf(['translations', language, 'texts'])}/`))
      .map((problem) => problem.pointer),
  );
  const needsWork = (text: string) => missing.has(text) || wrong.has(translationPointer(text));
  const review = reviewOf(data, language);
  const toReview = new Set(review);
  // Taken once: rows stay put while they are being translated or checked.
  const [rows] = useState(() =>
    [...new Set(english.map(({ text }) => text))].filter((text) => needsWork(text) || toReview.has(text)),
  );
  const [shown, setShown] = useState(ROWS_AT_ONCE);
  if (!translation) return <p className="field__problem">This language is no longer in site.json.</p>;

  const placesOf = (text: string) => (placesByText.get(text) ?? []).map((pointer) => readablePath(pointer, data));
  const label = languageLabel(code);
  const left = missing.size;
  const toCorrect = wrong.size;
  const reviewLeft = review.filter((text) => !missing.has(text)).length;
  return (
    <section className="translations translations--all" aria-labelledby={headingId}>
      <h3 id={headingId}>Texts to translate into {label}</h3>
      <p className="translations__count" role="status">
        {left === 0 && toCorrect === 0 && reviewLeft === 0
          ? `Every text of the site has its ${label} translation.`
          : [
              left > 0 ? `${left} text${left === 1 ? '' : 's'} to translate` : '',
              toCorrect > 0 ? `${toCorrect} to correct` : '',
              reviewLeft > 0 ? `${reviewLeft} to review` : '',
            ]
              .filter(Boolean)
              .join(', ') + '.'}
      </p>
      <p className="field__help">
        A text used in several places is translated once, everywhere. To read a page's texts beside their translations,
        select the page.
      </p>
      {rows.slice(0, shown).map((text, row) => {
        const id = `${headingId}-${row}`;
        const value = typeof written[text] === 'string' ? (written[text] as string) : '';
        const places = placesOf(text);
        const found = problemsOf(text);
        const invalid = value === '' || found.length > 0;
        return (
          <div key={text} className="translations__item" data-pointer={pointerOf(['texts', text])}>
            <div className="translations__row">
              <label htmlFor={id} className="translations__english" lang="en">
                {text}
              </label>
              <textarea
                id={id}
                lang={code}
                rows={Math.min(6, Math.max(1, Math.ceil(Math.max(text.length, value.length) / 48)))}
                value={value}
                aria-invalid={invalid || undefined}
                aria-describedby={`${id}-places`}
                placeholder="Not translated yet"
                onChange={(event) =>
                  onChange(language, text, event.target.value === '' ? undefined : event.target.value)
                }
              />
            </div>
            {toReview.has(text) && value !== '' && (
              <p className="translations__review">
                <span id={`${id}-review`}>
                  The English words changed since this was translated: the site shows this translation until you correct
                  it or confirm it.
                </span>{' '}
                <button
                  type="button"
                  className="button button--quiet"
                  aria-describedby={`${id}-review`}
                  onClick={() => onReviewed(language, text)}
                >
                  The translation is right
                </button>
              </p>
            )}
            <p className="field__help" id={`${id}-places`}>
              {places.length === 0
                ? 'No longer used on the site.'
                : `Used at ${places.slice(0, PLACES_SHOWN).join('; ')}${places.length > PLACES_SHOWN ? ` and ${places.length - PLACES_SHOWN} more places` : ''}.`}
              {found.map((problem, i) => (
                <span key={i} className="field__problem">
                  {' '}
                  {wording(problem)}
                </span>
              ))}
            </p>
          </div>
        );
      })}
      {rows.length > shown && (
        <button type="button" className="button button--quiet" onClick={() => setShown(shown + ROWS_AT_ONCE)}>
          Show {Math.min(ROWS_AT_ONCE, rows.length - shown)} more of the {rows.length - shown} left in this list
        </button>
      )}
    </section>
  );
}
