import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router-dom';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string; children: ReactNode };

export const isInternal = (href: string) => href.startsWith('/') || href.startsWith('#');

/** One link element for the whole site: pages of the site go through React Router, outside addresses stay plain. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isInternal(href)) {
    return <Link to={href} {...rest}>{children}</Link>;
  }
  return <a href={href} rel="noopener noreferrer" {...rest}>{children}</a>;
}
