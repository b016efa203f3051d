/**
 * The contact form of site.json, as the local API checks messages against it and answers a form sent without
 * JavaScript. Read and validated like the build does (the same file, SITE_JSON included); while site.json has problems
 * the API refuses messages rather than guess rules.
 */
import { readFileSync } from 'node:fs';
import { resolveSite } from '../../site/resolve-site.ts';
import type { ContactForm } from '../../schemas/site.types.ts';
import { SITE_FILE } from '../../site/node/paths.ts';
import { checkSiteText } from '../../site/node/check.ts';
import type { SiteCheck } from '../../site/check-site.ts';
import { compiledSchema } from '../../site/node/schema-cache.ts';
import type { PageLanguage } from '../../renderer/language.ts';
import { pagePayload } from '../../renderer/payload.ts';
import { sitePartsOf } from '../../sections/section-facts.ts';

/** A page showing the contact form: the form in its language's words, and that language. */
export interface FormPage extends PageLanguage {
  form: ContactForm;
}

export interface ContactSite {
  /** The rules, the same in every language: the default language's copy. */
  form: ContactForm;
  /** Each page showing the form, by its route in its language ("/nl/contact"): the form in that language's words. */
  pages: ReadonlyMap<string, FormPage>;
}

/** site.json (or the file SITE_JSON names) checked as the build checks it. */
export const checkedSiteFile = (file = SITE_FILE): SiteCheck => checkSiteText(readFileSync(file, 'utf8'));

/** `check`: the file checked already, by a caller that reads more of it (the dev server's cookie form). */
export function contactFormOfSite(
  file = SITE_FILE,
  log: (line: string) => void = console.error,
  check = checkedSiteFile(file),
): ContactSite | undefined {
  if (!check.ok) {
    log(
      `${file} has problems (run \`npm run validate\`): the local API refuses contact messages until it is fixed and the server restarted`,
    );
    return undefined;
  }
  const { sites } = resolveSite(check.site, compiledSchema('site.schema.json').texts);
  if (!sites[0]!.contactForm) return undefined;
  const pages = new Map<string, FormPage>();
  // The pages whose data carries the form: those with a section that reads it.
  for (const site of sites)
    for (const page of site.pages) {
      const form = pagePayload(site, page, sitePartsOf).siteParts?.contactForm;
      if (form) pages.set(page.route, { form, language: site.language, languages: site.languages });
    }
  return { form: sites[0]!.contactForm, pages };
}
