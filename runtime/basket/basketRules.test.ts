import { describe, expect, it } from 'vitest';
import { basketSubtotal, quantityChoices } from './basketRules';

describe('basket rules', () => {
  it('offers quantities 1 to 10, and a larger current quantity too', () => {
    expect(quantityChoices(2)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(quantityChoices(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 12]);
  });
  it('adds up each line’s tax-inclusive price times its quantity', () => {
    const line = (priceIncTax: number, quantity: number) => ({
      key: `${priceIncTax}`,
      quantity,
      name: 'Tee',
      priceIncTax,
      image: null,
      options: {},
      productUuid: 'u',
    });
    expect(basketSubtotal([line(20, 2), line(35.5, 1)])).toBe(75.5);
    expect(basketSubtotal([])).toBe(0);
  });
});
