import type { AnchorHTMLAttributes, ReactNode, SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
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

function InternalLink({ href, children, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  // A link that opens another tab loads a whole new page there: nothing to prefetch here.
  const { ref, prefetch } = usePrefetch(href, rest.target === undefined || rest.target === '_self');
  const withPrefetch =
    <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) =>
    (event: E) => {
      prefetch();
      handler?.(event);
    };
  return (
    <Link
      ref={ref}
      to={href}
      onMouseEnter={withPrefetch(onMouseEnter)}
      onFocus={withPrefetch(onFocus)}
      onTouchStart={withPrefetch(onTouchStart)}
      {...rest}
    >
      {children}
    </Link>
  );
}
