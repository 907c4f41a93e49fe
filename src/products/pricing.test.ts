import { describe, expect, it } from 'vitest';
import { checkPrices, PRICE_MESSAGES, productMargin } from './pricing';

describe('product prices', () => {
  it('refuses a price at or below the base cost, naming the cost', () => {
    expect(checkPrices({ price: 9.5, salePrice: null, baseCost: 9.5 })).toStrictEqual({
      field: 'price',
      message: 'The price must be above the base cost of £9.50',
    });
    expect(checkPrices({ price: 9.51, salePrice: null, baseCost: 9.5 })).toBeNull();
  });

  it('refuses a sale price at or below the base cost, or not below the price', () => {
    expect(checkPrices({ price: 25, salePrice: 9.5, baseCost: 9.5 })).toStrictEqual({
      field: 'salePrice',
      message: PRICE_MESSAGES.salePriceAboveBaseCost(9.5),
    });
    expect(checkPrices({ price: 25, salePrice: 25, baseCost: 9.5 })?.message).toBe(
      'The sale price must be below the price',
    );
    expect(checkPrices({ price: 25, salePrice: 20, baseCost: 9.5 })).toBeNull();
  });

  it('compares in pence, so float sums do not slip past the cost', () => {
    expect(checkPrices({ price: 0.1 + 0.2, salePrice: null, baseCost: 0.3 })?.field).toBe('price');
  });

  it('shows the margin at the price the shopper pays', () => {
    expect(productMargin({ price: 25, salePrice: null, baseCost: 9.5 })).toStrictEqual({
      amount: 15.5,
      percent: 62,
    });
    expect(productMargin({ price: 25, salePrice: 20, baseCost: 9.5 })).toStrictEqual({
      amount: 10.5,
      percent: 52.5,
    });
    expect(productMargin({ price: 0, salePrice: null, baseCost: 1 })).toStrictEqual({
      amount: -1,
      percent: 0,
    });
  });
});
