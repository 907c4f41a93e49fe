import { commissionPence, commissionState, salesPence, type AttributedOrder } from './commission';

/**
 * An affiliate's figures: clicks on their link, orders attributed to them, the goods
 * value of those orders and their commission, split into confirmed (paid, not cancelled
 * or refunded) and pending (not paid yet). Cancelled and refunded orders count in none.
 * Money is summed in pence and answered in GBP.
 */
export interface AffiliateFigures {
  clicks: number;
  orders: number;
  /** GBP, confirmed orders only. */
  sales: number;
  /** GBP earned on confirmed orders. */
  commission: number;
  /** GBP that becomes commission once the orders are paid. */
  pending: number;
}

export interface MonthlyAffiliateFigures extends AffiliateFigures {
  /** `YYYY-MM`. */
  month: string;
}

export interface AffiliateStatsAnswer extends AffiliateFigures {
  months: MonthlyAffiliateFigures[];
}

const empty = (): AffiliateFigures => ({
  clicks: 0,
  orders: 0,
  sales: 0,
  commission: 0,
  pending: 0,
});

function add(into: AffiliateFigures, order: AttributedOrder): void {
  const state = commissionState(order.status);
  if (state === 'void') return;
  if (state === 'pending') {
    into.pending += commissionPence(order);
    return;
  }
  into.orders += 1;
  into.sales += salesPence(order);
  into.commission += commissionPence(order);
}

const inPounds = (pence: AffiliateFigures): AffiliateFigures => ({
  ...pence,
  sales: pence.sales / 100,
  commission: pence.commission / 100,
  pending: pence.pending / 100,
});

/** The start of a period of the last `days` days, as an ISO time (the stats path's `days`). */
export const periodStart = (nowMs: number, days: number): string =>
  new Date(nowMs - days * 24 * 60 * 60 * 1000).toISOString();

/**
 * Totals and per-month figures, oldest month first. `clicks` are the visits' ISO times;
 * with `since` (an ISO time) only clicks and orders from then on count.
 */
export function affiliateStats(
  allClicks: readonly string[],
  allOrders: readonly AttributedOrder[],
  since?: string,
): AffiliateStatsAnswer {
  const from = since === undefined ? null : Date.parse(since);
  const inPeriod = (iso: string) => from === null || Date.parse(iso) >= from;
  const clicks = allClicks.filter(inPeriod);
  const orders = allOrders.filter((order) => inPeriod(order.createdAt));
  const total = empty();
  const months = new Map<string, AffiliateFigures>();
  const month = (iso: string) => {
    const key = iso.slice(0, 7);
    if (!months.has(key)) months.set(key, empty());
    return months.get(key)!;
  };
  for (const at of clicks) {
    total.clicks += 1;
    month(at).clicks += 1;
  }
  for (const order of orders) {
    add(total, order);
    add(month(order.createdAt), order);
  }
  return {
    ...inPounds(total),
    months: [...months.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, figures]) => ({ month: key, ...inPounds(figures) })),
  };
}
