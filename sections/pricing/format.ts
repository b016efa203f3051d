/** Prices and counts as the visitor's language writes them (Intl), with cents only when there are any. */

export function formatPrice(amount: number, currency: string, locale: string): string {
  const whole = Number.isInteger(Math.round(amount * 100) / 100);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}

export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

export const MONTHS_PER_YEAR = 12;
