import { CLOSED_STATUSES } from './afterSales';
import { statusGroupIndex } from './statusGroups';

/**
 * A seller's profit from their orders, month by month (the profitPerMonth block's
 * figures). An order counts once it is paid (any later status of the normal or bespoke
 * flow) and until it is cancelled or refunded. A line's profit is what the shopper paid
 * for it without VAT and after its discount, converted back to GBP at the order's rate,
 * less the base product's cost for each unit. Sums are in pence so they add up exactly.
 */
export interface SoldLine {
  /** The order's creation time, ISO 8601 (its month is the month the sale counts in). */
  createdAt: string;
  status: string;
  /** Units of the order's currency per 1 GBP. */
  conversionRate: number;
  /** The line's price without VAT, minor units of the order's currency. */
  price: number;
  /** The line's discount without VAT, minor units. */
  discount: number;
  quantity: number;
  /** What one blank product costs, GBP. */
  baseCostGbp: number;
}

export interface MonthlyProfit {
  /** `YYYY-MM`. */
  month: string;
  /** GBP, negative for a loss. */
  profit: number;
}

/** Paid, or further on in the normal or bespoke flow, and not cancelled or refunded. */
export function countsAsSale(status: string): boolean {
  if (CLOSED_STATUSES.includes(status)) return false;
  const normal = statusGroupIndex('normal', status);
  if (normal >= 0) return normal >= statusGroupIndex('normal', 'paid');
  const bespoke = statusGroupIndex('bespoke', status);
  return bespoke >= statusGroupIndex('bespoke', 'bespoke_paid') && status !== 'bespoke_refunded';
}

/** One line's profit in pence (GBP). */
export function lineProfitPence(line: SoldLine): number {
  const rate = line.conversionRate > 0 ? line.conversionRate : 1;
  const revenue = Math.round((line.price - line.discount) / rate);
  return revenue - Math.round(line.baseCostGbp * 100) * line.quantity;
}

/** Profit per month of the lines that count as sales, oldest month first, GBP. */
export function profitPerMonth(lines: readonly SoldLine[]): MonthlyProfit[] {
  const pence = new Map<string, number>();
  for (const line of lines) {
    if (!countsAsSale(line.status)) continue;
    const month = line.createdAt.slice(0, 7);
    pence.set(month, (pence.get(month) ?? 0) + lineProfitPence(line));
  }
  return [...pence.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, total]) => ({ month, profit: total / 100 }));
}
