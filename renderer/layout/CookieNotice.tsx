import { useAtomValue } from 'jotai';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';
import { choiceAttribute } from '../../browser/consent/constants.ts';
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
 * runs, the consent store decides.
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

  const choose = (choice: () => void) => () => {
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
          <div className="cookie-notice__actions">
            <button
              type="button"
              className="cookie-notice__action"
              onClick={choose(acceptAll)}
              {...choiceAttribute('accept')}
            >
              {banner.acceptLabel}
            </button>
            <button
              type="button"
              className="cookie-notice__action"
              onClick={choose(rejectAll)}
              {...choiceAttribute('reject')}
            >
              {banner.rejectLabel}
            </button>
            <SmartLink href={banner.moreOptions.href} className="cookie-notice__action" target="_blank" rel="noopener">
              {banner.moreOptions.label}
              <span className="visually-hidden"> {banner.newTabHint}</span>
            </SmartLink>
          </div>
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
