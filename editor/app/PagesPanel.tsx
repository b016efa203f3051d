/**
 * The pages of the site and its site-wide parts: find a page by its route or title, select it, add a new one,
 * duplicate or delete the selected one; select a site-wide part (brand, header, footer, cookie notice, …); or select a
 * language of the site to translate what is left.
 */
import { memo, useState, type FormEvent } from 'react';
import { humanize } from './words.ts';
import type { Selection } from './editor-state.ts';
import type { LanguageEntry } from './language-summary.ts';
import { pageRoute, type Json } from './site-paths.ts';

/** The site-wide parts of site.json, in the order an editor meets them on a page. */
export const SITE_PARTS = [
  'brand',
  'header',
  'footer',
  'links',
  'facts',
  'cookies',
  'contactForm',
  'errorPage',
  'site',
  'assistiveText',
] as const;

/** A page as the list shows it. */
export interface PageEntry {
  route: string;
  title: string;
}

/** Pages listed at once: a site of thousands is found by its search, not scrolled through. */
export const PAGES_SHOWN = 100;

/** The list's entries, the same array while no route or title changed, so typing elsewhere does not draw the list again. */
export function pageEntries(pages: readonly Json[], previous: readonly PageEntry[] | undefined): readonly PageEntry[] {
  const entries = pages.map((page) => ({ route: pageRoute(page), title: String(page.title ?? '') }));
  const same =
    previous &&
    previous.length === entries.length &&
    entries.every((entry, i) => entry.route === previous[i]!.route && entry.title === previous[i]!.title);
  return same ? previous : entries;
}

export interface PagesPanelProps {
  pages: readonly PageEntry[];
  parts: readonly string[];
  /** Whether the plans' figures (the product data) can be edited here. */
  plans?: boolean;
  languages: readonly LanguageEntry[];
  selection: Selection;
  onSelect: (selection: Selection) => void;
  onAdd: (route: string, title: string) => string | undefined;
  /** Adds a language (its code and the locale of its formats); returns why not, if not. */
  onAddLanguage: (code: string, locale: string) => string | undefined;
  onDuplicate: (page: number) => void;
  onDelete: (page: number) => void;
  /** Said in place of the list when the file cannot be read as JSON: it has no pages to list until it is fixed. */
  unreadable?: string;
}

