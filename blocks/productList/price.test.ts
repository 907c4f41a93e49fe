import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_ENTRY, findCurrency } from '../../src/currency';
import { shownPrice } from './price';

describe('shownPrice', () => {
  it('shows the price in GBP by default', () => {
    expect(shownPrice({ price: 25, salePrice: null }, DEFAULT_CURRENCY_ENTRY)).toStrictEqual({
      current: '£25.00',
    });
  });

  it('shows a sale price with the price it replaces', () => {
    expect(shownPrice({ price: 25, salePrice: 19.5 }, DEFAULT_CURRENCY_ENTRY)).toStrictEqual({
      current: '£19.50',
      was: '£25.00',
    });
  });

  it('ignores a sale price that is not lower', () => {
    expect(shownPrice({ price: 25, salePrice: 25 }, DEFAULT_CURRENCY_ENTRY)).toStrictEqual({
      current: '£25.00',
    });
  });

  it('converts to the selected currency (USD rate 2)', () => {
    expect(shownPrice({ price: 25, salePrice: null }, findCurrency('USD')!)).toStrictEqual({
      current: '$50.00',
    });
  });
});
