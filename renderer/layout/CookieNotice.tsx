import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type MouseEvent, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import {
  CHOICE_FIELD,
  choiceAttribute,
  CONSENT_FORM_PATH,
  RETURN_FIELD,
  type ConsentChoice,
} from '../../browser/consent/constants.ts';
import { useConsentChoices, useConsentConfig } from '../../browser/consent/use-consent.ts';
import { cookieNoticeAtom } from '../../browser/state/consent.ts';
import { routeOf } from '../navigation/route-of.ts';
import { InlineText } from '../ui/InlineText.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';

/**
 * The cookie notice: open while the visitor has not chosen, except on the page its "more options" link
 * opens. Three actions of equal weight. It sits inside a live region that is always in the page, so screen readers
 * announce it when it appears; it never takes focus, and gives it back to the page once a choice closes it.
 * It is in the prerendered page, so it is there from first paint: until the app's code runs, the head's script
 * (browser/consent/first-paint.ts) hides it for a visitor who chose and answers its two buttons; once the code
 * runs, the consent store decides. Its buttons are a form's: without script, where the server answers it
 * (server/consent-form.ts), the form saves the choice and comes back to this page.
 */
export function CookieNotice() {
  const banner = useConsentConfig()?.banner;
  const open = useAtomValue(cookieNoticeAtom);
  const running = useHasRun();
  const { acceptAll, rejectAll } = useConsentChoices();
  const { pathname } = useLocation();
  const noticeRef = useRef<HTMLElement>(null);
  const shown = banner !== undefined && (open || !running) && pathname !== routeOf(banner.moreOptions.href);

  useReservedSpace(noticeRef, shown);

  // The page's code saves the choice itself: the form is for browsers without it.
  const choose = (choice: () => void) => (event: MouseEvent) => {
    event.preventDefault();
    const hadFocus = noticeRef.current?.contains(document.activeElement) ?? false;
    choice();
    if (hadFocus) document.getElementById('main')?.focus({ preventScroll: true });
  };

  return (
    <div className="cookie-notice-region" aria-live="polite">
      {shown && (
        <section ref={noticeRef} className="cookie-notice" aria-label={banner.label}>
          <p className="cookie-notice__text">
            <InlineText text={banner.text} />
          </p>
          <form className="cookie-notice__actions" method="post" action={CONSENT_FORM_PATH}>
            <input type="hidden" name={RETURN_FIELD} value={pathname} />
            {(
              [
                ['accept', banner.acceptLabel, acceptAll],
                ['reject', banner.rejectLabel, rejectAll],
              ] as const satisfies readonly [ConsentChoice, string, () => void][]
            ).map(([made, label, choice]) => (
              <button
                key={made}
                type="submit"
                name={CHOICE_FIELD}
                value={made}
                className="cookie-notice__action"
                onClick={choose(choice)}
                {...choiceAttribute(made)}
              >
                {label}
              </button>
            ))}
            <SmartLink href={banner.moreOptions.href} className="cookie-notice__action" target="_blank" rel="noopener">
              {banner.moreOptions.label}
              <span className="visually-hidden"> {banner.newTabHint}</span>
            </SmartLink>
          </form>
        </section>
      )}
    </div>
  );
}

/** False while prerendering and hydrating, true once the page's code has run (its first effects). */
function useHasRun(): boolean {
  const [running, setRunning] = useState(false);
  useEffect(() => setRunning(true), []);
  return running;
}

/** While the notice is shown, the page gets that much room below its end, so its last lines can scroll clear of it. */
function useReservedSpace(notice: RefObject<HTMLElement | null>, shown: boolean) {
  useEffect(() => {
    const element = notice.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(RESERVED_SPACE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(RESERVED_SPACE);
    };
  }, [shown]);
}

const RESERVED_SPACE = '--cookie-notice-height';
