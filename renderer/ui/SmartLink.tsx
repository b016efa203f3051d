import type { AnchorHTMLAttributes, ReactNode, SyntheticEvent } from 'react';
import { Link } from 'react-router-dom';
import { usePrefetch } from '../navigation/use-prefetch.ts';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#');

/**
 * One link element for the whole site: pages of the site go through React Router (and prefetch their data on
 * hover, focus, touch or when scrolled into view), outside addresses stay plain.
 */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isInternal(href)) return <InternalLink href={href} {...rest}>{children}</InternalLink>;
  return <a href={href} rel="noopener noreferrer" {...rest}>{children}</a>;
}

function InternalLink({ href, children, onMouseEnter, onFocus, onTouchStart, ...rest }: Props) {
  // A link that opens another tab loads a whole new page there: nothing to prefetch here.
  const { ref, prefetch } = usePrefetch(href, rest.target === undefined || rest.target === '_self');
  const withPrefetch = <E extends SyntheticEvent<HTMLAnchorElement>>(handler?: (event: E) => void) => (event: E) => {
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
