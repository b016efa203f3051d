/**
 * A site of N pages made from site.json: its own pages, then numbered copies of them (unique routes and titles), in
 * every language of site.json: each copy's title is translated as its page's title is, with the same number.
 */
import type { SiteConfig } from '../../schemas/site.types.ts';
import { placeholdersIn } from '../../site/placeholders.ts';

const TITLE_LIMIT = 70;

export function generateSite(base: SiteConfig, routeCount: number): SiteConfig {
  const pages = [...base.pages];
  const translations = (base.translations ?? []).map((translation) => ({
    ...translation,
    texts: { ...translation.texts },
  }));
  const templates = base.pages.filter((page) => page.route !== '/');
  for (let copy = 1; pages.length < routeCount; copy++) {
    const template = templates[(copy - 1) % templates.length]!;
    const suffix = ` ${copy}`;
    const title = fit(template.title, TITLE_LIMIT - suffix.length) + suffix;
    pages.push({ ...template, route: `${template.route}-${copy}`, title });
    for (const { texts } of translations)
      texts[title] = fit(texts[template.title]!, TITLE_LIMIT - suffix.length) + suffix;
  }
  return { ...base, pages: pages.slice(0, routeCount), ...(translations.length ? { translations } : {}) };
}

/** A title cut to `limit` characters in its words before its first placeholder, so "{brand}" stays whole. */
function fit(title: string, limit: number): string {
  const over = title.length - limit;
  if (over <= 0) return title;
  const [first] = placeholdersIn(title);
  const cut = first === undefined ? title.length : title.indexOf(first);
  return title.slice(0, cut - over) + title.slice(cut);
}
