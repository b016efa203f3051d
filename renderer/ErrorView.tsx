import type { ErrorPageCopy } from '../schemas/site.types.ts';
import { NOT_FOUND } from './error-status.ts';
import { localHref, usePageLanguage } from './language.ts';
import { InlineText } from './ui/InlineText.tsx';

/**
 * The error page: its title, the big 404 only when nothing was found, and a way to reach a person: the
 * message's own [link](/route), which the validator checks like every link of site.json.
 */
export function ErrorView({ copy, status }: { copy: ErrorPageCopy; status: number }) {
  return (
    <section className="section error-page" aria-labelledby="error-title">
      <div className="section__inner">
        {status === NOT_FOUND && (
          <p className="error-page__code" aria-hidden="true">
            {NOT_FOUND}
          </p>
        )}
        <h1 id="error-title">{copy.title}</h1>
        <p className="error-page__message">
          <InlineText text={copy.message} />
        </p>
      </div>
    </section>
  );
}

/** Shown when the error view itself failed: no config needed beyond two strings, and a plain link home. */
export function ErrorFallback({ copy }: { copy: Pick<ErrorPageCopy, 'fallbackMessage' | 'fallbackLinkLabel'> }) {
  return (
    <section className="section error-page" role="alert">
      <div className="section__inner">
        <h1>{copy.fallbackMessage}</h1>
        <p>
          <a href={localHref('/', usePageLanguage())}>{copy.fallbackLinkLabel}</a>
        </p>
      </div>
    </section>
  );
}
