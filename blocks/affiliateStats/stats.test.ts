import { describe, expect, it } from 'vitest';
import { DEFAULT_CURRENCY_ENTRY, formatPrice } from '../../src/currency';
import { affiliateStatsSchema, conversionRate, monthLabel, statTiles } from './stats';

const gbp = (amount: number) => formatPrice(amount, DEFAULT_CURRENCY_ENTRY);

describe('affiliate stats', () => {
  it('works out the conversion rate to one decimal, none before the first click', () => {
    expect(conversionRate({ clicks: 1200, orders: 30 })).toBe(2.5);
    expect(conversionRate({ clicks: 3, orders: 1 })).toBe(33.3);
    expect(conversionRate({ clicks: 0, orders: 0 })).toBeNull();
  });

  it('lists clicks, orders, conversion, sales, earnings and pending earnings as text', () => {
    expect(
      statTiles({ clicks: 1200, orders: 30, sales: 750, commission: 75, pending: 4.5 }, gbp),
    ).toStrictEqual([
      { key: 'clicks', label: 'Clicks', value: '1,200' },
      { key: 'orders', label: 'Orders', value: '30' },
      { key: 'conversion', label: 'Conversion rate', value: '2.5%' },
      { key: 'sales', label: 'Sales', value: '£750.00' },
      { key: 'commission', label: 'Your earnings', value: '£75.00' },
      { key: 'pending', label: 'Pending earnings', value: '£4.50' },
    ]);
    expect(
      statTiles({ clicks: 0, orders: 0, sales: 0, commission: 0, pending: 0 }, gbp)[2]!.value,
    ).toBe('–');
  });

  it('accepts counts saved as strings and refuses negative or fractional counts', () => {
    expect(
      affiliateStatsSchema.parse({ clicks: '10', orders: 1, sales: 25, commission: 2.5 }).clicks,
    ).toBe(10);
    expect(
      affiliateStatsSchema.safeParse({ clicks: -1, orders: 0, sales: 0, commission: 0 }).success,
    ).toBe(false);
    expect(
      affiliateStatsSchema.safeParse({ clicks: 1.5, orders: 0, sales: 0, commission: 0 }).success,
    ).toBe(false);
  });

  it('reads the month-by-month figures, none and no pending when the path leaves them out', () => {
    expect(
      affiliateStatsSchema.parse({ clicks: 1, orders: 0, sales: 0, commission: 0 }),
    ).toStrictEqual({ clicks: 1, orders: 0, sales: 0, commission: 0, pending: 0, months: [] });
    const month = { month: '2026-11', clicks: 3, orders: 1, sales: 33.33, commission: 3.33 };
    expect(
      affiliateStatsSchema.parse({ ...month, pending: 0, months: [month] }).months,
    ).toStrictEqual([{ ...month, pending: 0 }]);
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
