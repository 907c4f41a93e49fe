import { describe, expect, it } from 'vitest';
import {
  commissionBalance,
  commissionStage,
  payableOrders,
  payoutWriteSchema,
  type ReferredOrder,
} from './payouts';

const order = (overrides: Partial<ReferredOrder>): ReferredOrder => ({
  orderId: 1,
  hash: 'h1',
  payoutId: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  status: 'paid',
  subtotal: 3333,
  discount: 0,
  conversionRate: 1,
  commissionRateBp: 1000,
  ...overrides,
});

describe('affiliate payouts', () => {
  it('moves commission from pending to payable to paid, and voids closed orders', () => {
    expect(commissionStage(order({ status: 'to_be_paid' }))).toBe('pending');
    expect(commissionStage(order({}))).toBe('payable');
    expect(commissionStage(order({ payoutId: 4 }))).toBe('paid');
    expect(commissionStage(order({ status: 'cancelled' }))).toBe('void');
  });

  it('sums each stage in pence, rounded down per order', () => {
    const orders = [
      order({ orderId: 1, status: 'to_be_paid' }),
      order({ orderId: 2 }),
      order({ orderId: 3, subtotal: 10000, commissionRateBp: 1250 }),
      order({ orderId: 4, payoutId: 9 }),
      order({ orderId: 5, status: 'cancelled' }),
    ];
    expect(commissionBalance(orders)).toStrictEqual({ pending: 333, payable: 1583, paid: 333 });
    expect(payableOrders(orders).map((each) => each.orderId)).toStrictEqual([2, 3]);
  });

  it('asks for the version and the amount the seller saw', () => {
    expect(payoutWriteSchema.safeParse({ version: 2, amount: 1583 }).success).toBe(true);
    expect(payoutWriteSchema.safeParse({ version: 0, amount: 1583 }).success).toBe(false);
    expect(payoutWriteSchema.safeParse({ version: 2, amount: 2 ** 31 }).success).toBe(false);
  });
});
