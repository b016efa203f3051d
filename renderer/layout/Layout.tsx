import type { ReactNode } from 'react';
import { ContactFormConfig } from '../../browser/contact/form-config.ts';
import type { LayoutPayload } from '../payload.ts';
import { ConsentRoot } from './ConsentRoot.tsx';
import { CookieNotice } from './CookieNotice.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';

/** What every page shares: the skip link, the cookie notice, the header, the main landmark and the footer. */
export function Layout({ layout, children }: { layout: LayoutPayload; children: ReactNode }) {
  return (
    <ConsentRoot layout={layout}>
      <a className="skip-link" href="#main">{layout.assistiveText.skipToContent}</a>
      <CookieNotice />
      <Header header={layout.header} brandName={layout.brand.name} assistiveText={layout.assistiveText} routes={layout.routes} />
      <main id="main" tabIndex={-1}>
        <ContactFormConfig.Provider value={layout.contactForm}>{children}</ContactFormConfig.Provider>
      </main>
      <Footer footer={layout.footer} brand={layout.brand} navigationLabel={layout.assistiveText.footerNavigation} />
    </ConsentRoot>
  );
}
