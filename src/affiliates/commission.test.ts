import { describe, expect, it } from 'vitest';
import {
  DEFAULT_COMMISSION_RATE_BP,
  commissionPence,
  commissionState,
  salesPence,
  type AttributedOrder,
} from './commission';

const order = (overrides: Partial<AttributedOrder> = {}): AttributedOrder => ({
  createdAt: '2026-11-02T10:00:00.000Z',
  status: 'paid',
  subtotal: 4167,
  discount: 417,
  conversionRate: 1,
  commissionRateBp: DEFAULT_COMMISSION_RATE_BP,
  ...overrides,
});

describe('commission rules', () => {
  it('pays 10% by default on the goods without VAT, after the discount, in pence', () => {
    expect(DEFAULT_COMMISSION_RATE_BP).toBe(1000);
    expect(salesPence(order())).toBe(3750);
    expect(commissionPence(order())).toBe(375);
  });

  it('rounds down to whole pence and converts other currencies to GBP at the order rate', () => {
    expect(commissionPence(order({ subtotal: 1999, discount: 0, commissionRateBp: 750 }))).toBe(
      149,
    );
    // €24.00 at 1.2 per pound is £20.00, 10% of it £2.00.
    expect(commissionPence(order({ subtotal: 2400, discount: 0, conversionRate: 1.2 }))).toBe(200);
  });

  it('confirms paid orders, keeps unpaid ones pending and voids cancelled or refunded ones', () => {
    expect(commissionState('to_be_paid')).toBe('pending');
    expect(commissionState('new')).toBe('pending');
    expect(commissionState('paid')).toBe('confirmed');
    expect(commissionState('complete')).toBe('confirmed');
    expect(commissionState('cancelled')).toBe('void');
    expect(commissionState('refunded')).toBe('void');
  });
});