export const PagesPanel = memo(function PagesPanel({
  pages,
  parts,
  plans = false,
  languages,
  selection,
  onSelect,
  onAdd,
  onAddLanguage,
  onDuplicate,
  onDelete,
  unreadable,
}: PagesPanelProps) {
  const [query, setQuery] = useState('');
  const [most, setMost] = useState(PAGES_SHOWN);
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  const [addingLanguage, setAddingLanguage] = useState(false);
  const [languageRefusal, setLanguageRefusal] = useState<string>();
  const matching = pages
    .map((page, index) => ({ page, index }))
    .filter(({ page }) => `${page.route} ${page.title}`.toLowerCase().includes(query.trim().toLowerCase()));
  const shown = matching.slice(0, most);
  const selectedPage = selection.kind === 'page' ? selection.page : undefined;
  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const why = onAdd(String(form.get('route') ?? '').trim(), String(form.get('title') ?? '').trim());
    setRefusal(why);
    if (!why) setAdding(false);
  };
  const addLanguage = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const why = onAddLanguage(String(form.get('code') ?? '').trim(), String(form.get('locale') ?? '').trim());
    setLanguageRefusal(why);
    if (!why) setAddingLanguage(false);
  };
  return (
    <nav className="pages" aria-label="Pages and site-wide parts">
      <h2 className="panel-title">Pages</h2>
      <label className="field__label" htmlFor="page-search">
        Find a page
      </label>
      <input
        id="page-search"
        type="search"
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setMost(PAGES_SHOWN);
        }}
        placeholder="/pricing or a title"
        aria-describedby="page-search-count"
      />
      <p className="field__help" id="page-search-count" aria-live="polite">
        {query.trim() ? `${matching.length} of ${pages.length} pages match.` : `${pages.length} pages.`}
      </p>
      {unreadable && <p className="pages__empty">{unreadable}</p>}
      <ul className="pages__list">
        {shown.map(({ page, index }) => (
          <li key={index}>
            <button
              type="button"
              className="pages__item"
              aria-current={selectedPage === index ? 'page' : undefined}
              onClick={() => onSelect({ kind: 'page', page: index })}
            >
              <span className="pages__route">{page.route || '(no route)'}</span>
              <span className="pages__title">{page.title}</span>
            </button>
          </li>
        ))}
      </ul>
      {matching.length > shown.length && (
        <button type="button" className="button button--quiet" onClick={() => setMost(most + PAGES_SHOWN)}>
          Show {Math.min(PAGES_SHOWN, matching.length - shown.length)} more of the {matching.length - shown.length} not
          listed
        </button>
      )}
      {/* A file that is not JSON cannot take a page, nor lose or copy one. */}
      {!unreadable && (
        <div className="pages__actions">
          <button type="button" className="button" aria-expanded={adding} onClick={() => setAdding(!adding)}>
            Add a page
          </button>
          {selectedPage !== undefined && pages[selectedPage] !== undefined && (
            <>
              <button type="button" className="button button--quiet" onClick={() => onDuplicate(selectedPage)}>
                Duplicate page
              </button>
              <button
                type="button"
                className="button button--quiet"
                onClick={() => {
                  if (
                    confirm(
                      `Delete the page ${pages[selectedPage]!.route}? Links to it will be reported until they are changed.`,
                    )
                  )
                    onDelete(selectedPage);
                }}
              >
                Delete page
              </button>
            </>
          )}
        </div>
      )}
      {adding && !unreadable && (
        <form className="pages__new" onSubmit={add} aria-label="New page">
          <label className="field__label" htmlFor="new-route">
            Route
          </label>
          <input id="new-route" name="route" required placeholder="/integrations" aria-describedby="new-route-help" />
          <p className="field__help" id="new-route-help">
            The page's address: a slash, then lowercase words joined by hyphens.
          </p>
          <label className="field__label" htmlFor="new-title">
            Title
          </label>
          <input id="new-title" name="title" required placeholder="Integrations" />
          {refusal && (
            <p className="field__problem" role="alert">
              {refusal}
            </p>
          )}
          <button type="submit" className="button">
            Create the page
          </button>
        </form>
      )}
      <h2 className="panel-title">Site-wide</h2>
      <ul className="pages__list">
        {parts.map((part) => (
          <li key={part}>
            <button
              type="button"
              className="pages__item"
              aria-current={selection.kind === 'part' && selection.part === part ? 'page' : undefined}
              onClick={() => onSelect({ kind: 'part', part })}
            >
              {humanize(part)}
            </button>
          </li>
        ))}
        {plans && (
          <li>
            <button
              type="button"
              className="pages__item"
              aria-current={selection.kind === 'plans' ? 'page' : undefined}
              onClick={() => onSelect({ kind: 'plans' })}
            >
              Plans and prices
            </button>
          </li>
        )}
      </ul>
      <h2 className="panel-title">Languages</h2>
      <ul className="pages__list">
        {languages.map(({ label, left, review }, index) => (
          <li key={`${index}-${label}`}>
            <button
              type="button"
              className="pages__item"
              aria-current={selection.kind === 'language' && selection.language === index ? 'page' : undefined}
              onClick={() => onSelect({ kind: 'language', language: index })}
            >
              <span className="pages__route">{label}</span>
              <span className="pages__title">
                {left === 0 && review === 0
                  ? 'Every text translated'
                  : [
                      left ? `${left} text${left === 1 ? '' : 's'} to translate` : '',
                      review ? `${review} to review` : '',
                    ]
                      .filter(Boolean)
                      .join(', ')}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {!unreadable && (
        <div className="pages__actions">
          <button
            type="button"
            className="button"
            aria-expanded={addingLanguage}
            onClick={() => setAddingLanguage(!addingLanguage)}
          >
            Add a language
          </button>
        </div>
      )}
      {addingLanguage && !unreadable && (
        <form className="pages__new" onSubmit={addLanguage} aria-label="New language">
          <label className="field__label" htmlFor="new-language">
            Language code
          </label>
          <input id="new-language" name="code" required placeholder="de" aria-describedby="new-language-help" />
          <p className="field__help" id="new-language-help">
            Two or three lowercase letters, as de for German. Its pages will be at /de/…
          </p>
          <label className="field__label" htmlFor="new-locale">
            Formats of
          </label>
          <input id="new-locale" name="locale" required placeholder="de-DE" aria-describedby="new-locale-help" />
          <p className="field__help" id="new-locale-help">
            The language and the country whose prices, numbers and dates its pages show, as de-DE.
          </p>
          {languageRefusal && (
            <p className="field__problem" role="alert">
              {languageRefusal}
            </p>
          )}
          <button type="submit" className="button">
            Add the language
          </button>
        </form>
      )}
    </nav>
  );
});
