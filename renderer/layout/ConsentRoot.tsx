import type { ReactNode } from 'react';
import { ConsentConfig, useConsentStartup } from '../../browser/consent/use-consent.ts';
import type { LayoutPayload } from '../payload.ts';

/** Gives the page the cookie categories of site.json, and reads the consent and language cookies once it runs. */
export function ConsentRoot({ layout, children }: { layout: LayoutPayload; children: ReactNode }) {
  useConsentStartup(layout.cookies, layout.language.code);
  return <ConsentConfig.Provider value={layout.cookies}>{children}</ConsentConfig.Provider>;
}
