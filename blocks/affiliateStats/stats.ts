import { z } from 'zod';
import { numeric } from '../../src/model';

/**
 * An affiliate's results over a period, as the stats path answers them: link clicks,
 * orders made through the link, their value (`sales`, GBP) and the affiliate's earnings
 * (`commission`, GBP).
 */
const count = numeric.pipe(z.number().int().min(0));
const money = numeric.pipe(z.number().min(0));

export const affiliateStatsSchema = z.object({
  clicks: count,
  orders: count,
  sales: money,
  commission: money,
});
export type AffiliateStats = z.output<typeof affiliateStatsSchema>;

/** Orders per click in percent, one decimal; null before the first click. */
export function conversionRate(stats: Pick<AffiliateStats, 'clicks' | 'orders'>): number | null {
  if (stats.clicks === 0) return null;
  return Math.round((stats.orders / stats.clicks) * 1000) / 10;
}

export interface StatTile {
  key: 'clicks' | 'orders' | 'conversion' | 'sales' | 'commission';
  label: string;
  value: string;
}

const wholeNumber = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });

/** The tiles the block shows, in order, with their values as text. */
export function statTiles(stats: AffiliateStats, formatMoney: (gbp: number) => string): StatTile[] {
  const rate = conversionRate(stats);
  return [
    { key: 'clicks', label: 'Clicks', value: wholeNumber.format(stats.clicks) },
    { key: 'orders', label: 'Orders', value: wholeNumber.format(stats.orders) },
    { key: 'conversion', label: 'Conversion rate', value: rate === null ? '–' : `${rate}%` },
    { key: 'sales', label: 'Sales', value: formatMoney(stats.sales) },
    { key: 'commission', label: 'Your earnings', value: formatMoney(stats.commission) },
  ];
}
