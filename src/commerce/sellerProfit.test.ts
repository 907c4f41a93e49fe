import { describe, expect, it } from 'vitest';
import { sellerPriceFigures } from './sellerPriceFigures';
import { countsAsSale, lineProfitPence, profitPerMonth, type SoldLine } from './sellerProfit';

const line = (overrides: Partial<SoldLine>): SoldLine => ({
  createdAt: '2026-03-14T10:00:00.000Z',
  status: 'paid',
  conversionRate: 1,
  price: 2000,
  discount: 0,
  quantity: 1,
  baseCostGbp: 9.5,
  ...overrides,
});

describe('seller profit', () => {
  it('counts paid orders and later ones, never unpaid, cancelled or refunded', () => {
    expect(
      ['paid', 'processing', 'complete', 'bespoke_paid', 'bespoke_shipped'].map(countsAsSale),
    ).toStrictEqual([true, true, true, true, true]);
    expect(
      ['new', 'to_be_paid', 'cancelled', 'refunded', 'quote', 'bespoke_refunded'].map(countsAsSale),
    ).toStrictEqual([false, false, false, false, false, false]);
  });

  it('takes the net price less discount, converted to GBP, less the base cost per unit', () => {
    expect(lineProfitPence(line({ price: 4000, discount: 400, quantity: 2 }))).toBe(3600 - 1900);
    // 24.00 EUR net at 1.2 EUR per GBP is £20.00.
    expect(lineProfitPence(line({ price: 2400, conversionRate: 1.2 }))).toBe(2000 - 950);
  });

  it('adds lines up per month, oldest first, and shows a loss as a negative profit', () => {
    expect(
      profitPerMonth([
        line({ createdAt: '2026-04-02T00:00:00.000Z', price: 1000 }),
        line({}),
        line({ createdAt: '2026-03-30T23:00:00.000Z', price: 1001 }),
        line({ status: 'cancelled', price: 99999 }),
      ]),
    ).toStrictEqual([
      { month: '2026-03', profit: 11.01 },
      { month: '2026-04', profit: 0.5 },
    ]);
    expect(profitPerMonth([line({ price: 500 })])).toStrictEqual([
      { month: '2026-03', profit: -4.5 },
    ]);
  });
});

describe('seller price figures', () => {
  it('uses the sale price when set and the standard VAT rate unless zero-rated', () => {
    expect(
      sellerPriceFigures({ price: 25, salePrice: 20, baseCost: 9.5, vatRate: 1 }),
    ).toStrictEqual({
      price: 20,
      baseCost: 9.5,
      printCost: 0,
      vatRate: 20,
    });
    expect(
      sellerPriceFigures({ price: 12, salePrice: null, baseCost: 7, vatRate: 0 }).vatRate,
    ).toBe(0);
  });
});
