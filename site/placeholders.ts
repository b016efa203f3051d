/**
 * Placeholders in site.json copy: {brand}, {year}, {links.NAME} and {facts.NAME}. The validator rejects any other; the
 * config loader fills them in, so renaming the product, moving the sign-up page or changing a plan limit is one edit.
 */
import { dateFormat } from './formatters.ts';
import type { SiteConfig } from '../schemas/site.types.ts';

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

export type PlaceholderValues = Map<string, string>;

/** A fact written year-month-day is a date, which each language shows its own way. */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The values of the placeholders in one language: `locale` formats the facts that are dates. */
export function placeholderValues(
  site: Pick<SiteConfig, 'brand' | 'links' | 'facts'>,
  locale = 'en-US',
  year = new Date().getFullYear(),
) {
  const values: PlaceholderValues = new Map([
    ['brand', site.brand.name],
    ['year', String(year)],
  ]);
  for (const [name, address] of Object.entries(site.links)) values.set(`links.${name}`, address);
  for (const [name, figure] of Object.entries(site.facts ?? {}))
    values.set(
      `facts.${name}`,
      typeof figure === 'string' && ISO_DATE.test(figure) ? longDate(figure, locale) : String(figure),
    );
  return values;
}

function longDate(isoDate: string, locale: string): string {
  return dateFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`));
}

/** Every placeholder written in a text, braces included, once per time it is written ("{brand}"). */
export function placeholdersIn(text: string): string[] {
  // Every placeholder starts with "{": most texts have none, and the checker asks this of every text once per language.
  if (!text.includes('{')) return [];
  return text.match(PLACEHOLDER) ?? [];
}

/** Names written between braces that are not known placeholders, with the index of their `{`. */
export function unknownPlaceholders(text: string, values: PlaceholderValues): { name: string; start: number }[] {
  const unknown: { name: string; start: number }[] = [];
  if (!text.includes('{')) return unknown;
  for (const match of text.matchAll(PLACEHOLDER))
    if (!values.has(match[1]!)) unknown.push({ name: match[1]!, start: match.index });
  return unknown;
}

export function fillPlaceholders(text: string, values: PlaceholderValues): string {
  if (!text.includes('{')) return text;
  return text.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
}

/** A deep copy of any JSON value with every string's placeholders filled. */
export function fillAll<T>(value: T, values: PlaceholderValues): T {
  if (typeof value === 'string') return fillPlaceholders(value, values) as T;
  if (Array.isArray(value)) return value.map((item) => fillAll(item, values)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, fillAll(item, values)])) as T;
  }
  return value;
}
