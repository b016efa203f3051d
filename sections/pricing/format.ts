/**
 * Prices and counts as the visitor's language writes them (Intl). Cents only when there are any, and never more
 * digits than the currency has: a yearly price of ¥29,000 is ¥2,417 a month, not ¥2,416.67.
 */

export function formatPrice(amount: number, currency: string, locale: string): string {
  const currencyDigits =
    new Intl.NumberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** currencyDigits;
  const digits = Number.isInteger(Math.round(amount * scale) / scale) ? 0 : currencyDigits;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** One formatter per language: making one costs more than formatting with it, and every page formats counts. */
const countFormats = new Map<string, Intl.NumberFormat>();

export function formatCount(count: number, locale: string): string {
  let format = countFormats.get(locale);
  if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(count);
}

export const MONTHS_PER_YEAR = 12;
