import { z } from 'zod';
import { numeric } from '../../src/model';

/**
 * An affiliate's results over a period, as the stats path answers them: link clicks,
 * orders made through the link, their value (`sales`, GBP) and the affiliate's earnings
 * (`commission`, GBP).
 */
const count = numeric.pipe(z.number().int().min(0));
const money = numeric.pipe(z.number().min(0));

const figures = {
  clicks: count,
  orders: count,
  sales: money,
  commission: money,
  /** GBP the affiliate earns once the orders are paid (absent: none). */
  pending: money.default(0),
};

export const affiliateStatsSchema = z.object({
  ...figures,
  /** The same figures month by month (`YYYY-MM`), oldest first; absent: not broken down. */
  months: z.array(z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), ...figures })).default([]),
});
export type AffiliateStats = z.output<typeof affiliateStatsSchema>;

/** Orders per click in percent, one decimal; null before the first click. */
export function conversionRate(stats: Pick<AffiliateStats, 'clicks' | 'orders'>): number | null {
  if (stats.clicks === 0) return null;
  return Math.round((stats.orders / stats.clicks) * 1000) / 10;
}

export interface StatTile {
  key: 'clicks' | 'orders' | 'conversion' | 'sales' | 'commission' | 'pending';
  label: string;
  value: string;
}

const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The tiles the block shows, in order, with their values as text. */
export function statTiles(
  stats: Pick<AffiliateStats, 'clicks' | 'orders' | 'sales' | 'commission' | 'pending'>,
  formatMoney: (gbp: number) => string,
): StatTile[] {
  const rate = conversionRate(stats);
  return [
    { key: 'clicks', label: 'Clicks', value: wholeNumber.format(stats.clicks) },
    { key: 'orders', label: 'Orders', value: wholeNumber.format(stats.orders) },
    { key: 'conversion', label: 'Conversion rate', value: rate === null ? '–' : `${rate}%` },
    { key: 'sales', label: 'Sales', value: formatMoney(stats.sales) },
    { key: 'commission', label: 'Your earnings', value: formatMoney(stats.commission) },
    { key: 'pending', label: 'Pending earnings', value: formatMoney(stats.pending) },
  ];
}

const monthName = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** `2026-11` as "November 2026". */
export const monthLabel = (month: string): string =>
  monthName.format(new Date(`${month}-01T00:00:00.000Z`));
