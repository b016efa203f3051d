import type { ReactNode } from 'react';
import type { LayoutPayload } from '../payload.ts';
import { ConsentRoot } from './ConsentRoot.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/**
 * What every page shares: the header, the main landmark and the footer. The skip link and then the cookie notice open
 * the header, so they are the first stops of Tab and, like all the page's content, inside a landmark (the banner).
 * `notFound`: the address shown is no page of the site (the 404 view).
 */
export function Layout({
  layout,
  notFound,
  children,
}: {
  layout: LayoutPayload;
  notFound: boolean;
  children: ReactNode;
}) {
  return (
    <ConsentRoot layout={layout}>
      <Header
        header={layout.header}
        brandName={layout.brand.name}
        assistiveText={layout.assistiveText}
        notFound={notFound}
      >
        <a className="skip-link" href="#main">
          {layout.assistiveText.skipToContent}
        </a>
        <CookieNotice />
      </Header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer footer={layout.footer} brand={layout.brand} navigationLabel={layout.assistiveText.footerNavigation} />
    </ConsentRoot>
  );
}
