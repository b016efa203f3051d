import type { AnchorHTMLAttributes, MouseEvent, ReactNode, SyntheticEvent } from 'react';
import { resolvePath, useHref, useLinkClickHandler, useLocation } from 'react-router-dom';
import { leavesLanguage, localHref, usePageLanguage } from '../language.ts';
import { usePrefetch } from '../navigation/use-prefetch.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#');

/**
 * One link element for the whole site: pages of the site go through React Router (and prefetch their data on
 * hover, focus, touch or when scrolled into view), in the page's language ("/pricing" is "/nl/pricing" on a Dutch
 * page); a page of another language loads as a whole document, with that language's header and footer; outside
 * addresses stay plain.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  const language = usePageLanguage();
  if (!isInternal(href))
    return (
      <a href={href} rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    );
  const local = localHref(href, language);
  if (leavesLanguage(local, language))
    return (
      <a href={local} {...rest}>
        {children}
      </a>
    );
  return (
    <InternalLink href={local} {...rest}>
      {children}
    </InternalLink>
  );
}

/**
 * A link React Router follows, made from its hooks rather than its `Link`, which brings framework-mode prefetching this
 * site does not use (its own is `usePrefetch`) into every page's code.
 */
export function BrowserLink({ href, children, onClick, onMouseEnter, onFocus, onTouchStart, target, ...rest }: Props) {
  // A link that opens another tab loads a whole new page there: nothing to prefetch here.
  const { ref, prefetch } = usePrefetch(href, target === undefined || target === '_self');
  const resolved = useHref(href);
  const follow = useLinkClickHandler<HTMLAnchorElement>(href, { target });
  const withPrefetch =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      prefetch();
      handler?.(event);
    };
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) follow(event);
  };
  return (
    <a
      {...rest}
      href={resolved}
      target={target}
      ref={ref}
      onClick={click}
      onMouseEnter={withPrefetch(onMouseEnter)}
      onFocus={withPrefetch(onFocus)}
      onTouchStart={withPrefetch(onTouchStart)}
    >
      {children}
    </a>
  );
}

/**
 * The same link as a page's HTML holds it: its anchor and address. Following and prefetching happen in the browser,
 * so the prerender does not run their hooks (a quarter of its drawing time went to them, on ~40 links a page).
 * Exported with BrowserLink for the test that holds both to the same HTML.
 */
export function ServerLink({ href, children, onClick, onMouseEnter, onFocus, onTouchStart, target, ...rest }: Props) {
  // An address of the site ("/…") as it is, an anchor ("#…") on this page: what useHref makes of them, at a tenth of
  // its cost (no basename, no route of React Router's own matches).
  const { pathname, search, hash } = resolvePath(href, useLocation().pathname);
  return (
    <a {...rest} href={pathname + search + hash} target={target}>
      {children}
    </a>
  );
}

/** Chosen once, where the module runs: the server has no document. */
const InternalLink = typeof document === 'undefined' ? ServerLink : BrowserLink;
