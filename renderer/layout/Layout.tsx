import type { ReactNode } from 'react';
import type { LayoutPayload } from '../payload.ts';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** What every page shares: the skip link, the header, the main landmark and the footer. */
export function Layout({ layout, children }: { layout: LayoutPayload; children: ReactNode }) {
  return (
    <>
      <a className="skip-link" href="#main">Skip to main content</a>
      <Header header={layout.header} brandName={layout.brand.name} />
      <main id="main" tabIndex={-1}>{children}</main>
      <Footer footer={layout.footer} brand={layout.brand} />
    </>
  );
}
