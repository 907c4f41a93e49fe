import { describe, expect, it } from 'vitest';
import { breakdownPrice } from './breakdown';

describe('breakdownPrice', () => {
  it('splits a £25 tee with £7.50 base, £3.50 print and 20% VAT', () => {
    expect(breakdownPrice({ price: 25, baseCost: 7.5, printCost: 3.5, vatRate: 20 })).toStrictEqual(
      {
        amounts: { price: 25, baseCost: 7.5, printCost: 3.5, vat: 4.17, profit: 9.83 },
        shares: { baseCost: 30, printCost: 14, vat: 16.7, profit: 39.3 },
        isLoss: false,
      },
    );
  });

  it('keeps the parts adding up to the price to the penny', () => {
    const { amounts } = breakdownPrice({
      price: 19.99,
      baseCost: 6.1,
      printCost: 2.45,
      vatRate: 20,
    });
    expect(
      Math.round((amounts.baseCost + amounts.printCost + amounts.vat + amounts.profit) * 100),
    ).toBe(1999);
  });

  it('has no VAT at a 0% rate', () => {
    expect(
      breakdownPrice({ price: 10, baseCost: 4, printCost: 1, vatRate: 0 }).amounts,
    ).toStrictEqual({
      price: 10,
      baseCost: 4,
      printCost: 1,
      vat: 0,
      profit: 5,
    });
  });

  it('reports a loss when the costs exceed what is left after VAT, with no profit share', () => {
    const result = breakdownPrice({ price: 12, baseCost: 8, printCost: 3, vatRate: 20 });
    expect(result.amounts.profit).toBe(-1);
    expect(result.isLoss).toBe(true);
    expect(result.shares.profit).toBe(0);
  });

  it('gives no shares for a zero price', () => {
    expect(
      breakdownPrice({ price: 0, baseCost: 0, printCost: 0, vatRate: 20 }).shares,
    ).toStrictEqual({
      baseCost: 0,
      printCost: 0,
      vat: 0,
      profit: 0,
    });
  });
});
