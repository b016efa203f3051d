/**
 * The scripts a page carries in its own HTML, in its head: the same in every page and language of a site. The
 * build allows each by its hash in the Content-Security-Policy (server/headers.ts); no other inline script may run.
 */
import { consentFirstPaintScript } from '../browser/consent/first-paint.ts';
import { disclosuresFirstPaintScript } from '../browser/disclosures/first-paint.ts';
import { languageFirstPaintScript } from '../browser/language-first-paint.ts';
import type { LayoutPayload } from './payload.ts';

export function pageScripts(layout: Partial<Pick<LayoutPayload, 'cookies' | 'languages'>>): string[] {
  return [
    disclosuresFirstPaintScript(),
    ...((layout.languages?.length ?? 0) > 1 ? [languageFirstPaintScript()] : []),
    ...(layout.cookies ? [consentFirstPaintScript(layout.cookies.categories)] : []),
  ];
}
