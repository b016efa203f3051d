import { describe, expect, it } from 'vitest';
import { formatPrice, MONTHS_PER_YEAR } from '../../sections/pricing/format.ts';

describe('prices as the visitor reads them', () => {
  it('shows cents only when there are any', () => {
    expect(formatPrice(12, 'EUR', 'en')).toBe('€12');
    expect(formatPrice(120 / MONTHS_PER_YEAR, 'EUR', 'en')).toBe('€10');
    expect(formatPrice(290 / MONTHS_PER_YEAR, 'EUR', 'en')).toBe('€24.17');
    expect(formatPrice(9.5, 'USD', 'en')).toBe('$9.50');
  });

  it('never shows more digits than the currency has', () => {
    expect(formatPrice(29000 / MONTHS_PER_YEAR, 'JPY', 'en')).toBe('¥2,417');
    expect(formatPrice(2900, 'JPY', 'en')).toBe('¥2,900');
    expect(formatPrice(10.125, 'BHD', 'en')).toMatch(/^BHD\s10\.125$/); // Intl puts a no-break space after the code
  });
});
