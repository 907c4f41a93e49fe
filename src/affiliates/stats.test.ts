import { describe, expect, it } from 'vitest';
import type { AttributedOrder } from './commission';
import { affiliateStats, periodStart } from './stats';

const order = (createdAt: string, status: string, subtotal: number): AttributedOrder => ({
  createdAt,
  status,
  subtotal,
  discount: 0,
  conversionRate: 1,
  commissionRateBp: 1000,
});

describe('affiliate stats', () => {
  it('counts clicks, confirmed orders, sales and commission per month, pending apart', () => {
    const stats = affiliateStats(
      ['2026-10-30T09:00:00.000Z', '2026-11-01T09:00:00.000Z', '2026-11-02T09:00:00.000Z'],
      [
        order('2026-10-30T10:00:00.000Z', 'paid', 2000),
        order('2026-11-02T10:00:00.000Z', 'complete', 5000),
        order('2026-11-03T10:00:00.000Z', 'to_be_paid', 1000),
        order('2026-11-04T10:00:00.000Z', 'refunded', 9000),
      ],
    );
    expect(stats).toStrictEqual({
      clicks: 3,
      orders: 2,
      sales: 70,
      commission: 7,
      pending: 1,
      months: [
        { month: '2026-10', clicks: 1, orders: 1, sales: 20, commission: 2, pending: 0 },
        { month: '2026-11', clicks: 2, orders: 1, sales: 50, commission: 5, pending: 1 },
      ],
    });
  });

  it('answers zeros and no months before the first click', () => {
    expect(affiliateStats([], [])).toStrictEqual({
      clicks: 0,
      orders: 0,
      sales: 0,
      commission: 0,
      pending: 0,
      months: [],
    });
  });

  it('counts only the last days when asked for a period', () => {
    const since = periodStart(Date.parse('2026-11-27T12:00:00.000Z'), 30);
    expect(since).toBe('2026-10-28T12:00:00.000Z');
    const stats = affiliateStats(
      ['2026-10-28T11:59:59.000Z', '2026-10-28T12:00:00.000Z'],
      [
        order('2026-10-01T10:00:00.000Z', 'paid', 2000),
        order('2026-11-02T10:00:00.000Z', 'paid', 5000),
      ],
      since,
    );
    expect([stats.clicks, stats.orders, stats.sales, stats.commission]).toStrictEqual([
      1, 1, 50, 5,
    ]);
    expect(stats.months.map((month) => month.month)).toStrictEqual(['2026-10', '2026-11']);
  });
});
