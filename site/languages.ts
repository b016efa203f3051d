/**
 * The languages of the site and their addresses. The default language (the one site.json is written in) has no
 * prefix: /pricing. Each translation's pages have its code in front: /nl/pricing, and /nl for the home page.
 */
import type { SiteConfig } from '../schemas/site.types.ts';

export interface Language {
  /** The language's code, as <html lang> and hreflang write it: "en", "nl". */
  code: string;
  /** Whose conventions format prices, numbers and dates: "en-US", "nl-NL". */
  locale: string;
  /** The language's name in itself ("English", "Nederlands"), as the language switch shows it. */
  name: string;
  /** What its routes start with: "" for the default language, "/nl" for Dutch. */
  prefix: string;
}

/** English, the language site.json is written in: what a part drawn outside any page, or a build of one language, has. */
export const ENGLISH: Language = { code: 'en', locale: 'en-US', name: 'English', prefix: '' };

/** The default language first, then each translation in the order site.json declares them. */
export function languagesOf(site: Pick<SiteConfig, 'site' | 'translations'>): Language[] {
  const first = { code: site.site.language, locale: site.site.locale, prefix: '' };
  const others = (site.translations ?? []).map(({ language, locale }) => ({
    code: language,
    locale,
    prefix: `/${language}`,
  }));
  return [first, ...others].map((language) => ({ ...language, name: nameOf(language.code) }));
}

/** A language's name in that language, capitalised as a heading would be ("Nederlands", "English"). */
function nameOf(code: string): string {
  const name = new Intl.DisplayNames([code], { type: 'language' }).of(code) ?? code;
  return name.charAt(0).toLocaleUpperCase(code) + name.slice(1);
}

/**
 * The address of a page of the default language in `language`: "/pricing" → "/nl/pricing", and "/" → "/nl" (no
 * address of the site ends in a slash but "/"; "/nl/" is answered with a redirect there).
 */
export function routeIn(route: string, language: Pick<Language, 'prefix'>): string {
  return language.prefix && (route === '/' || route.startsWith('/#') || route.startsWith('/?'))
    ? language.prefix + route.slice(1)
    : language.prefix + route;
}

/** The language an address belongs to: the one whose prefix starts it, else the default (the first). */
export function languageOfPath<L extends Pick<Language, 'prefix'>>(path: string, languages: readonly L[]): L {
  return (
    languages.find(
      (language) => language.prefix && (path === language.prefix || path.startsWith(`${language.prefix}/`)),
    ) ?? languages[0]!
  );
}

/** An address without its language's prefix: "/nl/pricing" → "/pricing", "/nl" → "/". */
export function routeWithoutPrefix(path: string, language: Pick<Language, 'prefix'>): string {
  return path.slice(language.prefix.length) || '/';
}

/** What a request for the home page "/" tells about the visitor's language. */
export interface HomeVisit {
  /** The visitor came from a page of this site (Sec-Fetch-Site: same-origin, or a referrer here): they chose "/". */
  fromThisSite: boolean;
  /** The language cookie's value, if any. */
  cookie: string | undefined;
  /** The site's language the browser prefers most (Accept-Language, navigator.languages), if it prefers one. */
  preferred: string | undefined;
}

/**
 * Where a visit to "/" goes: the home page of the language the visitor chose (the cookie, written only by a click on
 * the language switch), and never away from a chosen default; without a choice, the home page of the language the
 * browser prefers, every time, so the same browser always gets the same answer and nothing is stored for it. A
 * visitor who followed a link to "/" on this site is never sent away. Undefined: stay on "/".
 */
export function homeRedirect(visit: HomeVisit, languages: readonly Language[]): Language | undefined {
  if (visit.fromThisSite) return undefined;
  const chosen = languages.find((language) => language.code === visit.cookie);
  const target = chosen ?? languages.find((language) => language.code === visit.preferred);
  return target?.prefix ? target : undefined;
}
