import { describe, expect, it } from 'vitest';
import { findCurrency } from './currencies';
import { convertFromGbp, formatPrice } from './convert';

describe('convertFromGbp', () => {
  it('multiplies by the conversion rate: GBP 1, USD 2', () => {
    const gbp = findCurrency('GBP');
    const usd = findCurrency('USD');
    if (!gbp || !usd) throw new Error('missing currency');
    expect(convertFromGbp(15, gbp)).toBe(15);
    expect(convertFromGbp(15, usd)).toBe(30);
  });
});

describe('formatPrice', () => {
  it('converts a GBP price and formats it in the selected currency', () => {
    const usd = findCurrency('USD');
    if (!usd) throw new Error('missing currency');
    expect(formatPrice(12.5, usd)).toBe('$25.00');
  });

  it('formats with a demo rate and the currency decimals', () => {
    const jpy = {
      code: 'JPY',
      symbol: '¥',
      symbolAlign: 'left' as const,
      name: 'Japanese Yen',
      conversionRate: 190.55,
    };
    expect(formatPrice(10, jpy)).toBe('¥1,906');
  });
});
