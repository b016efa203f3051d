/**
 * The texts of what is selected, English beside each translation: one row per text (English on the left, read-only,
 * the translation on the right), for each language site.json declares. A translation is written into "texts" of its
 * language under the English words, where the site looks it up; emptying it removes it (and the checker then says
 * the text is not translated).
 */
import { useId } from 'react';
import type { TextShape } from '../../site/text-shape.ts';
import { languageLabel } from '../../site/translation-check.ts';
import { textsUnder } from './follow-translations.ts';
import { pointerOf } from './form-context.ts';
import { isObject, translationsOf } from './site-paths.ts';

interface Props {
  data: unknown;
  /** Which strings of site.json are texts to translate. */
  texts: TextShape | null;
  /** The JSON path of what is selected: its texts are shown (a page's own fields only, not its sections'). */
  path: (string | number)[];
  /** Leave out the texts under these paths (a page's sections, which have their own rows once selected). */
  without?: (string | number)[];
  onChange: (language: number, english: string, translation: string | undefined) => void;
}

export function TranslationsPanel({ data, texts, path, without, onChange }: Props) {
  const headingId = useId();
  const translations = translationsOf(data);
  if (translations.length === 0) return null;
  const skip = without && pointerOf(without);
  const english = [
    ...new Set(
      [...textsUnder(data, path, texts)]
        .filter(([pointer]) => !(skip && pointer.startsWith(`${skip}/`)))
        .map(([, text]) => text),
    ),
  ];
  if (english.length === 0) return null;

  return (
    <section className="translations" aria-labelledby={headingId}>
      <h3 id={headingId}>Translations</h3>
      <p className="field__help">
        Each text of what is selected, in English and beside it in each language of the site. A text used in several
        places is translated once, everywhere.
      </p>
      {translations.map((translation, index) => {
        const code = String(translation.language);
        const written = isObject(translation.texts) ? translation.texts : {};
        const left = english.filter((text) => typeof written[text] !== 'string').length;
        return (
          <fieldset key={code} className="translations__language">
            <legend>
              {languageLabel(code)}
              {left > 0 ? ` — ${left} not translated yet` : ''}
            </legend>
            {english.map((text, row) => {
              const id = `${headingId}-${index}-${row}`;
              const value = typeof written[text] === 'string' ? (written[text] as string) : '';
              return (
                <div key={text} className="translations__row">
                  <label htmlFor={id} className="translations__english" lang="en">
                    {text}
                  </label>
                  <textarea
                    id={id}
                    lang={code}
                    rows={Math.min(6, Math.max(1, Math.ceil(Math.max(text.length, value.length) / 48)))}
                    value={value}
                    aria-invalid={value === '' ? true : undefined}
                    placeholder="Not translated yet"
                    onChange={(event) =>
                      onChange(index, text, event.target.value === '' ? undefined : event.target.value)
                    }
                  />
                </div>
              );
            })}
          </fieldset>
        );
      })}
    </section>
  );
}
