/**
 * The contact form of site.json, as the local API checks messages against it. Read and validated like the build does
 * (the same file, SITE_JSON included); while site.json has problems the API refuses messages rather than guess rules.
 */
import { readFileSync } from 'node:fs';
import { resolveSite } from '../../site/resolve-site.ts';
import type { ContactForm } from '../../schemas/site.types.ts';
import { SITE_FILE } from '../../site/node/paths.ts';
import { checkSiteText } from '../../site/node/check.ts';

export function contactFormOfSite(
  file = SITE_FILE,
  log: (line: string) => void = console.error,
): ContactForm | undefined {
  const check = checkSiteText(readFileSync(file, 'utf8'));
  if (!check.ok) {
    log(
      `${file} has problems (run \`npm run validate\`): the local API refuses contact messages until it is fixed and the server restarted`,
    );
    return undefined;
  }
  // The rules are the same in every language; the default language's copy is the one the API needs.
  return resolveSite(check.site, null).sites[0]!.contactForm;
}
