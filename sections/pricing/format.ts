/**
 * Prices and counts as the visitor's language writes them (Intl). Cents only when there are any, and never more
 * digits than the currency has: a yearly price of ¥29,000 is ¥2,417 a month, not ¥2,416.67.
 */
import { numberFormat } from '../../site/formatters.ts';

export function formatPrice(amount: number, currency: string, locale: string): string {
  const currencyDigits =
    numberFormat(locale, { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  const scale = 10 ** currencyDigits;
  const digits = Number.isInteger(Math.round(amount * scale) / scale) ? 0 : currencyDigits;
  return numberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function formatCount(count: number, locale: string): string {
  return numberFormat(locale).format(count);
}

export const MONTHS_PER_YEAR = 12;
