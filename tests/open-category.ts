/**
 * A cookie category an editor adds to site.json without a developer: it can be turned off, has a letter of its own,
 * and drives nothing built into the site. Tests use the real site.json with it added after Analytics.
 */
import { readFileSync } from 'node:fs';
import type { CookieCategory, SiteConfig } from '../schemas/site.types.ts';

export const PERSONALISATION: CookieCategory = {
  id: 'personalisation',
  title: 'Personalisation',
  canTurnOff: true,
  letter: 'e',
  paragraphs: ['Personalisation cookies remember what you looked at, so the site can suggest what to read next.'],
};

/** The category's words in Dutch, as an editor adds them with it. */
export const PERSONALISATION_DUTCH: Record<string, string> = {
  Personalisation: 'Personalisatie',
  'Personalisation cookies remember what you looked at, so the site can suggest what to read next.':
    'Personalisatiecookies onthouden wat je hebt bekeken, zodat de site kan voorstellen wat je hierna kunt lezen.',
};

/**
 * site.json as parsed data, with `category` inserted among the cookie categories at `at` (after Analytics), and the
 * Dutch words of the Personalisation category.
 */
export function siteWithCategory(category: object = PERSONALISATION, at = 3): SiteConfig {
  const data = JSON.parse(readFileSync(new URL('../site.json', import.meta.url), 'utf8')) as SiteConfig;
  data.cookies!.categories.splice(at, 0, category as CookieCategory);
  for (const translation of data.translations ?? [])
    if (translation.language === 'nl') Object.assign(translation.texts, PERSONALISATION_DUTCH);
  return data;
}
