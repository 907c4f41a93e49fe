import { CLOSED_STATUSES } from '../commerce/afterSales';
import { countsAsSale } from '../commerce/sellerProfit';

/**
 * An affiliate's commission: a percentage of what the shopper paid for the goods of an
 * attributed order, without VAT, shipping or the discount, converted to GBP at the
 * order's rate. Rates are kept in basis points (1000 = 10%) so money stays in whole
 * pence: the commission is rounded down, never paying out a fraction of a penny.
 */
export const DEFAULT_COMMISSION_RATE_BP = 1000;
export const MAX_COMMISSION_RATE_BP = 5000;

export interface AttributedOrder {
  /** ISO 8601; its month is the month the order counts in. */
  createdAt: string;
  status: string;
  /** Goods without VAT, minor units of the order's currency. */
  subtotal: number;
  /** Discount without VAT, minor units. */
  discount: number;
  /** Units of the order's currency per 1 GBP. */
  conversionRate: number;
  /** The rate agreed when the order was attributed. */
  commissionRateBp: number;
}

/** confirmed: paid and not cancelled or refunded; pending: not paid yet; void: closed. */
export type CommissionState = 'pending' | 'confirmed' | 'void';

export function commissionState(status: string): CommissionState {
  if (CLOSED_STATUSES.includes(status) || status === 'bespoke_refunded') return 'void';
  return countsAsSale(status) ? 'confirmed' : 'pending';
}

/** The order's goods value in pence (GBP). */
export function salesPence(
  order: Pick<AttributedOrder, 'subtotal' | 'discount' | 'conversionRate'>,
): number {
  const rate = order.conversionRate > 0 ? order.conversionRate : 1;
  return Math.max(0, Math.round((order.subtotal - order.discount) / rate));
}

/** The affiliate's commission on the order in pence, rounded down. */
export const commissionPence = (order: AttributedOrder): number =>
  Math.floor((salesPence(order) * order.commissionRateBp) / 10000);
