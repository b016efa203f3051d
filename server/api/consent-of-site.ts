/**
 * What the consent cookie may hold, from site.json as the build reads it (the same file, SITE_JSON included), for the
 * dev server's answer to the cookie form without JavaScript; a built site's server reads it from dist/consent.json.
 * Undefined while site.json has problems or asks for no consent.
 */
import { readFileSync } from 'node:fs';
import { consentCategory, type ConsentCategory } from '../../browser/consent/categories.ts';
import { checkSiteText } from '../../site/node/check.ts';
import { SITE_FILE } from '../../site/node/paths.ts';

export function consentOfSite(file = SITE_FILE): ConsentCategory[] | undefined {
  const check = checkSiteText(readFileSync(file, 'utf8'));
  return check.ok ? check.site.cookies?.categories.map(consentCategory) : undefined;
}
