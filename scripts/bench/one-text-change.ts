/**
 * The smallest edit a person makes: one heading of one page reworded, in English and in each translation (so a site
 * whose languages stop the build for an untranslated text still builds). Used to time and test a rebuild.
 */
import type { SiteConfig } from '../../schemas/site.types.ts';

export function withOneTextChanged(site: SiteConfig, route: string): SiteConfig {
  // Through JSON, as the file holds it: a generated site may share one section object among pages.
  const changed = JSON.parse(JSON.stringify(site)) as SiteConfig;
  const page = changed.pages.find((each) => each.route === route);
  const section = page?.sections.find((each) => 'heading' in each && typeof each.heading === 'string') as
    { heading: string } | undefined;
  if (!section) throw new Error(`${route} has no section with a heading to change`);
  const before = section.heading;
  section.heading = `${before}, every week`;
  for (const translation of changed.translations ?? []) {
    const words = translation.texts[before];
    if (typeof words === 'string') translation.texts[section.heading] = `${words}, elke week`;
  }
  return changed;
}
